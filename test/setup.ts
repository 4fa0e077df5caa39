/** Every test file: a test fails when something logs `console.error` (STYLE.md habit 7). */
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(
      `console.error was called: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
