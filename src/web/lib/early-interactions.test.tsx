/**
 * What a visitor does on a prerendered page before it is hydrated reaches the app once it is
 * (issue #29; docs/decisions/041-paint-first-hydrate-after.md, 054-react-dom-again.md): a page is
 * rendered to HTML as the build does, changed in the DOM as a visitor would before any script
 * runs, hydrated with React DOM, and then `replay` hands every changed field to the components.
 * The browser journey is `e2e/before-hydration.spec.ts`; this covers each kind of field.
 */
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInteractions } from './early-interactions';

/** Controlled fields, and a line that shows what the component's state holds. */
function Form() {
  const [search, setSearch] = useState('');
  const [location, setLocation] = useState('');
  const [consent, setConsent] = useState(false);
  const [plan, setPlan] = useState('free');
  const [presses, setPresses] = useState(0);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <select aria-label="Location" value={location} onChange={(e) => setLocation(e.target.value)}>
        <option value="">Any</option>
        <option value="Remote">Remote</option>
      </select>
      <input
        type="checkbox"
        aria-label="Consent"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      {['free', 'pro'].map((value) => (
        <input
          key={value}
          type="radio"
          name="plan"
          aria-label={value}
          value={value}
          checked={plan === value}
          onChange={() => setPlan(value)}
        />
      ))}
      <button type="button" onClick={() => setPresses((n) => n + 1)}>
        Press
      </button>
      <output>{JSON.stringify({ search, location, consent, plan, presses })}</output>
    </form>
  );
}

// React's `act` is used directly here (no Testing Library render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The prerendered page in `#root`, with `replay` holding what the visitor does from now on. */
function prerender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const field = <T extends Element>(label: string) =>
    container.querySelector<T & Element>(`[aria-label="${label}"]`)!;
  return { container, field, replay: holdEarlyInteractions(container) };
}

/** Hydrates the page with React DOM and waits for the hydrating commit. */
async function hydrate(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Form />);
  });
}

const state = (container: HTMLElement) =>
  JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>;

describe('holdEarlyInteractions', () => {
  it('hands typed text, a chosen option, a ticked box and a chosen radio button to the components', async () => {
    const { container, field, replay } = prerender();
    field<HTMLInputElement>('Search').value = 'PyTorch';
    field<HTMLSelectElement>('Location').value = 'Remote';
    field<HTMLInputElement>('Consent').checked = true;
    field<HTMLInputElement>('pro').checked = true;
    await hydrate(container);
    // Hydrated, the fields still show the visitor's values, but the state does not know them.
    expect(field<HTMLInputElement>('Search').value).toBe('PyTorch');
    expect(state(container)).toMatchObject({ search: '', location: '', consent: false });

    await act(async () => replay());
    expect(state(container)).toEqual({
      search: 'PyTorch',
      location: 'Remote',
      consent: true,
      plan: 'pro',
      presses: 0,
    });
    // The next render keeps them on the page.
    expect(field<HTMLInputElement>('Search').value).toBe('PyTorch');
    expect(field<HTMLSelectElement>('Location').value).toBe('Remote');
    expect(field<HTMLInputElement>('Consent').checked).toBe(true);
    expect(field<HTMLInputElement>('pro').checked).toBe(true);
    expect(field<HTMLInputElement>('free').checked).toBe(false);
  });

  it('presses a button pressed before hydration once, after it', async () => {
    const { container, replay } = prerender();
    container.querySelector('button')!.click();
    await hydrate(container);
    expect(state(container)).toMatchObject({ presses: 0 });
    await act(async () => replay());
    expect(state(container)).toMatchObject({ presses: 1 });
  });

  it('tells nothing of fields the visitor left as they were', async () => {
    const { container, replay } = prerender();
    await hydrate(container);
    const before = container.innerHTML;
    await act(async () => replay());
    expect(container.innerHTML).toBe(before);
    expect(state(container)).toEqual({
      search: '',
      location: '',
      consent: false,
      plan: 'free',
      presses: 0,
    });
  });
});
