import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class tables now (it builds them on its first call, a few milliseconds
 * on a slow phone), so that the hydration that follows does not pay for them in its task
 * (docs/decisions/048).
 */
export function prepareClassMerge(): void {
  twMerge('p-0 p-1');
}
