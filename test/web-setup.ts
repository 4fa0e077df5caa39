/**
 * Every component test file (Vitest project `web`, happy-dom): the DOM matchers of jest-dom
 * (`toBeVisible`, `toHaveValue`, `toHaveAccessibleName`, …); Testing Library's `findBy…` and
 * `waitFor` wait up to 10 s, since the components wait on the real API on a busy 2-core machine;
 * after each test React Testing Library unmounts what it rendered and the toast store (a module
 * shared by the file's tests) is emptied, waiting on the store rather than on a clock (issue #29).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { currentToasts, dismissToast } from '../src/web/lib/toast';

configure({ asyncUtilTimeout: 10_000 });

/**
 * Two reflected properties happy-dom lacks, as browsers have them (HTML "The select element",
 * "The option element"): `HTMLSelectElement.size` (the `size` attribute, 0 when absent) and
 * `HTMLOptionElement.defaultSelected` (the `selected` attribute; happy-dom issue #2157). Without
 * them React Hook Form takes every registered `<select>` for one the user already changed and
 * keeps its empty first option instead of the form's default value.
 */
function reflectMissingSelectProperties() {
  const select = window.HTMLSelectElement.prototype;
  if (!('size' in select)) {
    Object.defineProperty(select, 'size', {
      configurable: true,
      get(this: HTMLSelectElement) {
        const size = Number.parseInt(this.getAttribute('size') ?? '', 10);
        return Number.isNaN(size) || size < 0 ? 0 : size;
      },
      set(this: HTMLSelectElement, value: number) {
        this.setAttribute('size', String(value));
      },
    });
  }
  const option = window.HTMLOptionElement.prototype;
  if (!('defaultSelected' in option)) {
    Object.defineProperty(option, 'defaultSelected', {
      configurable: true,
      get(this: HTMLOptionElement) {
        return this.hasAttribute('selected');
      },
      set(this: HTMLOptionElement, value: boolean) {
        this.toggleAttribute('selected', Boolean(value));
      },
    });
  }
}
reflectMissingSelectProperties();

afterEach(async () => {
  cleanup();
  dismissToast();
  await vi.waitFor(() => expect(currentToasts()).toEqual([]));
});
