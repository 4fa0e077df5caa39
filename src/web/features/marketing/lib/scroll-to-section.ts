/**
 * Scrolls the element with `id` into view (smoothly unless the user asks for less motion) and
 * moves keyboard focus to its first field, so the jump is not only visual.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  target.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}
