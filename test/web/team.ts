/**
 * A company's team for component tests (issue #33), made through the real API as people make it:
 * an owner on a plan, invitations sent by the owner, and teammates who accept the e-mailed link.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxEmails } from '../../src/db/schema';
import { createCompany, injectWith, TEST_PASSWORD, type TestApp } from '../helpers';

/** A company (onboarding done) on `planTier`, its one user the owner; password TEST_PASSWORD. */
export async function createTeamOwner(
  t: TestApp,
  {
    planTier = 'free',
    companyName = `Acme ${randomUUID().slice(0, 6)}`,
  }: {
    planTier?: 'free' | 'pro' | 'enterprise';
    companyName?: string;
  } = {},
) {
  return createCompany(t.db, { onboardingStatus: 'complete', planTier, companyName });
}

/** The token of the newest invitation link e-mailed to `email`, read from the outbox. */
export async function invitationTokenOf(t: TestApp, email: string): Promise<string> {
  const rows = await t.db
    .select({ payload: outboxEmails.payload })
    .from(outboxEmails)
    .where(
      and(eq(outboxEmails.template, 'teamInvitation'), sql`${email} = any(${outboxEmails.to})`),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(1);
  const url = (rows[0]?.payload as { joinUrl?: string } | undefined)?.joinUrl;
  if (!url) throw new Error(`no invitation e-mail to ${email}`);
  return decodeURIComponent(new URL(url).pathname.split('/').pop()!);
}

/** Invites `email` as the holder of `cookie` (an owner or admin); returns the link's token. */
export async function inviteByApi(
  t: TestApp,
  cookie: string,
  email: string,
  role: 'admin' | 'member' = 'member',
): Promise<string> {
  const res = await injectWith(t, cookie, 'POST', '/api/company/invitations', { email, role });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return invitationTokenOf(t, email);
}

/** Invites a new address and accepts it as a new account; returns the teammate. */
export async function addTeammate(
  t: TestApp,
  ownerCookie: string,
  fullName: string,
  role: 'admin' | 'member' = 'member',
) {
  const email = `mate-${randomUUID()}@example.com`;
  const token = await inviteByApi(t, ownerCookie, email, role);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/invitations/${encodeURIComponent(token)}/accept`,
    payload: { fullName, jobTitle: 'Head of Engineering', password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return { email, fullName };
}
