/**
 * Resolves in a new task (a macrotask), after the browser had a chance to handle input and paint:
 * the start-up of a prerendered page runs its steps one task each (docs/decisions/041,
 * docs/decisions/054-react-dom-again.md).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
