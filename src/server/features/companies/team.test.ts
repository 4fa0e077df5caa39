/**
 * A company's team through the real API into PostgreSQL (issue #33, docs/decisions/073):
 * invitations (accepted, expired, revoked, used, another company's address), each role's rights,
 * seats per plan, removal ending sessions, the shared workspace and its one open request per
 * candidate — also under 20 simultaneous requests from 3 members over two app instances.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, introRequests, outboxEmails } from '../../../db/schema';
import { teamTexts } from '../../../shared/companies/team';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  createTeammate,
  injectWith,
  login,
  testClock,
  TEST_PASSWORD,
  TEST_PAY,
} from '../../../../test/helpers';
import { createTeamOwner, invitationTokenOf, inviteByApi } from '../../../../test/web/team';

const clock = testClock();
const t = await buildTestApp({ RATE_LIMIT_SIGNUP: '100000' }, { now: clock.now });
const DAY = 86_400_000;

async function owner(planTier: 'free' | 'pro' | 'enterprise' = 'free') {
  const o = await createTeamOwner(t, {
    planTier,
    companyName: `Acme ${crypto.randomUUID().slice(0, 6)}`,
  });
  return { ...o, cookie: await login(t.app, o.email, 'company') };
}

function accept(token: string, body: object = {}, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/invitations/${encodeURIComponent(token)}/accept`,
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const newAccount = (fullName = 'Dana Lee') => ({
  fullName,
  jobTitle: 'Head of Engineering',
  password: TEST_PASSWORD,
});

/** Invites a new address as `role`, accepts it, and logs the teammate in. */
async function teammate(cookie: string, role: 'admin' | 'member' = 'member', name = 'Dana Lee') {
  const email = `mate-${crypto.randomUUID()}@example.com`;
  const token = await inviteByApi(t, cookie, email, role);
  expect((await accept(token, newAccount(name))).statusCode).toBe(200);
  return { email, cookie: await login(t.app, email, 'company') };
}

