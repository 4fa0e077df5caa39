/**
 * The e-mail verification banner (issue #31 item 3; docs/decisions/065-email-verification.md): a
 * signed-in company or candidate whose address is not verified sees where the link went and what
 * waits for it, and "Resend link" e-mails a new one; a verified user, a visitor and the
 * verification page itself show none. Against the real API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../db/schema';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import { paths } from '../../../../shared/paths';
import { createCandidate, createCompany, verificationTokenOf } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { sessionQueryKey } from '../api/get-session';
import { EmailVerificationBannerSlot } from './email-verification-banner-slot';

const api = await startComponentApi();

/** Renders the slot at `path` and waits until the session has answered. */
async function renderSlot(path = paths.dashboard.getHref()) {
  const view = renderWithApp(<EmailVerificationBannerSlot />, { path });
  await waitFor(() =>
    expect(view.queryClient.getQueryState(sessionQueryKey)?.status).toBe('success'),
  );
  return view;
}

const banner = () => screen.findByRole('region', { name: emailVerificationTexts.bannerTitle });
/** No banner: the slot renders nothing once the session is known (so there is nothing to load). */
const expectNoBanner = () => {
  expect(screen.queryByRole('region', { name: emailVerificationTexts.bannerTitle })).toBeNull();
  expect(screen.queryByText(/We sent a link to/)).toBeNull();
};
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

/** The resend requests the page sent. */
const resends = () => api.requests.filter((r) => r === 'POST /api/auth/verify-email/resend');

describe('EmailVerificationBanner (ADR 065)', () => {
  it('tells an unverified company where the link went and what waits for it', async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(company.email, 'company');
    await renderSlot();

    const region = await banner();
    expect(
      within(region).getByRole('heading', { name: emailVerificationTexts.bannerTitle }),
    ).toBeVisible();
    expect(region).toHaveTextContent(
      `We sent a link to ${company.email}. ${emailVerificationTexts.companyWaits}`,
    );
    expect(
      within(region).getByRole('button', { name: emailVerificationTexts.resend }),
    ).toBeEnabled();
  });

  it('tells an unverified candidate that their profile waits for it', async () => {
    const candidate = await createCandidate(api.db, { emailVerifiedAt: null });
    await api.signIn(candidate.email, 'candidate');
    await renderSlot(paths.candidateDashboard.getHref());
    expect(await banner()).toHaveTextContent(
      `We sent a link to ${candidate.email}. ${emailVerificationTexts.candidateWaits}`,
    );
  });

  it('shows nothing to a verified company, to a visitor, or on the verification page', async () => {
    const verified = await createCompany(api.db, { onboardingStatus: 'complete' });
    await api.signIn(verified.email, 'company');
    const first = await renderSlot();
    expectNoBanner();
    first.unmount();

    const unverified = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(unverified.email, 'company');
    const onPage = await renderSlot(paths.verifyEmail.getHref('a-token-from-the-e-mail'));
    expectNoBanner();
    onPage.unmount();

    await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: api.cookie },
      payload: {},
    });
    const guest = await renderSlot();
    expect(guest.queryClient.getQueryData(sessionQueryKey)).toMatchObject({ isValid: false });
    expectNoBanner();
  });

  it('resends the link by keyboard: a toast, and a new link that works', async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(company.email, 'company');
    const { user } = await renderSlot();
    const resend = within(await banner()).getByRole('button', {
      name: emailVerificationTexts.resend,
    });

    await user.tab();
    expect(resend).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await within(toastRegion()).findByText(emailVerificationTexts.sentTitle)).toBeVisible();
    expect(within(toastRegion()).getByText(emailVerificationTexts.sent)).toBeVisible();
    expect(resends()).toHaveLength(1);
    // The e-mailed link proves the address.
    const verified = await api.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationTokenOf(api.db, company.email) },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('goes away when the server answers that the address is verified already (409)', async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(company.email, 'company');
    const { user } = await renderSlot();
    const region = await banner();

    // Verified meanwhile, e.g. from the e-mail in another browser.
    await api.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, company.id));
    await user.click(within(region).getByRole('button', { name: emailVerificationTexts.resend }));

    expect(
      await within(toastRegion()).findByText(emailVerificationTexts.verifiedTitle),
    ).toBeVisible();
    expect(within(toastRegion()).getByText(emailVerificationTexts.alreadyVerified)).toBeVisible();
    await waitFor(() => expect(region).not.toBeInTheDocument());
  });
});
