/**
 * What a visitor does on a prerendered page before the app has hydrated it
 * (docs/decisions/041-paint-first-hydrate-after.md): the HTML is visible and links work as plain
 * links, but buttons and forms have no handlers yet. Until `replay` is called, presses of a button
 * and form submissions inside the page are held — kept from the browser (which would send a form
 * as a GET to the page's own URL and reload it) and from the app (which may be hydrating) — and
 * `replay`, once the page is hydrated, presses the buttons again and submits the forms with
 * `requestSubmit`, in the visitor's order. Text typed into fields needs nothing: hydration keeps
 * their values.
 */

/** The pointer and mouse events of a button press, held with its click. */
const pressEvents = ['pointerdown', 'mousedown', 'pointerup', 'mouseup'] as const;

/** Starts holding early interactions inside `root`; returns `replay`, to call once hydrated. */
export function holdEarlyInteractions(root: HTMLElement): () => void {
  const pending: (() => void)[] = [];

  /** The enabled button inside `root` that `event` is aimed at, if any. */
  const buttonOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    return button && root.contains(button) && !button.disabled ? button : null;
  };

  const onPress = (event: Event) => {
    if (buttonOf(event)) event.stopPropagation();
  };

  const onClick = (event: MouseEvent) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    const form = button.type === 'submit' ? button.form : null;
    pending.push(form ? () => submit(form, button) : () => press(button));
  };

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    pending.push(() => submit(form, submitter));
  };

  for (const type of pressEvents) document.addEventListener(type, onPress, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    for (const type of pressEvents) document.removeEventListener(type, onPress, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    for (const replay of pending.splice(0)) replay();
  };
}

/** Submits `form` as `submitter` would, if both are still in the page. */
function submit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : undefined);
}

/**
 * Presses `button` as a pointer would: focus, pointer and mouse down and up, click (some
 * components act on `pointerdown` or `mousedown`, e.g. tabs and menus).
 */
function press(button: HTMLButtonElement): void {
  if (!button.isConnected || button.disabled) return;
  button.focus();
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', { ...init, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}
