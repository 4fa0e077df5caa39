/** The newsletter bar's "dismissed" flag, remembered for this browser (issue #3). */
const STORAGE_KEY = 'warmintro.newsletterDismissed';

export function isNewsletterDismissed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberNewsletterDismissed(): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    // Storage may be unavailable (private mode, quota): the bar just comes back next visit.
  }
}
