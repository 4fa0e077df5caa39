/**
 * Where the newsletter bar shows (spec 1 §2 "Newsletter bar", §9: after 1 second): on the home
 * page only — not at work on `/dashboard` (issue #30, docs/decisions/057-no-dead-ends.md), nor on
 * the other pages. The page's timers are the test's, so "it never shows" is checked well past the
 * bar's delay without waiting for it.
 */
import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { NEWSLETTER_BAR_DELAY_MS } from './newsletter-bar';
import { NewsletterBarSlot } from './newsletter-bar-slot';
import { rememberNewsletterDismissed } from '../lib/newsletter-dismissal';

/** Renders the slot at `path`, then lets well over the bar's delay pass. */
async function slotAfterItsDelay(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <NewsletterBarSlot /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The bar's code loads lazily and React mounts it; then its delay passes, five times over.
  await act(() => vi.dynamicImportSettled());
  await act(() => vi.advanceTimersByTimeAsync(5 * NEWSLETTER_BAR_DELAY_MS));
}

describe('NewsletterBarSlot', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the bar on the home page after its delay', async () => {
    await slotAfterItsDelay('/');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('never shows it on the home page once dismissed in this browser (issue #3)', async () => {
    rememberNewsletterDismissed();
    await slotAfterItsDelay('/');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it.each(['/dashboard', '/how-it-works', '/talent', '/candidate-dashboard'])(
    'never shows it on %s (issue #30)',
    async (path) => {
      await slotAfterItsDelay(path);
      expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    },
  );
});
