/**
 * The page of the e-mail verification link, `/verify-email?token=…` (issue #31 item 3;
 * docs/decisions/065-email-verification.md): it posts the token once, even when effects run twice,
 * and says the address is verified with the way on — the dashboard when signed in (the session read
 * again, so the banner goes), else the logins; a used or replaced link and a link without a token
 * say 'This verification link is invalid or has expired.', with Resend for a signed-in user who
 * still has to verify. Against the real API.
 */
import { StrictMode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import type { SessionInfo } from '../../../../shared/auth/schemas';
import { paths } from '../../../../shared/paths';
import { createCompany, injectWith, verificationTokenOf } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { VerifyEmailRoute } from '../../../app/routes/auth/verify-email';
import { sessionQueryKey } from '../api/get-session';

const api = await startComponentApi();

// Each test starts signed out (the session the page holds ends).
beforeEach(async () => {
  if (api.cookie)
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: api.cookie },
      payload: {},
    });
});

/** The verification posts the page sent since `renderLink`. */
let sentBefore = 0;
const verifications = () =>
  api.requests.slice(sentBefore).filter((r) => r === 'POST /api/auth/verify-email');

/** A company that has not verified yet, with a link e-mailed to it; the page is signed out. */
async function unverifiedCompany() {
  const company = await createCompany(api.db, {
    onboardingStatus: 'complete',
    emailVerifiedAt: null,
  });
  const cookie = (
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: company.email, password: 'correct-horse-battery', userType: 'company' },
    })
  ).headers['set-cookie'];
  const sessionCookie = String(Array.isArray(cookie) ? cookie[0] : cookie).split(';')[0]!;
  const sent = await injectWith(api, sessionCookie, 'POST', '/api/auth/verify-email/resend');
  expect(sent.statusCode).toBe(202);
  return { ...company, token: await verificationTokenOf(api.db, company.email) };
}

/** Opens the link as the page does, its effects run twice as under StrictMode in development. */
function renderLink(href: string) {
  sentBefore = api.requests.length;
  return renderWithApp(
    <StrictMode>
      <VerifyEmailRoute />
    </StrictMode>,
    { path: href },
  );
}

describe('VerifyEmail (ADR 065)', () => {
  it('verifies a signed-in company once, reads the session again and leads to the dashboard', async () => {
    const company = await unverifiedCompany();
    await api.signIn(company.email, 'company');
    const { user, queryClient } = renderLink(paths.verifyEmail.getHref(company.token));

    expect(screen.getByRole('status')).toHaveTextContent(emailVerificationTexts.verifying);
    expect(document.title).toBe(`${emailVerificationTexts.bannerTitle} | WarmIntro`);

    expect(await screen.findByText(emailVerificationTexts.verified)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: emailVerificationTexts.verifiedTitle }),
    ).toBeVisible();
    expect(document.title).toBe(`${emailVerificationTexts.verifiedTitle} | WarmIntro`);
    expect(verifications()).toHaveLength(1);
    // The session says verified now: the banner has gone.
    expect(queryClient.getQueryData<SessionInfo>(sessionQueryKey)?.user).toMatchObject({
      email: company.email,
      emailVerified: true,
    });

    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(await screen.findByText(`Page: ${paths.dashboard.getHref()}`)).toBeInTheDocument();
  });

  it('verifies without a session, and offers the logins', async () => {
    const company = await unverifiedCompany();
    renderLink(paths.verifyEmail.getHref(company.token));

    expect(await screen.findByText(emailVerificationTexts.verified)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Company Login' })).toHaveAttribute(
      'href',
      paths.loginCompany.getHref(),
    );
    expect(screen.getByRole('link', { name: 'Candidate Login' })).toHaveAttribute(
      'href',
      paths.loginCandidate.getHref(),
    );
    expect(verifications()).toHaveLength(1);
  });

  it('says a replaced link is invalid, and Resend e-mails a new one to a signed-in owner', async () => {
    const company = await unverifiedCompany();
    const old = company.token;
    await api.signIn(company.email, 'company');
    // A new link ends the old one.
    await injectWith(api, api.cookie, 'POST', '/api/auth/verify-email/resend');
    const { user } = renderLink(paths.verifyEmail.getHref(old));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(emailVerificationTexts.invalidLink);
    expect(
      screen.getByRole('heading', { level: 1, name: emailVerificationTexts.bannerTitle }),
    ).toBeVisible();
    expect(await screen.findByText(/^We can send a new link to/)).toHaveTextContent(
      `We can send a new link to ${company.email}.`,
    );
    await user.click(screen.getByRole('button', { name: emailVerificationTexts.resend }));

    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(emailVerificationTexts.sentTitle)).toBeVisible();
    expect(within(toasts).getByText(emailVerificationTexts.sent)).toBeVisible();
    // The newest link works.
    const verified = await api.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationTokenOf(api.db, company.email) },
    });
    expect(verified.statusCode).toBe(200);
    expect(verifications()).toHaveLength(1);
  });

  it('says a link without a token is invalid and posts nothing; a visitor is sent to log in', async () => {
    renderLink(paths.verifyEmail.getHref());

    expect(await screen.findByRole('alert')).toHaveTextContent(emailVerificationTexts.invalidLink);
    expect(await screen.findByText('Log in to ask for a new link.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Company Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: emailVerificationTexts.resend })).toBeNull();
    await waitFor(() => expect(api.requests.slice(sentBefore)).toContain('GET /api/session'));
    expect(verifications()).toEqual([]);
  });
});
