/**
 * What a visitor does on a prerendered page before the app has hydrated it
 * (docs/decisions/041-paint-first-hydrate-after.md, issue #29): the HTML is visible and links work
 * as plain links, but fields, buttons and forms have no handlers yet. Until `replay` is called,
 * presses of a button and form submissions inside the page are held — kept from the browser (which
 * would send a form as a GET to the page's own URL and reload it) and from the app (which may be
 * hydrating). `replay`, once the page is hydrated, hands each field the visitor changed (typed
 * into even before this script ran) to the app as a change (React keeps a field's value while it
 * hydrates but never tells the component, whose state would then write its own value over the
 * visitor's at the next render: the talent search lost what was typed that way), then presses the
 * buttons again and submits the forms with `requestSubmit`, in the visitor's order.
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
    // A link is left to the browser as a plain link until the app has hydrated: kept from the
    // app, whose router may still be finishing its first load and would drop a navigation it
    // started (e2e/marketing.spec.ts, About Us then FAQ at once).
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest('a[href]');
    if (link && root.contains(link)) {
      event.stopPropagation();
      return;
    }
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
    // What was typed, ticked or chosen first (even before this script ran: the fields are read,
    // not their events), then the presses and submissions in the visitor's order.
    const changes = [...root.querySelectorAll<Field>('input, textarea, select')].map(changeOf);
    for (const announce of changes) announce?.();
    for (const replay of pending.splice(0)) replay();
  };
}

/** A form field whose value the visitor can change. */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types whose value a visitor does not type, tick or choose (or a script cannot set). */
const unannounced = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

/**
 * If the visitor changed `field` from its prerendered value, returns what tells the app, as if it
 * had just been typed, ticked or chosen; `null` otherwise. The visitor's value is read now, since
 * announcing one field re-renders its component, which writes its state into the fields not yet
 * announced. React fires a field's `onChange` only when its value differs from the last one it saw;
 * so the field is first set back to its prerendered value through its own property (which React
 * watches), then to the visitor's through the element's prototype (which it does not), and the
 * event React listens for is sent: a click for a checkbox or radio button, `change` for a select,
 * `input` for the rest.
 */
function changeOf(field: Field): (() => void) | null {
  if (!field.isConnected || field.disabled) return null;
  if (field instanceof HTMLInputElement && unannounced.has(field.type)) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked, defaultChecked } = field;
    // A radio button the visitor left is announced by the one they chose in its group.
    if (checked === defaultChecked || (field.type === 'radio' && !checked)) return null;
    return () => {
      // The click toggles it from the prerendered state to the visitor's, as their click did.
      field.checked = defaultChecked;
      field.click();
    };
  }
  const value = field.value;
  const prerendered =
    field instanceof HTMLSelectElement
      ? (([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ??
        '')
      : field.defaultValue;
  if (value === prerendered) return null;
  return () => {
    field.value = prerendered;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    const type = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(type, { bubbles: true }));
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