describe('invitations (issue #33 item 2)', () => {
  it('an owner invites by e-mail; the link creates the account, signs it in and lists it on the team', async () => {
    const o = await owner('pro');
    const email = `dana-${crypto.randomUUID()}@example.com`;
    const token = await inviteByApi(t, o.cookie, email, 'admin');
    const view = await t.app.inject({ url: `/api/invitations/${token}` });
    expect(view.json()).toMatchObject({
      status: 'open',
      email,
      role: 'admin',
      accountExists: false,
    });

    const res = await accept(token, newAccount());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/dashboard' });
    const cookie = res.cookies.find((c) => c.name === 'warmintro_session');
    expect(cookie).toBeDefined();
    const session = await t.app.inject({
      url: '/api/session',
      headers: { cookie: `${cookie!.name}=${cookie!.value}` },
    });
    expect(session.json().user).toMatchObject({ companyRole: 'admin', emailVerified: true });

    const team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    expect(team.members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual([
      [o.email, 'owner'],
      [email, 'admin'],
    ]);
    expect(team.invitations).toEqual([]);
    expect(team.seats).toEqual({ used: 2, limit: 10 });
    const activity = (await injectWith(t, o.cookie, 'GET', '/api/company/team-activity')).json();
    expect(activity.items.map((a: { kind: string }) => a.kind)).toEqual(['joined', 'invited']);
    // The link works once.
    expect((await accept(token, newAccount())).json().detail).toBe(teamTexts.invitationUsed);
    // The invitation and the join are in the admin's audit log, under the company (item 2).
    const companyName = (await injectWith(t, o.cookie, 'GET', '/api/session')).json().user
      .companyName as string;
    const admin = await createAdmin(t.db);
    const adminCookie = await login(t.app, admin.email, 'admin');
    const log = (
      await injectWith(
        t,
        adminCookie,
        'GET',
        `/api/admin/edit-log?search=${encodeURIComponent(companyName)}`,
      )
    ).json();
    expect(
      log.items.map((e: { editedUserId: string; changes: Record<string, { new: string }> }) => [
        e.editedUserId,
        Object.entries(e.changes).map(([k, v]) => `${k}: ${v.new}`),
      ]),
    ).toEqual([
      [o.id, ['team:joined: Dana Lee as Admin']],
      [o.id, [`team:invited: ${email} as Admin`]],
    ]);
  });

  it('a link stops working after 7 days, when revoked, and when resent (the new one works)', async () => {
    const o = await owner('pro');
    const expiring = await inviteByApi(t, o.cookie, `late-${crypto.randomUUID()}@example.com`);
    clock.advance(7 * DAY + 1000);
    const late = await accept(expiring, newAccount());
    expect([late.statusCode, late.json().detail]).toEqual([409, teamTexts.invitationExpired]);

    const email = `revoked-${crypto.randomUUID()}@example.com`;
    const revoked = await inviteByApi(t, o.cookie, email);
    const [pending] = (await injectWith(t, o.cookie, 'GET', '/api/company/members'))
      .json()
      .invitations.filter((i: { email: string }) => i.email === email);
    const resend = await injectWith(
      t,
      o.cookie,
      'POST',
      `/api/company/invitations/${pending.id}/resend`,
    );
    expect(resend.statusCode).toBe(200);
    const fresh = await invitationTokenOf(t, email);
    expect(fresh).not.toBe(revoked);
    expect((await accept(revoked, newAccount())).statusCode).toBe(404);
    const del = await injectWith(t, o.cookie, 'DELETE', `/api/company/invitations/${pending.id}`);
    expect(del.statusCode).toBe(204);
    const gone = await accept(fresh, newAccount());
    expect([gone.statusCode, gone.json().detail]).toEqual([409, teamTexts.invitationRevokedLink]);
  });

  it("another company's address, a candidate's and a teammate's are refused and join nothing", async () => {
    const o = await owner('pro');
    const other = await createCompany(t.db);
    const candidate = await createCandidate(t.db);
    const mate = await teammate(o.cookie);
    for (const [email, text] of [
      [other.email, teamTexts.otherCompany],
      [candidate.email, teamTexts.notCompanyAccount],
      [mate.email, teamTexts.alreadyMember],
    ]) {
      const res = await injectWith(t, o.cookie, 'POST', '/api/company/invitations', {
        email,
        role: 'member',
      });
      expect([res.statusCode, res.json().detail]).toEqual([409, text]);
    }
    const bad = await injectWith(t, o.cookie, 'POST', '/api/company/invitations', {
      email: 'not-an-email',
      role: 'owner',
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      { email: 'E-mail is invalid.', role: 'Please choose a role.' },
    ]);
    const team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    expect(team.members).toHaveLength(2);
    expect(team.invitations).toEqual([]);
  });
});

describe('seats per plan (issue #33 item 5)', () => {
  it('Free has 2 seats, counted at invite with open invitations; upgrading frees more; a downgrade keeps everyone', async () => {
    const o = await owner('free');
    await inviteByApi(t, o.cookie, `first-${crypto.randomUUID()}@example.com`);
    const full = await injectWith(t, o.cookie, 'POST', '/api/company/invitations', {
      email: `second-${crypto.randomUUID()}@example.com`,
      role: 'member',
    });
    expect([full.statusCode, full.json().detail]).toEqual([409, teamTexts.seatsFull(2)]);
    let team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    expect([team.seats, team.canInvite]).toEqual([{ used: 1, limit: 2 }, false]);

    await t.db.update(companies).set({ planTier: 'pro' }).where(eq(companies.id, o.id));
    await teammate(o.cookie);
    await teammate(o.cookie);
    await t.db.update(companies).set({ planTier: 'free' }).where(eq(companies.id, o.id));
    team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    // The owner and two teammates stay (the first invitation is still pending).
    expect([team.members.length, team.invitations.length, team.seats, team.canInvite]).toEqual([
      3,
      1,
      { used: 3, limit: 2 },
      false,
    ]);
  });

  it('an accept is refused when the seats filled up after the invitation was sent', async () => {
    const o = await owner('pro');
    const token = await inviteByApi(t, o.cookie, `waiting-${crypto.randomUUID()}@example.com`);
    await t.db.update(companies).set({ planTier: 'free' }).where(eq(companies.id, o.id));
    await createTeammate(t.db, o.id);
    const res = await accept(token, newAccount());
    expect([res.statusCode, res.json().detail]).toEqual([409, teamTexts.seatsFull(2)]);
  });
});

describe('roles, enforced by the server (issue #33 item 3)', () => {
  it('a member does hiring work but not members, profile or billing; an admin manages members and the profile', async () => {
    const o = await owner('pro');
    const member = await teammate(o.cookie, 'member');
    const admin = await teammate(o.cookie, 'admin', 'Ari Admin');
    const invite = { email: `x-${crypto.randomUUID()}@example.com`, role: 'member' };
    const profile = {
      companyName: 'Renamed',
      hiringRoles: ['Engineering'],
      timezone: 'UTC-5 (Eastern Time)',
    };
    expect((await injectWith(t, member.cookie, 'GET', '/api/intro-requests')).statusCode).toBe(200);
    expect((await injectWith(t, member.cookie, 'GET', '/api/company/members')).statusCode).toBe(
      200,
    );
    expect(
      (await injectWith(t, member.cookie, 'POST', '/api/company/invitations', invite)).statusCode,
    ).toBe(403);
    expect(
      (await injectWith(t, member.cookie, 'PATCH', '/api/companies/me', profile)).statusCode,
    ).toBe(403);
    expect(
      (await injectWith(t, admin.cookie, 'PATCH', '/api/companies/me', profile)).statusCode,
    ).toBe(200);
    expect(
      (await injectWith(t, admin.cookie, 'POST', '/api/company/invitations', invite)).statusCode,
    ).toBe(201);
    const upgrade = await injectWith(t, admin.cookie, 'POST', '/api/billing/upgrade', {
      plan: 'pro',
    });
    expect([upgrade.statusCode, upgrade.json().detail]).toEqual([
      403,
      teamTexts.companyRoleRequired('owner'),
    ]);
  });

  it('there is always one owner: the owner cannot leave, hands over, and is then an admin', async () => {
    const o = await owner('pro');
    await teammate(o.cookie, 'member', 'Nia New');
    const leave = await injectWith(t, o.cookie, 'POST', '/api/company/leave');
    expect([leave.statusCode, leave.json().detail]).toEqual([409, teamTexts.ownerCannotLeave]);
    const team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    const nia = team.members.find((m: { fullName: string }) => m.fullName === 'Nia New');
    const moved = await injectWith(t, o.cookie, 'POST', '/api/company/transfer-ownership', {
      userId: nia.userId,
    });
    expect(moved.statusCode).toBe(200);
    const roles = moved.json().members.map((m: { fullName: string; role: string }) => m.role);
    expect(roles.filter((r: string) => r === 'owner')).toHaveLength(1);
    expect(moved.json().yourRole).toBe('admin');
    // The company's address follows its owner.
    const [row] = await t.db.select().from(companies).where(eq(companies.id, o.id));
    expect(row).toBeDefined();
    expect((await injectWith(t, o.cookie, 'POST', '/api/company/leave')).statusCode).toBe(204);
  });
});

describe('removing a member (issue #33 item 6)', () => {
  it('ends their sessions at once; logging in again reads nothing of the company; their request stays', async () => {
    const o = await owner('pro');
    const mate = await teammate(o.cookie, 'member', 'Rae Removed');
    const candidate = await createCandidate(t.db);
    const asked = await injectWith(t, mate.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: candidate.id,
    });
    expect(asked.statusCode).toBe(201);
    const team = (await injectWith(t, o.cookie, 'GET', '/api/company/members')).json();
    const rae = team.members.find((m: { fullName: string }) => m.fullName === 'Rae Removed');
    expect(
      (await injectWith(t, o.cookie, 'DELETE', `/api/company/members/${rae.userId}`)).statusCode,
    ).toBe(204);

    expect((await injectWith(t, mate.cookie, 'GET', '/api/intro-requests')).statusCode).toBe(401);
    const again = await login(t.app, mate.email, 'company');
    const read = await injectWith(t, again, 'GET', '/api/intro-requests');
    expect([read.statusCode, read.json().detail]).toEqual([403, teamTexts.noCompany]);
    const list = (await injectWith(t, o.cookie, 'GET', '/api/intro-requests')).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(asked.json().id);
  });
});

describe('one shared workspace (issue #33 item 4)', () => {
  it("every member sees the company's requests; a teammate's request for the same candidate is refused with who asked", async () => {
    const o = await owner('pro');
    const mate = await teammate(o.cookie, 'member', 'Sam Second');
    const candidate = await createCandidate(t.db);
    const first = await injectWith(t, o.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: candidate.id,
    });
    expect(first.statusCode).toBe(201);
    const seen = (await injectWith(t, mate.cookie, 'GET', '/api/intro-requests')).json();
    expect(seen.items.map((i: { id: string }) => i.id)).toEqual([first.json().id]);

    const second = await injectWith(t, mate.cookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: candidate.id,
    });
    const [row] = await t.db
      .select()
      .from(introRequests)
      .where(eq(introRequests.id, first.json().id));
    const day = row!.requestedAt.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const ownerFirstName = (await injectWith(t, o.cookie, 'GET', '/api/session')).json().user
      .firstName;
    expect([second.statusCode, second.json().detail]).toEqual([
      409,
      `${ownerFirstName} asked on ${day} — Pending Response`,
    ]);
  });

  it('20 simultaneous requests from 3 members over two app instances create exactly one (issue #33 Done when)', async () => {
    const other = await buildTestApp({}, { database: t.database, now: clock.now });
    const o = await owner('pro');
    const members = [
      o.cookie,
      (await teammate(o.cookie)).cookie,
      (await teammate(o.cookie)).cookie,
    ];
    const candidate = await createCandidate(t.db);
    const apps = [t, other];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        injectWith(apps[i % 2]!, members[i % 3]!, 'POST', '/api/intro-requests', {
          ...TEST_PAY,
          candidateId: candidate.id,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409)).toBe(true);
    const rows = await t.db
      .select()
      .from(introRequests)
      .where(eq(introRequests.candidateId, candidate.id));
    expect(rows).toHaveLength(1);
    await other.app.close();
  });

  it('an existing intro keeps its company and is attributed to the member who asked', async () => {
    const o = await owner('pro');
    const candidate = await createCandidate(t.db);
    const intro = await createIntro(t.db, { companyId: o.id, candidateId: candidate.id });
    const mate = await teammate(o.cookie);
    const one = await injectWith(t, mate.cookie, 'GET', `/api/intro-requests/${intro.id}`);
    expect(one.statusCode).toBe(200);
  });
});

describe('the team shares conversations; who hears what (issue #33 items 4, 7, 8)', () => {
  /** An accepted intro asked by `asker`: its conversation, the candidate and their cookie. */
  async function acceptedIntro(askerCookie: string) {
    const candidate = await createCandidate(t.db);
    const candidateCookie = await login(t.app, candidate.email, 'candidate');
    const asked = await injectWith(t, askerCookie, 'POST', '/api/intro-requests', {
      ...TEST_PAY,
      candidateId: candidate.id,
    });
    const introId = asked.json().id as string;
    const accepted = await injectWith(
      t,
      candidateCookie,
      'POST',
      `/api/candidates/me/intro-requests/${introId}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.statusCode).toBe(200);
    const inbox = (await injectWith(t, candidateCookie, 'GET', '/api/conversations')).json();
    return { candidate, candidateCookie, introId, conversationId: inbox.items[0].id as string };
  }

  const kindsOf = async (cookie: string) =>
    (await injectWith(t, cookie, 'GET', '/api/notifications'))
      .json()
      .items.map((n: { kind: string }) => n.kind) as string[];

  it('the asker hears the answer; every member reads and writes the conversation, signed with their name', async () => {
    const o = await owner('pro');
    const dana = await teammate(o.cookie, 'member', 'Dana Lee');
    const quiet = await teammate(o.cookie, 'member', 'Quinn Quiet');
    const { candidateCookie, conversationId } = await acceptedIntro(dana.cookie);

    // The answer went to Dana, who asked, not to the owner (issue #33 item 7's default).
    expect(await kindsOf(dana.cookie)).toContain('intro_accepted');
    expect(await kindsOf(o.cookie)).not.toContain('intro_accepted');
    const answers = await t.db
      .select({ to: outboxEmails.to })
      .from(outboxEmails)
      .where(eq(outboxEmails.template, 'introAcceptedByCandidateToCompany'));
    const to = answers.flatMap((a) => a.to);
    expect(to).toContain(dana.email);
    expect(to).not.toContain(o.email);

    // The candidate reads who asked (item 8).
    const mine = (
      await injectWith(t, candidateCookie, 'GET', '/api/candidates/me/intro-requests')
    ).json();
    expect(mine[0].requestedBy).toMatch(/^Dana Lee, Head of Engineering at Acme /);

    // The owner reads and writes the team's conversation; the candidate sees who wrote.
    const sent = await injectWith(
      t,
      o.cookie,
      'POST',
      `/api/conversations/${conversationId}/messages`,
      {
        body: 'Hello from the founder',
      },
    );
    expect(sent.statusCode).toBe(201);
    const page = (
      await injectWith(t, candidateCookie, 'GET', `/api/conversations/${conversationId}/messages`)
    ).json();
    expect(page.items.at(-1)).toMatchObject({ senderRole: 'company', mine: false });
    expect(page.items.at(-1).authorName).toMatch(/ · Acme /);

    // A reply: Dana (asked) and the owner (wrote) hear of it; Quinn, who did neither, does not.
    await injectWith(t, candidateCookie, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Nice to meet you',
    });
    expect(await kindsOf(dana.cookie)).toContain('new_message');
    expect(await kindsOf(o.cookie)).toContain('new_message');
    expect(await kindsOf(quiet.cookie)).not.toContain('new_message');
    // Unread is the team's: one member reading reads it for all.
    const unread = (await injectWith(t, quiet.cookie, 'GET', '/api/conversations')).json();
    expect(unread.unreadTotal).toBe(1);
    await injectWith(t, dana.cookie, 'POST', `/api/conversations/${conversationId}/read`);
    expect(
      (await injectWith(t, quiet.cookie, 'GET', '/api/conversations')).json().unreadTotal,
    ).toBe(0);
  });

  it('a member who chooses all hears every answer and message; one who chooses none hears nothing', async () => {
    const o = await owner('pro');
    const dana = await teammate(o.cookie, 'member', 'Dana Lee');
    const all = await teammate(o.cookie, 'member', 'Ally All');
    const put = (cookie: string, body: object) =>
      injectWith(t, cookie, 'PUT', '/api/company/notification-preferences', body);
    expect((await put(all.cookie, { answers: 'all', messages: 'all' })).statusCode).toBe(200);
    expect((await put(dana.cookie, { answers: 'none', messages: 'none' })).statusCode).toBe(200);
    const bad = await put(dana.cookie, { answers: 'sometimes', messages: 'all' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await injectWith(t, dana.cookie, 'GET', '/api/company/notification-preferences')).json(),
    ).toEqual({
      answers: 'none',
      messages: 'none',
    });

    const { candidateCookie, conversationId } = await acceptedIntro(dana.cookie);
    await injectWith(t, candidateCookie, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Hello team',
    });
    expect(await kindsOf(all.cookie)).toEqual(
      expect.arrayContaining(['intro_accepted', 'new_message']),
    );
    expect(await kindsOf(dana.cookie)).toEqual([]);
  });
});
