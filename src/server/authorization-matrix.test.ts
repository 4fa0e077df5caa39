/**
 * The authorization matrix (issue #12; DESIGN.md "Security model"; docs/decisions/013, 020).
 *
 * Every `/api` route the app registers (collected with an `onRoute` hook) is called as each of six
 * principals — a visitor, companies A and B, candidates X and Y, and an admin — and must answer
 * the status its row names, with no foreign data in the body. The world: A has intro requests in
 * several states (X's call is booked; others requested, declined and accepted), an open gig and a
 * gig proposed to X; B has the same with Y; X and Y have résumés and contact details; the outbox
 * holds the proposal e-mails; a pending candidate exists whom only the admin may see.
 *
 * Conventions:
 * - Every route's target is on A's and X's side: B and Y are the strangers to it.
 * - Writes get a throw-away target per principal (a fresh intro, gig, candidate or token), so each
 *   principal meets the same state and a refused write must leave its target unchanged. The two
 *   routes that delete the caller's own account run on a world of their own.
 * - Bodies are valid, so a status says who may call, not what the body lacks.
 * - A `HEAD` route that Fastify adds beside a `GET` shares the `GET` row.
 * - A new route without a row fails the first test: add it here.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  candidateNotes,
  candidates,
  companies,
  companyDomains,
  companyInvitations,
  companyMembers,
  conversationReports,
  emailVerificationTokens,
  gigs,
  introRequests,
  messages,
  notifications,
  outboxEmails,
  passkeys,
  passwordResetTokens,
  pipelineMarks,
  recoveryCodes,
  savedSearchAlerts,
  savedSearches,
  sessions,
  shortlistEntries,
  shortlists,
  users,
} from '../db/schema';
import { isoDate } from '../shared/gigs/schemas';
import type { IntroStatus } from '../shared/intro-requests/schemas';
import {
  buildTestApp,
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  createTeammate,
  login,
  TEST_PASSWORD,
  TEST_PAY,
} from '../../test/helpers';
import {
  softwareAuthenticator,
  unissuedOptions,
  type SoftwareAuthenticator,
} from '../../test/webauthn-authenticator';
import { approveBody, rejectBody } from '../../test/support/valid-bodies';
import { openForIntro } from './features/conversations/conversations.repo';
import { insertNotifications } from './features/notifications/notifications.repo';
import { hashToken, newToken } from './platform/lib/tokens';

const registered: string[] = [];
const generous = '100000';
const t = await buildTestApp(
  {
    RATE_LIMIT_LOGIN: generous,
    RATE_LIMIT_SIGNUP: generous,
    RATE_LIMIT_PASSWORD_RESET: generous,
    RATE_LIMIT_CONTACT: generous,
    RATE_LIMIT_NEWSLETTER: generous,
  },
  {
    onRoute: (route) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    },
  },
);

/**
 * The six principals, and three of a company's team (issue #33, docs/decisions/073): a teammate
 * of A (role member), a member of B, and a removed member of A whose sessions ended. The team's
 * principals run first, so a write of A's owner (deleting the company) cannot hide their answer.
 * And a company C that candidate X has blocked (issue #35, docs/decisions/081 "Where it
 * applies"): a stranger to both sides like B, except that X does not exist for it.
 */
const principals = [
  'visitor',
  'teammateA',
  'memberB',
  'removedA',
  'blockedByX',
  'companyA',
  'companyB',
  'candidateX',
  'candidateY',
  'admin',
] as const;
type Principal = (typeof principals)[number];
type TeamPrincipal = 'teammateA' | 'memberB' | 'removedA';
type BasePrincipal = Exclude<Principal, TeamPrincipal | 'blockedByX'>;
/**
 * A row's answers: the six principals', and the team's where they differ from their base — a
 * teammate answers as A, a member of B as B, a removed member as a visitor (`baseOf`); the
 * company X blocked answers as B, the stranger company, unless its row says otherwise (where a
 * company reads or acts on X: the 404 of a candidate who does not exist, ADR 081).
 */
type Statuses = Record<BasePrincipal, number> &
  Partial<Record<TeamPrincipal | 'blockedByX', number>>;

/** Whose data and calls a team principal shares: A's, B's, or (removed) a visitor's. */
function baseOf(who: Principal): BasePrincipal {
  if (who === 'teammateA') return 'companyA';
  if (who === 'memberB') return 'companyB';
  if (who === 'removedA') return 'visitor';
  if (who === 'blockedByX') return 'companyB';
  return who;
}

/**
 * Whom a row's call is built for: the team's principals share their base's calls; the blocked
 * company is a company of its own (its own name, id and passkeys).
 */
type Caller = BasePrincipal | 'blockedByX';
function callerOf(who: Principal): Caller {
  return who === 'blockedByX' ? who : baseOf(who);
}

// ---------------------------------------------------------------------------------------------
// The world
// ---------------------------------------------------------------------------------------------

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const gigForm = {
  roleCategory: 'Engineering',
  description: 'Ship an A/B test of our pricing page with two variants and analytics events.',
  deliverables: 'Two variants live, events in the dashboard, a short write-up.',
  estimatedDuration: '1 week',
  budgetRange: '$500–$1,000',
  startDate: isoDate(3),
};

/** A candidate's private values: only they, a company they accepted, and admins may see them. */
interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  calendarUrl: string;
  linkedinUrl: string;
  portfolioUrl: string;
  /** The admin's note about them. */
  notes: string;
}

interface Intro {
  id: string;
  message: string;
  roleDescription: string;
}

/** One side of the marketplace: a company, its candidates, intros and gigs. */
interface Side {
  company: {
    id: string;
    email: string;
    companyName: string;
    fullName: string;
    notes: string;
    cookie: string;
  };
  /** The candidate whose call with this company is booked (X or Y), with a résumé. */
  candidate: Person & { cookie: string };
  /** Candidates with a requested, a declined and an accepted intro from this company. */
  requested: Person;
  declined: Person;
  accepted: Person;
  intros: { booked: Intro; requested: Intro; declined: Intro; accepted: Intro };
  /** The response link of the requested intro, and the hash the database keeps. */
  token: string;
  gigs: { open: string; proposed: string; proposedTitle: string };
  /** The conversation of the booked intro (issue #16), reported once, with one message. */
  conversation: { id: string; message: string };
}

interface World {
  a: Side;
  b: Side;
  /** A's teammate and B's member (role member), and A's removed member, each with a cookie. */
  team: Record<TeamPrincipal, { id: string; email: string; cookie: string }>;
  /** Company C, which X picked as blocked (POST /api/candidates/me/blocks, ADR 081). */
  blocked: { id: string; email: string; companyName: string; cookie: string };
  /** A candidate waiting for approval, with an intro from nobody. */
  pending: Person;
  admin: { id: string; email: string; cookie: string };
  /** An account to log in with and reset. */
  spare: { id: string; email: string };
  /** An outbox e-mail (the proposal to X). */
  emailId: string;
}

async function person(label: string, s: string, values: Record<string, unknown> = {}) {
  const p = {
    email: `${label}-${s}@mail.example`,
    firstName: `${label[0]!.toUpperCase()}${label.slice(1)}`,
    lastName: `Lastname${label}${s}`,
    calendarUrl: `https://cal.com/${label}-${s}`,
    linkedinUrl: `https://www.linkedin.com/in/${label}-${s}`,
    portfolioUrl: `https://${label}-${s}.dev`,
    notes: `admin note about ${label} ${s}`,
  };
  const { id } = await createCandidate(t.db, { ...p, status: 'approved', ...values });
  return { id, ...p };
}

async function intro(
  companyId: string,
  candidateId: string,
  status: IntroStatus,
  label: string,
  s: string,
  extra: Record<string, unknown> = {},
): Promise<Intro> {
  const text = {
    message: `message ${label} ${s}`,
    roleDescription: `role description ${label} ${s}`,
  };
  const row = await createIntro(t.db, { companyId, candidateId }, status, { ...text, ...extra });
  return { id: row.id, ...text };
}

async function side(tag: 'a' | 'b', candidateLabel: 'xavier' | 'yusra', s: string): Promise<Side> {
  const values = {
    email: `company${tag}-${s}@corp.example`,
    companyName: `Company${tag.toUpperCase()} ${s}`,
    fullName: `Contact${tag.toUpperCase()} Person${s}`,
    notes: `admin note about company ${tag} ${s}`,
  };
  const { id } = await createCompany(t.db, {
    ...values,
    planTier: 'free',
    onboardingStatus: 'complete',
  });
  const company = { id, ...values, cookie: await login(t.app, values.email, 'company') };
  const resumeKey = `resumes/matrix-${candidateLabel}-${s}.pdf`;
  await t.app.ctx.files.put(resumeKey, pdf);
  const main = await person(candidateLabel, s, {
    resumeKey,
    resumeFileName: `${candidateLabel}.pdf`,
  });
  const candidate = { ...main, cookie: await login(t.app, main.email, 'candidate') };
  const requested = await person(`${tag}requested`, s);
  const declined = await person(`${tag}declined`, s);
  const accepted = await person(`${tag}accepted`, s);
  const token = newToken();
  const intros = {
    booked: await intro(id, candidate.id, 'meeting_marked_by_company', `${tag}booked`, s),
    requested: await intro(id, requested.id, 'requested', `${tag}requested`, s, {
      responseTokenHash: hashToken(token),
    }),
    declined: await intro(id, declined.id, 'declined', `${tag}declined`, s),
    accepted: await intro(id, accepted.id, 'accepted', `${tag}accepted`, s),
  };
  const open = await inject(company.cookie, 'POST', '/api/gigs', {
    ...gigForm,
    title: `Open gig ${tag} ${s}`,
  });
  const proposedTitle = `Proposed gig ${tag} ${s}`;
  const proposed = await inject(company.cookie, 'POST', '/api/gigs/proposals', {
    ...gigForm,
    title: proposedTitle,
    preferredCandidateId: candidate.id,
  });
  expect([open.statusCode, proposed.statusCode]).toEqual([201, 201]);
  const conv = await openForIntro(t.db, {
    introRequestId: intros.booked.id,
    companyId: id,
    candidateId: candidate.id,
    companyName: values.companyName,
    candidateName: `${main.firstName} ${main.lastName}`,
    now: new Date(),
  });
  const message = `conversation message ${tag} ${s}`;
  await t.db.insert(messages).values({ conversationId: conv.id, senderId: id, body: message });
  await t.db.insert(conversationReports).values({
    conversationId: conv.id,
    reporterId: candidate.id,
    reporterRole: 'candidate',
    reason: `report ${tag} ${s}`,
  });
  return {
    conversation: { id: conv.id, message },
    company,
    candidate,
    requested,
    declined,
    accepted,
    intros,
    token,
    gigs: { open: open.json().id, proposed: proposed.json().id, proposedTitle },
  };
}

async function buildWorld(): Promise<World> {
  const s = randomUUID().replace(/-/g, '').slice(0, 10);
  const a = await side('a', 'xavier', s);
  const b = await side('b', 'yusra', s);
  const pending = await person('pendleton', s, { status: 'pending' });
  const admin = await createAdmin(t.db, `ops-${s}@warmintro.example`);
  const spare = await createCompany(t.db, { email: `spare-${s}@corp.example` });
  const [email] = await t.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.template, 'gigProposedToCandidate'))
    .limit(1);
  const member = async (companyId: string, label: string) => {
    const m = await createTeammate(t.db, companyId, { email: `${label}-${s}@corp.example` });
    return { ...m, cookie: await login(t.app, m.email, 'company') };
  };
  const team = {
    teammateA: await member(a.company.id, 'teammatea'),
    memberB: await member(b.company.id, 'memberb'),
    removedA: await member(a.company.id, 'removeda'),
  };
  // Removed as the members page does it: the membership ends and so does every session.
  await t.db
    .update(companyMembers)
    .set({ removedAt: new Date() })
    .where(eq(companyMembers.userId, team.removedA.id));
  await t.db.delete(sessions).where(eq(sessions.userId, team.removedA.id));
  const blockedValues = {
    email: `companyc-${s}@corp.example`,
    companyName: `Blocked CompanyC ${s}`,
  };
  const { id: blockedId } = await createCompany(t.db, {
    ...blockedValues,
    planTier: 'free',
    onboardingStatus: 'complete',
  });
  const blocked = {
    id: blockedId,
    ...blockedValues,
    cookie: await login(t.app, blockedValues.email, 'company'),
  };
  const picked = await inject(a.candidate.cookie, 'POST', '/api/candidates/me/blocks', {
    kind: 'company',
    companyId: blockedId,
  });
  expect(picked.statusCode, picked.body).toBe(201);
  return {
    a,
    b,
    team,
    blocked,
    pending,
    admin: { ...admin, cookie: await login(t.app, admin.email, 'admin') },
    spare,
    emailId: email!.id,
  };
}

function cookieOf(w: World, who: Principal): string | undefined {
  if (who === 'teammateA' || who === 'memberB' || who === 'removedA') return w.team[who].cookie;
  if (who === 'visitor') return undefined;
  if (who === 'blockedByX') return w.blocked.cookie;
  if (who === 'companyA') return w.a.company.cookie;
  if (who === 'companyB') return w.b.company.cookie;
  if (who === 'candidateX') return w.a.candidate.cookie;
  if (who === 'candidateY') return w.b.candidate.cookie;
  return w.admin.cookie;
}

/** A same-origin request, as the web app sends it. */
function inject(cookie: string | undefined, method: string, url: string, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      origin: t.app.ctx.config.APP_URL,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

// ---------------------------------------------------------------------------------------------
// Foreign data: what each principal must never read
// ---------------------------------------------------------------------------------------------

const contactOf = (p: Person) => ({
  email: p.email,
  calendarUrl: p.calendarUrl,
  linkedinUrl: p.linkedinUrl,
  portfolioUrl: p.portfolioUrl,
});
const introText = (i: Intro) => ({
  id: i.id,
  message: i.message,
  roleDescription: i.roleDescription,
});

/** Everything of a side that no stranger to it may read. */
function sideSecrets(s: Side) {
  return {
    company: {
      id: s.company.id,
      email: s.company.email,
      companyName: s.company.companyName,
      fullName: s.company.fullName,
    },
    candidateContact: contactOf(s.candidate),
    othersContact: [s.requested, s.declined, s.accepted].map(contactOf),
    intros: Object.values(s.intros).map(introText),
    gigs: { open: s.gigs.open, proposed: s.gigs.proposed, proposedTitle: s.gigs.proposedTitle },
    conversation: s.conversation,
  };
}

/** Label → value of everything `who` must not find in any response body. */
function forbiddenFor(w: World, who: Caller): Map<string, string> {
  const out = new Map<string, string>();
  const add = (label: string, value: unknown) => {
    if (typeof value === 'string') out.set(label, value);
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) add(`${label}.${k}`, v);
  };
  // Nobody, admins included, reads a password hash, a link's token or its stored hash.
  add('passwordHash', '$argon2');
  for (const tag of ['a', 'b'] as const) {
    add(`${tag}.token`, w[tag].token);
    add(`${tag}.tokenHash`, hashToken(w[tag].token));
  }
  if (who === 'admin') return out;

  // Only admins read admin notes and the pending candidate.
  for (const tag of ['a', 'b'] as const) {
    const s = w[tag];
    for (const [k, p] of Object.entries({
      company: s.company,
      candidate: s.candidate,
      requested: s.requested,
      declined: s.declined,
      accepted: s.accepted,
    }))
      add(`${tag}.${k}.notes`, p.notes);
  }
  add('pending', { ...contactOf(w.pending), id: w.pending.id, lastName: w.pending.lastName });

  if (who === 'visitor') {
    add('a', sideSecrets(w.a));
    add('b', sideSecrets(w.b));
    return out;
  }
  if (who === 'blockedByX') {
    // A stranger to both sides, to whom X does not exist (ADR 081): not even X's id or name.
    add('a', sideSecrets(w.a));
    add('b', sideSecrets(w.b));
    add('x', { id: w.a.candidate.id, lastName: w.a.candidate.lastName });
    return out;
  }
  const [own, other] = who === 'companyA' || who === 'candidateX' ? [w.a, w.b] : [w.b, w.a];
  const ownTag = own === w.a ? 'a' : 'b';
  const otherTag = own === w.a ? 'b' : 'a';
  const stranger = sideSecrets(other);
  if (who === 'companyA' || who === 'companyB') {
    // The other side entirely; on its own side, contact details only of candidates who accepted.
    add(otherTag, stranger);
    add(`${ownTag}.requested`, contactOf(own.requested));
    add(`${ownTag}.declined`, contactOf(own.declined));
    return out;
  }
  // A candidate: their own intro and gigs, open gigs and the names of companies posting them.
  add(otherTag, {
    company: { id: other.company.id, email: other.company.email, fullName: other.company.fullName },
    candidateContact: stranger.candidateContact,
    othersContact: stranger.othersContact,
    intros: stranger.intros,
    gigs: { proposed: other.gigs.proposed, proposedTitle: other.gigs.proposedTitle },
    conversation: stranger.conversation,
  });
  // The member who writes or asks is named to the candidate (issue #33 item 8), not their address.
  add(`${ownTag}.company`, { email: own.company.email });
  add(`${ownTag}.othersContact`, [own.requested, own.declined, own.accepted].map(contactOf));
  add(
    `${ownTag}.intros`,
    [own.intros.requested, own.intros.declined, own.intros.accepted].map(introText),
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------

interface Call {
  method?: string;
  url: string;
  payload?: unknown;
  /** Another session of the same principal (e.g. one to log out). */
  cookie?: string;
  /** Reads the target's state: a refused call must leave it as it was. */
  state?: () => Promise<unknown>;
}

interface Row {
  expect: Statuses;
  /** The call for this principal; throw-away targets are made here. */
  call: (w: World, who: Caller) => Call | Promise<Call>;
  /** Values this route shows to whoever may call it (e.g. what a response link reveals). */
  reveals?: (w: World) => string[];
  /** The route deletes the caller's account: it runs on a world of its own. */
  ownWorld?: true;
  /** A live stream (issue #16): called over a real connection, status read, then closed. */
  live?: true;
}

const statuses = (
  visitor: number,
  companyA: number,
  companyB: number,
  candidateX: number,
  candidateY: number,
  admin: number,
): Statuses => ({ visitor, companyA, companyB, candidateX, candidateY, admin });
/** Public: the same answer for everyone. */
const everyone = (status: number) => statuses(status, status, status, status, status, status);
/** Any signed-in user. */
const signedIn = (status: number) => statuses(401, status, status, status, status, status);
/** `requireRole('company')` on the company's own records. */
const companiesOwn = (status: number) => statuses(401, status, status, 403, 403, 403);
/** A's record: B gets the same 404 as for an id that does not exist. */
const companyA = (status: number) => statuses(401, status, 404, 403, 403, 403);
/** `requireRole('candidate')` on the candidate's own records. */
const candidatesOwn = (status: number) => statuses(401, 403, 403, status, status, 403);
/** X's record: Y gets 404. */
const candidateX = (status: number) => statuses(401, 403, 403, status, 404, 403);
/** The two parties of A's conversation with X (issue #16): B and Y get 404, admins 403. */
const partiesAX = (status: number) => statuses(401, status, 404, status, 404, 403);
/** Companies and candidates, each on their own records (issue #16). */
const parties = (status: number) => statuses(401, status, status, status, status, 403);
/** A's own notification (issue #16): every other company and candidate gets 404. */
const ownerA = (status: number) => statuses(401, status, 404, 404, 404, 403);
/** Issue #33 item 3: the owner's (billing, plan, the company's data): members get 403. */
const ownerOnly = (status: number): Statuses => ({
  ...companiesOwn(status),
  teammateA: 403,
  memberB: 403,
});
/** Issue #33 item 3: the owner's and admins' (members, profile): members get 403. */
const managersOnly = ownerOnly;
/** `/api/admin/*`. */
const adminOnly = (status: number) => statuses(401, 403, 403, 403, 403, status);

const get = (url: string): Call => ({ url });

/** A fresh saved search of A's owner, with an alert e-mail's unsubscribe token (issue #34 item 5). */
async function savedSearchOfA(w: World): Promise<{ id: string; token: string }> {
  const [search] = await t.db
    .insert(savedSearches)
    .values({
      companyId: w.a.company.id,
      userId: w.a.company.id,
      name: `Matrix ${randomUUID()}`,
      query: { role: 'Engineer' },
      alert: 'instant',
      createdVersion: 0,
    })
    .returning({ id: savedSearches.id });
  const token = newToken();
  await t.db.insert(savedSearchAlerts).values({
    savedSearchId: search!.id,
    period: `instant:${randomUUID()}`,
    candidateCount: 1,
    unsubscribeTokenHash: hashToken(token),
  });
  return { id: search!.id, token };
}

/** A saved search's row, for the unchanged-state check. */
function savedSearchState(id: string) {
  return () => t.db.select().from(savedSearches).where(eq(savedSearches.id, id));
}

/**
 * The second factor a password step of `who` needs: the admin, whose two-factor is on, gives a
 * fresh recovery code of its own (a TOTP code works once, and rows run in the same 30 seconds).
 */
async function secondFactorOf(w: World, who: Principal): Promise<{ code?: string }> {
  if (who !== 'admin') return {};
  const code = `${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  await t.db.insert(recoveryCodes).values({ userId: w.admin.id, codeHash: hashToken(code) });
  return { code };
}
const rowOf =
  (table: typeof gigs | typeof introRequests | typeof candidates | typeof companies) =>
  (id: string) =>
  async () =>
    t.db.select().from(table).where(eq(table.id, id));
const gigState = rowOf(gigs);
const introState = rowOf(introRequests);
const candidateState = rowOf(candidates);
const companyState = rowOf(companies);

/** Puts the companies of `w` on Pro for a month, cancelled for its end or not (ADR 058). */
async function onPro(w: World, endsAtPeriodEnd: boolean) {
  for (const id of [w.a.company.id, w.b.company.id, w.blocked.id]) {
    await t.db
      .update(companies)
      .set({
        planTier: 'pro',
        planPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        planEndsAtPeriodEnd: endsAtPeriodEnd,
      })
      .where(eq(companies.id, id));
  }
}
const userState = (id: string) => async () => t.db.select().from(users).where(eq(users.id, id));

/** A throw-away intro from A to a new approved candidate, in `status`. */
async function freshIntroOfA(w: World, status: IntroStatus, at?: Date) {
  const cand = await createCandidate(t.db, { status: 'approved' });
  return createIntro(t.db, { companyId: w.a.company.id, candidateId: cand.id }, status, { at });
}

/** An ISO instant `n` days ahead, on a whole minute (a slot or a call time). */
function inDays(n: number) {
  const d = new Date(Date.now() + n * 24 * 3600 * 1000);
  d.setUTCSeconds(0, 0);
  return d.toISOString();
}

/** A throw-away intro from a new company to X, in `status` (the candidate's call steps). */
async function introOfX(
  w: World,
  status: IntroStatus,
  values: Partial<typeof introRequests.$inferInsert> = {},
) {
  const company = await createCompany(t.db);
  return createIntro(
    t.db,
    { companyId: company.id, candidateId: w.a.candidate.id },
    status,
    values,
  );
}

/** A throw-away gig of A: open, or proposed to X. */
async function freshGigOfA(w: World, as: 'open' | 'proposed' | 'in_progress' | boolean = false) {
  const status = as === true ? 'proposed' : as === false ? 'open' : as;
  const [row] = await t.db
    .insert(gigs)
    .values({
      companyId: w.a.company.id,
      title: 'Throw-away gig',
      ...gigForm,
      status,
      preferredCandidateId: status === 'open' ? null : w.a.candidate.id,
      ...(status === 'in_progress'
        ? { candidateResponse: 'accepted' as const, candidateResponseDate: new Date() }
        : {}),
    })
    .returning({ id: gigs.id });
  return row!.id;
}

/** The profile edit form with the candidate's own values (nothing changes). */
function ownProfileForm(p: Person) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    role: 'Backend Engineer',
    experienceYears: '5',
    skills: 'TypeScript, PostgreSQL',
    locationType: 'Remote',
    city: '',
    availability: 'full-time',
    availabilityDate: isoDate(10),
    calendarUrl: p.calendarUrl,
    portfolioUrl: p.portfolioUrl,
    linkedinUrl: p.linkedinUrl,
    salaryRange: '$100k – $150k',
    bio: 'Builds reliable services.',
  };
}

/** Enterprise for both companies of a world: no seat limit gets in a row's way (issue #33). */
async function unlimitedSeats(w: World) {
  for (const id of [w.a.company.id, w.b.company.id])
    await t.db.update(companies).set({ planTier: 'enterprise' }).where(eq(companies.id, id));
}

/** A fresh pending invitation of A, with its link's token. */
async function invitationOfA(w: World) {
  const token = newToken();
  const [row] = await t.db
    .insert(companyInvitations)
    .values({
      companyId: w.a.company.id,
      email: `invited-${randomUUID()}@corp.example`,
      role: 'member',
      tokenHash: hashToken(token),
      invitedBy: w.a.company.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: companyInvitations.id });
  return { id: row!.id, token };
}

/** A fresh pending domain of A (docs/decisions/079), with its link's token. */
async function domainOfA(w: World, companyId = w.a.company.id) {
  const token = newToken();
  const domain = `d-${randomUUID().slice(0, 8)}.example`;
  const [row] = await t.db
    .insert(companyDomains)
    .values({
      companyId,
      domain,
      address: `jobs@${domain}`,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: companyDomains.id });
  return { id: row!.id, token };
}
const domainState = (id: string) => async () =>
  t.db.select().from(companyDomains).where(eq(companyDomains.id, id));

const invitationState = (id: string) => async () =>
  t.db.select().from(companyInvitations).where(eq(companyInvitations.id, id));
const memberState = (userId: string) => async () =>
  t.db.select().from(companyMembers).where(eq(companyMembers.userId, userId));

// A company's pipeline (issue #34, docs/decisions/074): throw-away lists, notes and cards of A.
/** A fresh list of A's, with candidate X on it. */
async function shortlistOfA(w: World) {
  const [row] = await t.db
    .insert(shortlists)
    .values({ companyId: w.a.company.id, name: `List ${unique()}`, createdBy: w.a.company.id })
    .returning({ id: shortlists.id });
  await t.db.insert(shortlistEntries).values({
    shortlistId: row!.id,
    candidateId: w.a.candidate.id,
    addedBy: w.a.company.id,
    addedByName: 'Owner of A',
  });
  return row!.id;
}
const shortlistState = (id: string) => async () => [
  await t.db.select().from(shortlists).where(eq(shortlists.id, id)),
  await t.db.select().from(shortlistEntries).where(eq(shortlistEntries.shortlistId, id)),
];
/** A fresh note of A's owner on candidate X. */
async function noteOfA(w: World) {
  const [row] = await t.db
    .insert(candidateNotes)
    .values({
      companyId: w.a.company.id,
      candidateId: w.a.candidate.id,
      authorId: w.a.company.id,
      authorName: 'Owner of A',
      body: `A private note ${unique()}`,
    })
    .returning({ id: candidateNotes.id });
  return row!.id;
}
const noteState = (id: string) => async () =>
  t.db.select().from(candidateNotes).where(eq(candidateNotes.id, id));
/** A fresh approved candidate on a list of A's: a card A's team may move. */
async function cardOfA(w: World) {
  const { id } = await createCandidate(t.db, { status: 'approved' });
  const [list] = await t.db
    .insert(shortlists)
    .values({ companyId: w.a.company.id, name: `Cards ${unique()}` })
    .returning({ id: shortlists.id });
  await t.db
    .insert(shortlistEntries)
    .values({ shortlistId: list!.id, candidateId: id, addedByName: 'Owner of A' });
  return id;
}
const markState = (candidateId: string) => async () =>
  t.db.select().from(pipelineMarks).where(eq(pipelineMarks.candidateId, candidateId));

const ownCompany = (w: World, who: Caller) =>
  who === 'blockedByX' ? w.blocked : (who === 'companyB' ? w.b : w.a).company;
const ownCandidate = (w: World, who: Principal) => (who === 'candidateY' ? w.b : w.a).candidate;
const unique = () => randomUUID().slice(0, 8);
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

// Passkeys (docs/decisions/068): each principal's own software authenticator
// (test/webauthn-authenticator.ts), with one passkey registered through the API once per world.
const passkeyHolders = new WeakMap<World, Map<Principal, SoftwareAuthenticator>>();
/** Well-formed WebAuthn answers to challenges nobody was given, for the visitor's calls. */
const strayAuthenticator = softwareAuthenticator();
strayAuthenticator.create(unissuedOptions());

function userIdOf(w: World, who: Exclude<Caller, 'visitor'>): string {
  if (who === 'blockedByX') return w.blocked.id;
  if (who === 'companyA') return w.a.company.id;
  if (who === 'companyB') return w.b.company.id;
  if (who === 'candidateX') return w.a.candidate.id;
  if (who === 'candidateY') return w.b.candidate.id;
  return w.admin.id;
}

/** Counts the user's sessions as having proved themselves now (docs/decisions/066). */
async function provedNow(userId: string) {
  await t.db
    .update(sessions)
    .set({ authenticatedAt: new Date() })
    .where(eq(sessions.userId, userId));
}

/** Registers a passkey with `auth` for the holder of `cookie`; its id. */
async function registerPasskey(cookie: string, userId: string, auth: SoftwareAuthenticator) {
  await provedNow(userId);
  const options = await inject(cookie, 'POST', '/api/auth/passkeys/registration-options');
  expect(options.statusCode, options.body).toBe(200);
  const res = await inject(cookie, 'POST', '/api/auth/passkeys', {
    response: auth.create(options.json()),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The principal's authenticator, its passkey registered on first use. */
async function passkeyOf(w: World, who: Exclude<Caller, 'visitor'>) {
  const holders = passkeyHolders.get(w) ?? new Map<Principal, SoftwareAuthenticator>();
  passkeyHolders.set(w, holders);
  let auth = holders.get(who);
  if (!auth) {
    auth = softwareAuthenticator({ origin: t.app.ctx.config.APP_URL });
    await registerPasskey(cookieOf(w, who)!, userIdOf(w, who), auth);
    holders.set(who, auth);
  }
  return auth;
}

/** The spare account's authenticator (a passkey sign-in for every principal). */
const sparePasskeys = new WeakMap<World, Promise<SoftwareAuthenticator>>();
function spareAuthenticator(w: World) {
  let auth = sparePasskeys.get(w);
  if (!auth) {
    auth = (async () => {
      const holder = softwareAuthenticator({ origin: t.app.ctx.config.APP_URL });
      await registerPasskey(await login(t.app, w.spare.email, 'company'), w.spare.id, holder);
      return holder;
    })();
    sparePasskeys.set(w, auth);
  }
  return auth;
}

/**
 * A throw-away passkey of company A, stored directly (its key is never used); the one of the
 * previous principal, if any, is removed first, so A stays under its limit of 10.
 */
const passkeyTargets = new WeakMap<World, Map<string, string>>();
async function passkeyTargetOfA(w: World, purpose: 'rename' | 'remove') {
  const targets = passkeyTargets.get(w) ?? new Map<string, string>();
  passkeyTargets.set(w, targets);
  const previous = targets.get(purpose);
  if (previous) await t.db.delete(passkeys).where(eq(passkeys.id, previous));
  const [row] = await t.db
    .insert(passkeys)
    .values({
      userId: w.a.company.id,
      credentialId: randomUUID(),
      publicKey: 'matrix-target',
      deviceType: 'singleDevice',
      name: `Matrix ${purpose} target`,
    })
    .returning({ id: passkeys.id });
  targets.set(purpose, row!.id);
  return row!.id;
}

const passkeyState = (id: string) => async () =>
  t.db.select().from(passkeys).where(eq(passkeys.id, id));

const matrix: Record<string, Row> = {
  // The API's description and health.
  'GET /api/docs': { expect: everyone(200), call: () => get('/api/docs') },
  'GET /api/docs/static/index.html': {
    expect: everyone(302),
    call: () => get('/api/docs/static/index.html'),
  },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: everyone(200),
    call: () => get('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/json': { expect: everyone(200), call: () => get('/api/docs/json') },
  'GET /api/docs/yaml': { expect: everyone(200), call: () => get('/api/docs/yaml') },
  'GET /api/docs/static/*': {
    expect: everyone(200),
    call: () => get('/api/docs/static/swagger-ui.css'),
  },
  'GET /api/openapi.json': { expect: everyone(200), call: () => get('/api/openapi.json') },
  'GET /api/health': { expect: everyone(200), call: () => get('/api/health') },
  // A test app waits for nothing (docs/decisions/070).
  'GET /api/ready': { expect: everyone(200), call: () => get('/api/ready') },

  // Sessions and passwords.
  'POST /api/auth/login': {
    expect: everyone(200),
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.spare.email, password: TEST_PASSWORD, userType: 'company' },
    }),
  },
  'POST /api/auth/logout': {
    expect: everyone(204),
    call: async (w, who) => {
      const account = {
        visitor: null,
        companyA: [w.a.company.email, 'company'],
        companyB: [w.b.company.email, 'company'],
        blockedByX: [w.blocked.email, 'company'],
        candidateX: [w.a.candidate.email, 'candidate'],
        candidateY: [w.b.candidate.email, 'candidate'],
        admin: [w.admin.email, 'admin'],
      } as const;
      const which = account[who];
      // A second session of the principal, so the world's sessions live on.
      const cookie = which ? await login(t.app, which[0], which[1]) : undefined;
      return { method: 'POST', url: '/api/auth/logout', cookie };
    },
  },
  'GET /api/session': { expect: everyone(200), call: () => get('/api/session') },
  'POST /api/session/renew': {
    expect: everyone(200),
    call: () => ({ method: 'POST', url: '/api/session/renew' }),
  },
  'POST /api/auth/password-reset': {
    expect: everyone(202),
    call: (w) => ({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: w.spare.email },
    }),
  },
  'POST /api/auth/password-reset/confirm': {
    expect: everyone(200),
    call: async () => {
      const user = await createCompany(t.db);
      const token = newToken();
      await t.db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3600_000),
      });
      return {
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token, password: 'a-new-password-1' },
      };
    },
  },
  // E-mail verification (docs/decisions/065): the link needs no session; a resend needs one, and
  // every principal here is verified already.
  'POST /api/auth/verify-email': {
    expect: everyone(200),
    call: async () => {
      const user = await createCompany(t.db, { emailVerifiedAt: null });
      const token = newToken();
      await t.db.insert(emailVerificationTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + 3600_000),
      });
      return { method: 'POST', url: '/api/auth/verify-email', payload: { token } };
    },
  },
  'POST /api/auth/verify-email/resend': {
    expect: signedIn(409),
    call: () => ({ method: 'POST', url: '/api/auth/verify-email/resend' }),
  },
  // Sessions you can see (docs/decisions/066): one's own list; a session of company A, a fresh
  // one per principal, ended only by A (the others get the 404 of a session that does not exist).
  'GET /api/auth/sessions': { expect: signedIn(200), call: () => get('/api/auth/sessions') },
  'DELETE /api/auth/sessions/:id': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...statuses(401, 204, 404, 404, 404, 404), teammateA: 404 },
    call: async (w) => {
      await login(t.app, w.a.company.email, 'company');
      const [target] = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, w.a.company.id))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return {
        method: 'DELETE',
        url: `/api/auth/sessions/${target!.id}`,
        state: async () =>
          (await t.db.select().from(sessions).where(eq(sessions.id, target!.id))).length,
      };
    },
  },
  'POST /api/auth/sessions/end-others': {
    expect: signedIn(204),
    call: () => ({ method: 'POST', url: '/api/auth/sessions/end-others' }),
  },
  // The admin has two-factor (docs/decisions/067): it gives a recovery code of its own.
  'POST /api/auth/reauthenticate': {
    expect: signedIn(204),
    call: async (w, who) => ({
      method: 'POST',
      url: '/api/auth/reauthenticate',
      payload: { password: TEST_PASSWORD, ...(await secondFactorOf(w, who)) },
    }),
  },
  // Passkeys (issue #31 item 5; docs/decisions/068): one's own; A's passkey renamed or removed
  // only by A (the others get the 404 of a passkey that does not exist); sign-in for everyone.
  'POST /api/auth/passkeys/registration-options': {
    expect: signedIn(200),
    call: () => ({ method: 'POST', url: '/api/auth/passkeys/registration-options' }),
  },
  'POST /api/auth/passkeys': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...signedIn(201), teammateA: 400, memberB: 400 },
    call: async (w, who) => {
      if (who === 'visitor')
        return {
          method: 'POST',
          url: '/api/auth/passkeys',
          payload: { response: softwareAuthenticator().create(unissuedOptions()) },
        };
      await provedNow(userIdOf(w, who));
      const options = await inject(
        cookieOf(w, who),
        'POST',
        '/api/auth/passkeys/registration-options',
      );
      return {
        method: 'POST',
        url: '/api/auth/passkeys',
        payload: { response: softwareAuthenticator().create(options.json()) },
      };
    },
  },
  'GET /api/auth/passkeys': { expect: signedIn(200), call: () => get('/api/auth/passkeys') },
  'PATCH /api/auth/passkeys/:id': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...statuses(401, 204, 404, 404, 404, 404), teammateA: 404 },
    call: async (w) => {
      const id = await passkeyTargetOfA(w, 'rename');
      return {
        method: 'PATCH',
        url: `/api/auth/passkeys/${id}`,
        payload: { name: 'Renamed in the matrix' },
        state: passkeyState(id),
      };
    },
  },
  'DELETE /api/auth/passkeys/:id': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...statuses(401, 204, 404, 404, 404, 404), teammateA: 404 },
    call: async (w, who) => {
      const id = await passkeyTargetOfA(w, 'remove');
      // A recent proof, so that the answer says whose passkey it is (docs/decisions/066).
      if (who !== 'visitor') await provedNow(userIdOf(w, who));
      return { method: 'DELETE', url: `/api/auth/passkeys/${id}`, state: passkeyState(id) };
    },
  },
  'POST /api/auth/passkeys/authentication-options': {
    expect: everyone(200),
    call: () => ({ method: 'POST', url: '/api/auth/passkeys/authentication-options' }),
  },
  'POST /api/auth/login/passkey': {
    expect: everyone(200),
    call: async (w) => {
      const auth = await spareAuthenticator(w);
      const started = await inject(undefined, 'POST', '/api/auth/passkeys/authentication-options');
      const { challengeId, options } = started.json();
      return {
        method: 'POST',
        url: '/api/auth/login/passkey',
        payload: { challengeId, response: auth.get(options), userType: 'company' },
      };
    },
  },
  'POST /api/auth/reauthenticate/passkey-options': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...signedIn(200), teammateA: 409, memberB: 409 },
    call: async (w, who) => {
      if (who !== 'visitor') await passkeyOf(w, who);
      return { method: 'POST', url: '/api/auth/reauthenticate/passkey-options' };
    },
  },
  'POST /api/auth/reauthenticate/passkey': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...signedIn(204), teammateA: 400, memberB: 400 },
    call: async (w, who) => {
      if (who === 'visitor')
        return {
          method: 'POST',
          url: '/api/auth/reauthenticate/passkey',
          payload: {
            challengeId: randomUUID(),
            response: strayAuthenticator.get(unissuedOptions()),
          },
        };
      const auth = await passkeyOf(w, who);
      const started = await inject(
        cookieOf(w, who),
        'POST',
        '/api/auth/reauthenticate/passkey-options',
      );
      const { challengeId, options } = started.json();
      return {
        method: 'POST',
        url: '/api/auth/reauthenticate/passkey',
        payload: { challengeId, response: auth.get(options) },
      };
    },
  },
  'POST /api/auth/password': {
    expect: signedIn(204),
    // The same password again: the principal keeps logging in with it.
    call: async (w, who) => ({
      method: 'POST',
      url: '/api/auth/password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: TEST_PASSWORD,
        ...(await secondFactorOf(w, who)),
      },
    }),
  },
  // Two-factor (docs/decisions/067): every account's own; only the admin has it on. A login's
  // second step needs the challenge cookie of its password step, which no principal holds here.
  'POST /api/auth/login/two-factor': {
    expect: everyone(401),
    call: () => ({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { code: '123456' },
    }),
  },
  'GET /api/auth/two-factor': { expect: signedIn(200), call: () => get('/api/auth/two-factor') },
  'POST /api/auth/two-factor/setup': {
    expect: statuses(401, 200, 200, 200, 200, 409),
    call: () => ({ method: 'POST', url: '/api/auth/two-factor/setup' }),
  },
  'POST /api/auth/two-factor/enable': {
    // A code no app shows: refused for those setting up, 409 for the admin, whose is on.
    expect: statuses(401, 400, 400, 400, 400, 409),
    call: () => ({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      payload: { code: '000000' },
    }),
  },
  'POST /api/auth/two-factor/recovery-codes': {
    expect: statuses(401, 400, 400, 400, 400, 200),
    call: async (w, who) => ({
      method: 'POST',
      url: '/api/auth/two-factor/recovery-codes',
      payload: { code: '000000', ...(await secondFactorOf(w, who)) },
    }),
  },
  'POST /api/auth/two-factor/disable': {
    // Off already for the others; an admin must keep it.
    expect: statuses(401, 400, 400, 400, 400, 403),
    call: async (w, who) => ({
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      payload: { password: TEST_PASSWORD, code: '000000', ...(await secondFactorOf(w, who)) },
    }),
  },

  // Company accounts.
  'POST /api/companies': {
    expect: everyone(201),
    call: () => ({
      method: 'POST',
      url: '/api/companies',
      payload: {
        companyName: 'Signup Co',
        fullName: 'Sam Signup',
        workEmail: `signup-${unique()}@corp.example`,
        role: 'Founder',
        hiringRoles: ['Engineering'],
        password: 'signup-password-1',
      },
    }),
  },
  'GET /api/companies/me': { expect: companiesOwn(200), call: () => get('/api/companies/me') },
  // Browse Companies (issue #15): candidates and admins read every active company's public
  // profile, the ids and names included; companies do not browse each other.
  'GET /api/companies': {
    expect: statuses(401, 403, 403, 200, 200, 200),
    call: () => get('/api/companies?limit=100'),
    reveals: (w) => [w.a.company.id, w.b.company.id],
  },
  'GET /api/companies/:id': {
    // Company A previews its own page; company B is told it does not exist.
    expect: statuses(401, 200, 404, 200, 200, 200),
    call: (w) => get(`/api/companies/${w.a.company.id}`),
    reveals: (w) => [w.a.company.id],
  },
  'PATCH /api/companies/me': {
    expect: managersOnly(200),
    call: (w, who) => ({
      method: 'PATCH',
      url: '/api/companies/me',
      payload: {
        companyName: ownCompany(w, who).companyName,
        hiringRoles: ['Engineering'],
        timezone: 'UTC-5 (Eastern Time)',
        website: 'https://example.com',
        description: 'We build tools for warm intros.',
        companySize: '11–50',
        stage: 'Seed',
        headquarters: 'Berlin',
      },
      state: companyState(w.a.company.id),
    }),
  },
  'GET /api/companies/me/preferences': {
    expect: companiesOwn(200),
    call: () => get('/api/companies/me/preferences'),
  },
  'PUT /api/companies/me/preferences': {
    expect: companiesOwn(200),
    call: () => ({
      method: 'PUT',
      url: '/api/companies/me/preferences',
      payload: {
        hiringMode: 'Remote',
        engagementTypes: ['Full-time'],
        primaryRoles: ['Engineering'],
        timeZoneOverlap: 'Any',
        monthlyBudget: [2000, 8000],
      },
    }),
  },
  'POST /api/companies/me/preferences/skip': {
    expect: companiesOwn(200),
    call: () => ({ method: 'POST', url: '/api/companies/me/preferences/skip' }),
  },
  'GET /api/companies/me/export': {
    expect: ownerOnly(200),
    call: () => get('/api/companies/me/export'),
  },
  'DELETE /api/companies/me': {
    expect: ownerOnly(204),
    ownWorld: true,
    call: (w, who) => ({
      method: 'DELETE',
      url: '/api/companies/me',
      payload: { confirmation: ownCompany(w, who).companyName },
      state: userState(w.a.company.id),
    }),
  },
  'POST /api/billing/upgrade': {
    expect: ownerOnly(200),
    call: (w) => ({
      method: 'POST',
      url: '/api/billing/upgrade',
      payload: { plan: 'pro' },
      state: companyState(w.a.company.id),
    }),
  },

  // The plan's period (docs/decisions/058): each company on Pro, renewing or cancelled.
  'POST /api/billing/plan/cancel': {
    ownWorld: true,
    expect: ownerOnly(200),
    call: async (w) => {
      await onPro(w, false);
      return {
        method: 'POST',
        url: '/api/billing/plan/cancel',
        state: companyState(w.a.company.id),
      };
    },
  },
  'POST /api/billing/plan/resume': {
    ownWorld: true,
    expect: ownerOnly(200),
    call: async (w) => {
      await onPro(w, true);
      return {
        method: 'POST',
        url: '/api/billing/plan/resume',
        state: companyState(w.a.company.id),
      };
    },
  },

  // Marketing forms.
  'POST /api/contact': {
    expect: everyone(201),
    call: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: {
        fullName: 'Jo Park',
        workEmail: 'jo@corp.example',
        companyName: 'Jo Co',
        message: 'Hello, we would like to hear more about WarmIntro.',
      },
    }),
  },
  'POST /api/contact/demo': {
    expect: everyone(201),
    call: () => ({
      method: 'POST',
      url: '/api/contact/demo',
      payload: { fullName: 'Jo Park', workEmail: 'jo@corp.example', companyName: 'Jo Co' },
    }),
  },
  'POST /api/newsletter': {
    expect: everyone(201),
    call: () => ({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `news-${unique()}@mail.example` },
    }),
  },

  // The talent feed: public; contact details only for a company the candidate accepted.
  'GET /api/talent': { expect: everyone(200), call: () => get('/api/talent?limit=100') },
  'GET /api/talent/skills': { expect: everyone(200), call: () => get('/api/talent/skills') },
  'GET /api/talent/roles': { expect: everyone(200), call: () => get('/api/talent/roles') },
  // Advanced search (issue #34 item 4): whether the viewer's plan applies it; company facts only
  // for the company itself.
  'GET /api/talent/advanced-search': {
    expect: everyone(200),
    call: () => get('/api/talent/advanced-search'),
  },
  'GET /api/talent/:id': {
    // X blocked C: C is answered as for an id of no one (ADR 081).
    expect: { ...everyone(200), blockedByX: 404 },
    call: (w) => get(`/api/talent/${w.a.candidate.id}`),
  },

  // Intro requests, the company's side.
  'POST /api/intro-requests': {
    // The blocked company asks X, and is refused with the 404 of an unknown id (ADR 081).
    expect: { ...companiesOwn(201), blockedByX: 404 },
    call: async (w, who) => {
      const candidateId =
        who === 'blockedByX'
          ? w.a.candidate.id
          : (await createCandidate(t.db, { status: 'approved' })).id;
      return {
        method: 'POST',
        url: '/api/intro-requests',
        payload: { ...TEST_PAY, candidateId, message: 'We would love to talk.' },
        state: async () =>
          t.db
            .select({ id: introRequests.id })
            .from(introRequests)
            .where(eq(introRequests.candidateId, candidateId)),
      };
    },
  },
  'GET /api/intro-requests': {
    expect: companiesOwn(200),
    call: () => get('/api/intro-requests?limit=100'),
  },
  'GET /api/intro-requests/:id': {
    expect: companyA(200),
    call: (w) => get(`/api/intro-requests/${w.a.intros.booked.id}`),
  },
  'POST /api/intro-requests/:id/schedule': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/schedule`,
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/book': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/book`,
        payload: { meetingTime: new Date(Date.now() + 86_400_000).toISOString() },
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/complete': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'meeting_marked_by_company');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/complete`,
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/reminder': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted', daysAgo(3));
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/reminder`,
        state: introState(row.id),
      };
    },
  },
  // The call's steps (issue #17), the company's side.
  'POST /api/intro-requests/:id/slots': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/slots`,
        payload: { slots: [inDays(1), inDays(2)] },
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/book-slot': {
    expect: companyA(200),
    call: async (w) => {
      const cand = await createCandidate(t.db, { status: 'approved' });
      const slot = inDays(1);
      const row = await createIntro(
        t.db,
        { companyId: w.a.company.id, candidateId: cand.id },
        'accepted',
        { slots: [new Date(slot), new Date(inDays(2))], slotsOfferedBy: 'candidate' },
      );
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/book-slot`,
        payload: { start: slot },
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/cancel-call': {
    expect: companyA(200),
    call: async (w) => {
      const cand = await createCandidate(t.db, { status: 'approved' });
      const row = await createIntro(
        t.db,
        { companyId: w.a.company.id, candidateId: cand.id },
        'meeting_marked_by_company',
        { meetingTime: new Date(inDays(1)) },
      );
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/cancel-call`,
        payload: { reason: 'Something came up' },
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/reopen': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'stale');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/reopen`,
        state: introState(row.id),
      };
    },
  },
  'POST /api/intro-requests/:id/outcome': {
    expect: companyA(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'meeting_completed');
      return {
        method: 'POST',
        url: `/api/intro-requests/${row.id}/outcome`,
        payload: { outcome: 'keep_talking' },
        state: introState(row.id),
      };
    },
  },
  'GET /api/billing/allowance': {
    expect: companiesOwn(200),
    call: () => get('/api/billing/allowance'),
  },
  'GET /api/billing/plan': {
    expect: companiesOwn(200),
    call: () => get('/api/billing/plan'),
  },
  'GET /api/intro-requests/:id/meeting.ics': {
    expect: companyA(200),
    call: (w) => get(`/api/intro-requests/${w.a.intros.booked.id}/meeting.ics`),
  },

  // Intro requests, the candidate's side and the response link.
  'GET /api/candidates/me/intro-requests': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/intro-requests'),
  },
  'POST /api/candidates/me/intro-requests/:id/respond': {
    expect: candidateX(200),
    call: async (w) => {
      const company = await createCompany(t.db);
      const row = await createIntro(
        t.db,
        { companyId: company.id, candidateId: w.a.candidate.id },
        'requested',
      );
      return {
        method: 'POST',
        url: `/api/candidates/me/intro-requests/${row.id}/respond`,
        payload: { response: 'accepted' },
        state: introState(row.id),
      };
    },
  },
  // The call's steps (issue #17), the candidate's side: X's intro; Y gets 404.
  'POST /api/candidates/me/intro-requests/:id/slots': {
    expect: candidateX(200),
    call: async (w) => {
      const row = await introOfX(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/candidates/me/intro-requests/${row.id}/slots`,
        payload: { slots: [inDays(1), inDays(2)] },
        state: introState(row.id),
      };
    },
  },
  'POST /api/candidates/me/intro-requests/:id/book-slot': {
    expect: candidateX(200),
    call: async (w) => {
      const slot = inDays(1);
      const row = await introOfX(w, 'accepted', {
        slots: [new Date(slot), new Date(inDays(2))],
        slotsOfferedBy: 'company',
      });
      return {
        method: 'POST',
        url: `/api/candidates/me/intro-requests/${row.id}/book-slot`,
        payload: { start: slot },
        state: introState(row.id),
      };
    },
  },
  'POST /api/candidates/me/intro-requests/:id/cancel-call': {
    expect: candidateX(200),
    call: async (w) => {
      const row = await introOfX(w, 'meeting_marked_by_company', {
        meetingTime: new Date(inDays(1)),
      });
      return {
        method: 'POST',
        url: `/api/candidates/me/intro-requests/${row.id}/cancel-call`,
        payload: { reason: 'Something came up' },
        state: introState(row.id),
      };
    },
  },
  'POST /api/candidates/me/intro-requests/:id/reopen': {
    expect: candidateX(200),
    call: async (w) => {
      const row = await introOfX(w, 'stale');
      return {
        method: 'POST',
        url: `/api/candidates/me/intro-requests/${row.id}/reopen`,
        state: introState(row.id),
      };
    },
  },
  'GET /api/intro-responses/:token': {
    // The link is the capability: whoever holds it reads what the response page shows.
    expect: everyone(200),
    call: (w) => get(`/api/intro-responses/${w.a.token}`),
    // …the role and, since issue #15, the company's note.
    reveals: (w) => [
      w.a.company.companyName,
      w.a.intros.requested.roleDescription,
      w.a.intros.requested.message,
      w.a.company.id,
    ],
  },
  'POST /api/intro-responses/:token': {
    expect: everyone(200),
    call: async () => {
      const company = await createCompany(t.db);
      const cand = await createCandidate(t.db, { status: 'approved' });
      const token = newToken();
      await createIntro(t.db, { companyId: company.id, candidateId: cand.id }, 'requested', {
        responseTokenHash: hashToken(token),
      });
      return {
        method: 'POST',
        url: `/api/intro-responses/${token}`,
        payload: { response: 'declined' },
      };
    },
  },

  // Candidate accounts and résumés.
  'POST /api/candidates': {
    expect: everyone(201),
    call: () => ({
      method: 'POST',
      url: '/api/candidates',
      payload: {
        ...ownProfileForm({
          firstName: 'Casey',
          lastName: 'Signup',
          calendarUrl: 'https://cal.com/casey',
          portfolioUrl: '',
          linkedinUrl: '',
        } as Person),
        email: `signup-${unique()}@mail.example`,
        password: 'signup-password-1',
        confirmPassword: 'signup-password-1',
        consent: true,
      },
    }),
  },
  'GET /api/candidates/me': { expect: candidatesOwn(200), call: () => get('/api/candidates/me') },
  'PATCH /api/candidates/me': {
    expect: candidatesOwn(200),
    call: (w, who) => ({
      method: 'PATCH',
      url: '/api/candidates/me',
      payload: ownProfileForm(ownCandidate(w, who)),
      state: candidateState(w.a.candidate.id),
    }),
  },
  'PUT /api/candidates/me/availability': {
    // Resuming (saying they are still open) leaves everyone in the feed for the other rows.
    expect: candidatesOwn(200),
    call: (w) => ({
      method: 'PUT',
      url: '/api/candidates/me/availability',
      payload: { open: true },
      state: candidateState(w.a.candidate.id),
    }),
  },
  'PUT /api/candidates/me/work-history': {
    // The candidate's own jobs only (docs/decisions/080).
    expect: candidatesOwn(200),
    call: (w) => ({
      method: 'PUT',
      url: '/api/candidates/me/work-history',
      payload: {
        entries: [{ company: 'Acme', title: 'Engineer', startMonth: '2020-01', endMonth: '' }],
      },
      state: candidateState(w.a.candidate.id),
    }),
  },
  'PUT /api/candidates/me/links': {
    expect: candidatesOwn(200),
    call: (w) => ({
      method: 'PUT',
      url: '/api/candidates/me/links',
      payload: { githubUrl: 'https://github.com/a', showGithubBeforeIntro: true },
      state: candidateState(w.a.candidate.id),
    }),
  },
  // Who may see me (docs/decisions/081): the candidate's own settings only.
  'GET /api/candidates/me/privacy': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/privacy'),
  },
  'PUT /api/candidates/me/visibility': {
    expect: candidatesOwn(200),
    call: (w) => ({
      method: 'PUT',
      url: '/api/candidates/me/visibility',
      payload: { visibility: 'everyone' },
      state: candidateState(w.a.candidate.id),
    }),
  },
  'POST /api/candidates/me/blocks': {
    // A typed name no company of the world has, so no other row changes.
    expect: candidatesOwn(201),
    call: () => ({
      method: 'POST',
      url: '/api/candidates/me/blocks',
      payload: { kind: 'typed', text: `Nobody ${randomUUID()}` },
    }),
  },
  'DELETE /api/candidates/me/blocks/:id': {
    // No such block of theirs: 404 to a candidate.
    expect: candidatesOwn(404),
    call: () => ({ method: 'DELETE', url: `/api/candidates/me/blocks/${randomUUID()}` }),
  },
  'GET /api/candidates/me/company-search': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/company-search?q=ac'),
  },
  'POST /api/still-open/:token': {
    // The e-mailed link is the capability (docs/decisions/028): no login, like the response link.
    expect: everyone(200),
    call: async () => {
      const token = newToken();
      await createCandidate(t.db, {
        status: 'approved',
        availabilityTokenHash: hashToken(token),
        availabilityLinkSentAt: new Date(),
      });
      return { method: 'POST', url: `/api/still-open/${token}`, payload: {} };
    },
  },
  'GET /api/candidates/me/export': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/export'),
  },
  'DELETE /api/candidates/me': {
    expect: candidatesOwn(204),
    ownWorld: true,
    call: (w, who) => ({
      method: 'DELETE',
      url: '/api/candidates/me',
      payload: { confirmation: ownCandidate(w, who).email },
      state: userState(w.a.candidate.id),
    }),
  },
  'GET /api/candidates/:id': {
    // The public profile page (issue #15): A sees X's contact details (X accepted A's intro and
    // the call is booked); the leak check keeps them from everyone else. X blocked C: 404 (ADR 081).
    expect: { ...everyone(200), blockedByX: 404 },
    call: (w) => get(`/api/candidates/${w.a.candidate.id}`),
  },
  'GET /api/candidates/:id/resume': {
    // X, the company X accepted (A), and admins; nobody else learns whether there is one.
    expect: statuses(401, 200, 404, 200, 404, 200),
    call: (w) => get(`/api/candidates/${w.a.candidate.id}/resume`),
  },
  'GET /api/demo/test-account': {
    // Only in demo mode; the tests run without the demo seed.
    expect: everyone(404),
    call: () => get('/api/demo/test-account'),
  },

  // Gigs.
  'POST /api/gigs': {
    expect: companiesOwn(201),
    call: () => ({
      method: 'POST',
      url: '/api/gigs',
      payload: { ...gigForm, title: 'Another open gig' },
    }),
  },
  'POST /api/gigs/proposals': {
    // Finding 7: B learns nothing about A's candidate X, not even that X exists.
    expect: companyA(201),
    call: (w) => ({
      method: 'POST',
      url: '/api/gigs/proposals',
      payload: { ...gigForm, title: 'A proposal', preferredCandidateId: w.a.candidate.id },
    }),
  },
  'GET /api/gigs': { expect: companiesOwn(200), call: () => get('/api/gigs') },
  'GET /api/gigs/gate/:candidateId': {
    expect: companyA(200),
    call: (w) => get(`/api/gigs/gate/${w.a.candidate.id}`),
  },
  'GET /api/gigs/candidate-choices': {
    expect: companiesOwn(200),
    call: () => get('/api/gigs/candidate-choices'),
  },
  'GET /api/gigs/:id': {
    // Issue #30: the gig's page. B gets the same 404 as for a gig that does not exist.
    expect: companyA(200),
    call: (w) => get(`/api/gigs/${w.a.gigs.proposed}`),
  },
  'PUT /api/gigs/:id': {
    // Issue #30: the company edits its own open gig.
    expect: companyA(200),
    call: async (w) => {
      const id = await freshGigOfA(w, 'open');
      return {
        method: 'PUT',
        url: `/api/gigs/${id}`,
        payload: { ...gigForm, title: 'An edited open gig' },
        state: gigState(id),
      };
    },
  },
  'POST /api/gigs/:id/complete': {
    expect: companyA(200),
    call: async (w) => {
      // The company completes a gig in progress (docs/decisions/024).
      const id = await freshGigOfA(w, 'in_progress');
      return { method: 'POST', url: `/api/gigs/${id}/complete`, state: gigState(id) };
    },
  },
  'GET /api/candidates/me/gigs': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/gigs'),
    // Open gigs name their company and link to its page (issue #15).
    reveals: (w) => [w.a.company.id, w.b.company.id],
  },
  'POST /api/candidates/me/gigs/:id/respond': {
    expect: candidateX(200),
    call: async (w) => {
      const id = await freshGigOfA(w, true);
      return {
        method: 'POST',
        url: `/api/candidates/me/gigs/${id}/respond`,
        payload: { response: 'accepted' },
        state: gigState(id),
      };
    },
  },

  // The admin area.
  'GET /api/admin/candidates': {
    expect: adminOnly(200),
    call: () => get('/api/admin/candidates?limit=100'),
  },
  'GET /api/admin/candidates/:id': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/candidates/${w.a.candidate.id}`),
  },
  'PATCH /api/admin/candidates/:id': {
    expect: adminOnly(200),
    call: async () => {
      const { id } = await createCandidate(t.db, { status: 'approved' });
      return {
        method: 'PATCH',
        url: `/api/admin/candidates/${id}`,
        payload: { notes: 'Edited by the matrix.' },
        state: candidateState(id),
      };
    },
  },
  'POST /api/admin/candidates/:id/approve': {
    expect: adminOnly(200),
    call: async () => {
      const { id } = await createCandidate(t.db, { status: 'pending' });
      return {
        method: 'POST',
        url: `/api/admin/candidates/${id}/approve`,
        payload: approveBody(),
        state: candidateState(id),
      };
    },
  },
  'POST /api/admin/candidates/:id/reject': {
    expect: adminOnly(200),
    call: async () => {
      const { id } = await createCandidate(t.db, { status: 'pending' });
      return {
        method: 'POST',
        url: `/api/admin/candidates/${id}/reject`,
        payload: rejectBody(),
        state: candidateState(id),
      };
    },
  },
  'GET /api/admin/companies': {
    expect: adminOnly(200),
    call: () => get('/api/admin/companies?limit=100'),
  },
  'GET /api/admin/companies/:id': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/companies/${w.a.company.id}`),
  },
  'GET /api/admin/companies/:id/team': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/companies/${w.a.company.id}/team`),
  },
  'PATCH /api/admin/companies/:id': {
    expect: adminOnly(200),
    call: async () => {
      const { id } = await createCompany(t.db);
      return {
        method: 'PATCH',
        url: `/api/admin/companies/${id}`,
        payload: { notes: 'Edited by the matrix.' },
        state: companyState(id),
      };
    },
  },
  'GET /api/admin/intro-requests': {
    expect: adminOnly(200),
    call: () => get('/api/admin/intro-requests?limit=100'),
  },
  'PATCH /api/admin/intro-requests/:id/status': {
    expect: adminOnly(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'requested');
      return {
        method: 'PATCH',
        url: `/api/admin/intro-requests/${row.id}/status`,
        payload: { status: 'accepted' },
        state: introState(row.id),
      };
    },
  },
  'POST /api/admin/intro-requests/:id/mark-scheduled': {
    expect: adminOnly(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/admin/intro-requests/${row.id}/mark-scheduled`,
        state: introState(row.id),
      };
    },
  },
  'POST /api/admin/intro-requests/:id/reminder': {
    expect: adminOnly(200),
    call: async (w) => {
      const row = await freshIntroOfA(w, 'accepted');
      return {
        method: 'POST',
        url: `/api/admin/intro-requests/${row.id}/reminder`,
        state: introState(row.id),
      };
    },
  },
  'GET /api/admin/intro-requests/export.csv': {
    expect: adminOnly(200),
    call: () => get('/api/admin/intro-requests/export.csv'),
  },
  'GET /api/admin/gigs': { expect: adminOnly(200), call: () => get('/api/admin/gigs?limit=100') },
  'PATCH /api/admin/gigs/:id/status': {
    expect: adminOnly(200),
    call: async (w) => {
      const id = await freshGigOfA(w);
      return {
        method: 'PATCH',
        url: `/api/admin/gigs/${id}/status`,
        payload: { status: 'complete' },
        state: gigState(id),
      };
    },
  },
  'DELETE /api/admin/gigs/:id': {
    expect: adminOnly(204),
    call: async (w) => {
      const id = await freshGigOfA(w);
      return { method: 'DELETE', url: `/api/admin/gigs/${id}`, state: gigState(id) };
    },
  },
  'GET /api/admin/gigs/export.csv': {
    expect: adminOnly(200),
    call: () => get('/api/admin/gigs/export.csv'),
  },
  // Conversations and the live stream (issue #16); admins stream the nav counts (ADR 044).
  'GET /api/stream': { expect: signedIn(200), live: true, call: () => get('/api/stream') },
  'GET /api/conversations': { expect: parties(200), call: () => get('/api/conversations') },
  'GET /api/conversations/settings': {
    expect: parties(200),
    call: () => get('/api/conversations/settings'),
  },
  'PUT /api/conversations/settings': {
    expect: parties(200),
    call: () => ({
      method: 'PUT',
      url: '/api/conversations/settings',
      payload: { messageEmails: true },
    }),
  },
  'GET /api/conversations/:id': {
    expect: partiesAX(200),
    call: (w) => get(`/api/conversations/${w.a.conversation.id}`),
  },
  'GET /api/conversations/:id/messages': {
    expect: partiesAX(200),
    call: (w) => get(`/api/conversations/${w.a.conversation.id}/messages`),
  },
  'POST /api/conversations/:id/messages': {
    expect: partiesAX(201),
    call: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.a.conversation.id}/messages`,
      payload: { body: 'A matrix message' },
      state: async () =>
        t.db.select().from(messages).where(eq(messages.conversationId, w.a.conversation.id)),
    }),
  },
  'POST /api/conversations/:id/read': {
    expect: partiesAX(200),
    call: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.a.conversation.id}/read`,
      state: async () =>
        t.db.select().from(messages).where(eq(messages.conversationId, w.a.conversation.id)),
    }),
  },
  'POST /api/conversations/:id/report': {
    expect: partiesAX(201),
    call: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.a.conversation.id}/report`,
      payload: { reason: 'Matrix report' },
      state: async () =>
        t.db
          .select()
          .from(conversationReports)
          .where(eq(conversationReports.conversationId, w.a.conversation.id)),
    }),
  },
  // Notifications (issue #16; docs/decisions/040).
  'GET /api/notifications': { expect: parties(200), call: () => get('/api/notifications') },
  'POST /api/notifications/read-all': {
    expect: parties(200),
    call: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  },
  'POST /api/notifications/:id/read': {
    // The owner's own sessions, passkeys and notifications are theirs, not the company's: a
    // teammate meets a stranger's answer (issue #33, docs/decisions/073).
    expect: { ...ownerA(200), teammateA: 404 },
    call: async (w) => {
      const [row] = await insertNotifications(t.db, [
        {
          userId: w.a.company.id,
          kind: 'intro_accepted',
          data: { name: 'Matrix Person' },
          link: '/dashboard',
        },
      ]);
      return {
        method: 'POST',
        url: `/api/notifications/${row!.id}/read`,
        state: async () => t.db.select().from(notifications).where(eq(notifications.id, row!.id)),
      };
    },
  },
  'GET /api/admin/nav-counts': {
    expect: adminOnly(200),
    call: () => get('/api/admin/nav-counts'),
  },
  'GET /api/admin/vetting-stats': {
    expect: adminOnly(200),
    call: () => get('/api/admin/vetting-stats'),
  },
  'GET /api/admin/conversation-reports': {
    expect: adminOnly(200),
    call: () => get('/api/admin/conversation-reports'),
  },
  'GET /api/admin/conversations/:id': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/conversations/${w.a.conversation.id}`),
  },
  'GET /api/admin/users': { expect: adminOnly(200), call: () => get('/api/admin/users?limit=100') },
  'GET /api/admin/users/:id': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/users/${w.a.candidate.id}`),
  },
  'DELETE /api/admin/users/:id': {
    expect: adminOnly(200),
    call: async () => {
      const user = await createCandidate(t.db, { status: 'approved' });
      return {
        method: 'DELETE',
        url: `/api/admin/users/${user.id}`,
        payload: { confirmation: user.email, reason: 'Matrix clean-up' },
        state: userState(user.id),
      };
    },
  },
  'GET /api/admin/deletion-log': {
    expect: adminOnly(200),
    call: () => get('/api/admin/deletion-log'),
  },
  'GET /api/admin/edit-log': { expect: adminOnly(200), call: () => get('/api/admin/edit-log') },
  'GET /api/admin/emails': { expect: adminOnly(200), call: () => get('/api/admin/emails') },
  'GET /api/admin/emails/:id': {
    expect: adminOnly(200),
    call: (w) => get(`/api/admin/emails/${w.emailId}`),
  },
  'GET /api/admin/email-config': {
    expect: adminOnly(200),
    call: () => get('/api/admin/email-config'),
  },
  // A company's team (issue #33, docs/decisions/073). Targets are A's: a fresh invitation or
  // teammate per principal; B's owner meets the 404 of a stranger's record, members the 403 of
  // the managers' routes.
  'GET /api/company/members': {
    expect: companiesOwn(200),
    call: () => get('/api/company/members'),
  },
  'GET /api/company/team-activity': {
    expect: companiesOwn(200),
    call: () => get('/api/company/team-activity'),
  },
  'GET /api/company/notification-preferences': {
    expect: companiesOwn(200),
    call: () => get('/api/company/notification-preferences'),
  },
  'PUT /api/company/notification-preferences': {
    expect: companiesOwn(200),
    call: () => ({
      method: 'PUT',
      url: '/api/company/notification-preferences',
      payload: { answers: 'mine', messages: 'mine' },
    }),
  },
  'POST /api/company/invitations': {
    ownWorld: true,
    expect: managersOnly(201),
    call: async (w) => {
      await unlimitedSeats(w);
      return {
        method: 'POST',
        url: '/api/company/invitations',
        payload: { email: `invitee-${randomUUID()}@corp.example`, role: 'member' },
      };
    },
  },
  'POST /api/company/invitations/:id/resend': {
    expect: { ...companyA(200), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await invitationOfA(w);
      return {
        method: 'POST',
        url: `/api/company/invitations/${id}/resend`,
        state: invitationState(id),
      };
    },
  },
  'DELETE /api/company/invitations/:id': {
    expect: { ...companyA(204), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await invitationOfA(w);
      return {
        method: 'DELETE',
        url: `/api/company/invitations/${id}`,
        state: invitationState(id),
      };
    },
  },
  // Verified domains (docs/decisions/079): any member reads, the owner and admins manage; B meets
  // the 404 of a stranger's domain; the link needs no session.
  'GET /api/company/domains': {
    expect: companiesOwn(200),
    call: () => get('/api/company/domains'),
  },
  'POST /api/company/domains': {
    expect: managersOnly(201),
    call: () => {
      const domain = `n-${randomUUID().slice(0, 8)}.example`;
      return {
        method: 'POST',
        url: '/api/company/domains',
        payload: { domain, address: 'jobs' },
      };
    },
  },
  'POST /api/company/domains/:id/resend': {
    expect: { ...companyA(200), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await domainOfA(w);
      return { method: 'POST', url: `/api/company/domains/${id}/resend`, state: domainState(id) };
    },
  },
  'DELETE /api/company/domains/:id': {
    expect: { ...companyA(204), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await domainOfA(w);
      return { method: 'DELETE', url: `/api/company/domains/${id}`, state: domainState(id) };
    },
  },
  'POST /api/company-domains/verify': {
    expect: everyone(200),
    call: async (w) => {
      // A company of its own: the answer names it, which is the link holder's to read.
      const { token } = await domainOfA(w, (await createCompany(t.db)).id);
      return { method: 'POST', url: '/api/company-domains/verify', payload: { token } };
    },
  },
  'GET /api/candidates/me/intro-preferences': {
    expect: candidatesOwn(200),
    call: () => get('/api/candidates/me/intro-preferences'),
  },
  'PUT /api/candidates/me/intro-preferences': {
    // Off, as it was: the other rows' intro requests stay allowed.
    expect: candidatesOwn(200),
    call: (w) => ({
      method: 'PUT',
      url: '/api/candidates/me/intro-preferences',
      payload: { verifiedCompaniesOnly: false },
      state: candidateState(w.a.candidate.id),
    }),
  },
  'PATCH /api/company/members/:userId': {
    expect: { ...companyA(200), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await createTeammate(t.db, w.a.company.id);
      return {
        method: 'PATCH',
        url: `/api/company/members/${id}`,
        payload: { role: 'admin' },
        state: memberState(id),
      };
    },
  },
  'DELETE /api/company/members/:userId': {
    expect: { ...companyA(204), teammateA: 403, memberB: 403 },
    call: async (w) => {
      const { id } = await createTeammate(t.db, w.a.company.id);
      return { method: 'DELETE', url: `/api/company/members/${id}`, state: memberState(id) };
    },
  },
  // The owner cannot leave before handing over (409); a member leaves (204).
  'POST /api/company/leave': {
    ownWorld: true,
    expect: { ...companiesOwn(409), teammateA: 204, memberB: 204 },
    call: () => ({ method: 'POST', url: '/api/company/leave' }),
  },
  'POST /api/company/transfer-ownership': {
    ownWorld: true,
    expect: { ...companyA(200), teammateA: 403, memberB: 403 },
    call: (w) => ({
      method: 'POST',
      url: '/api/company/transfer-ownership',
      payload: { userId: w.team.teammateA.id },
      state: memberState(w.team.teammateA.id),
    }),
  },
  // A company's pipeline (issue #34, docs/decisions/074): every member of a company on its own
  // lists, notes, board and funnel; A's records are a stranger's 404 to B; a note is changed by
  // its author only (A's teammate: 403); candidates never reach any of it (403).
  'GET /api/company/shortlists': {
    expect: companiesOwn(200),
    call: () => get('/api/company/shortlists'),
  },
  'POST /api/company/shortlists': {
    expect: companiesOwn(201),
    call: () => ({
      method: 'POST',
      url: '/api/company/shortlists',
      payload: { name: `Backend ${unique()}` },
    }),
  },
  'PUT /api/company/shortlists/order': {
    expect: companiesOwn(200),
    call: () => ({ method: 'PUT', url: '/api/company/shortlists/order', payload: { ids: [] } }),
  },
  'GET /api/company/shortlists/:id': {
    expect: companyA(200),
    call: async (w) => get(`/api/company/shortlists/${await shortlistOfA(w)}`),
  },
  'PATCH /api/company/shortlists/:id': {
    expect: companyA(200),
    call: async (w) => {
      const id = await shortlistOfA(w);
      return {
        method: 'PATCH',
        url: `/api/company/shortlists/${id}`,
        payload: { name: `Renamed ${unique()}` },
        state: shortlistState(id),
      };
    },
  },
  'DELETE /api/company/shortlists/:id': {
    expect: companyA(204),
    call: async (w) => {
      const id = await shortlistOfA(w);
      return { method: 'DELETE', url: `/api/company/shortlists/${id}`, state: shortlistState(id) };
    },
  },
  'PUT /api/company/shortlists/:id/candidates/:candidateId': {
    // The blocked company puts X on a list of its own: X does not exist for it (ADR 081).
    expect: { ...companyA(204), blockedByX: 404 },
    call: async (w, who) => {
      if (who === 'blockedByX') {
        const [own] = await t.db
          .insert(shortlists)
          .values({ companyId: w.blocked.id, name: `List ${unique()}`, createdBy: w.blocked.id })
          .returning({ id: shortlists.id });
        return {
          method: 'PUT',
          url: `/api/company/shortlists/${own!.id}/candidates/${w.a.candidate.id}`,
          state: shortlistState(own!.id),
        };
      }
      const id = await shortlistOfA(w);
      const { id: other } = await createCandidate(t.db, { status: 'approved' });
      return {
        method: 'PUT',
        url: `/api/company/shortlists/${id}/candidates/${other}`,
        state: shortlistState(id),
      };
    },
  },
  'DELETE /api/company/shortlists/:id/candidates/:candidateId': {
    expect: companyA(204),
    call: async (w) => {
      const id = await shortlistOfA(w);
      return {
        method: 'DELETE',
        url: `/api/company/shortlists/${id}/candidates/${w.a.candidate.id}`,
        state: shortlistState(id),
      };
    },
  },
  // X blocked C: X's card, notes and a new note are C's 404 of a candidate who does not exist.
  'GET /api/company/candidates/:candidateId/pipeline': {
    expect: { ...companiesOwn(200), blockedByX: 404 },
    call: (w) => get(`/api/company/candidates/${w.a.candidate.id}/pipeline`),
  },
  'GET /api/company/candidates/:candidateId/notes': {
    expect: { ...companiesOwn(200), blockedByX: 404 },
    call: (w) => get(`/api/company/candidates/${w.a.candidate.id}/notes`),
  },
  'POST /api/company/candidates/:candidateId/notes': {
    expect: { ...companiesOwn(201), blockedByX: 404 },
    call: (w) => ({
      method: 'POST',
      url: `/api/company/candidates/${w.a.candidate.id}/notes`,
      payload: { body: 'Strong on Postgres.' },
      state: () =>
        t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, w.a.candidate.id)),
    }),
  },
  'PATCH /api/company/notes/:id': {
    expect: { ...companyA(200), teammateA: 403 },
    call: async (w) => {
      const id = await noteOfA(w);
      return {
        method: 'PATCH',
        url: `/api/company/notes/${id}`,
        payload: { body: 'Changed.' },
        state: noteState(id),
      };
    },
  },
  'DELETE /api/company/notes/:id': {
    expect: { ...companyA(204), teammateA: 403 },
    call: async (w) => {
      const id = await noteOfA(w);
      return { method: 'DELETE', url: `/api/company/notes/${id}`, state: noteState(id) };
    },
  },
  'GET /api/company/pipeline': {
    expect: companiesOwn(200),
    call: () => get('/api/company/pipeline'),
  },
  'POST /api/company/pipeline/:candidateId/move': {
    // The blocked company moves X on its own board: X does not exist for it (ADR 081).
    expect: { ...companyA(200), blockedByX: 404 },
    call: async (w, who) => {
      const id = who === 'blockedByX' ? w.a.candidate.id : await cardOfA(w);
      return {
        method: 'POST',
        url: `/api/company/pipeline/${id}/move`,
        payload: { stage: 'not_a_fit', reason: 'Other' },
        state: markState(id),
      };
    },
  },
  'GET /api/company/funnel': {
    expect: companiesOwn(200),
    call: () => get('/api/company/funnel?days=30'),
  },
  // The join page's link (public): it shows A's name and who invited.
  'GET /api/invitations/:token': {
    expect: everyone(200),
    call: async (w) => get(`/api/invitations/${(await invitationOfA(w)).token}`),
    reveals: (w) => [w.a.company.companyName, w.a.company.fullName],
  },
  // A new address accepts with a name and password, whoever is signed in on the device.
  'POST /api/invitations/:token/accept': {
    ownWorld: true,
    expect: everyone(200),
    call: async (w) => {
      await unlimitedSeats(w);
      const { token } = await invitationOfA(w);
      return {
        method: 'POST',
        url: `/api/invitations/${token}/accept`,
        payload: { fullName: 'Sam Invitee', jobTitle: 'Engineer', password: TEST_PASSWORD },
      };
    },
  },

  // Saved searches (issue #34 item 5, docs/decisions/076): a member's own — A's owner's search is
  // a 404 to A's teammate as to B — and the alert e-mail's one-click unsubscribe, public.
  'GET /api/saved-searches': {
    expect: companiesOwn(200),
    call: () => get('/api/saved-searches'),
  },
  'POST /api/saved-searches': {
    expect: companiesOwn(201),
    call: () => ({
      method: 'POST',
      url: '/api/saved-searches',
      payload: { name: `Matrix ${randomUUID()}`, query: { role: 'Engineer' }, alert: 'daily' },
    }),
  },
  'PATCH /api/saved-searches/:id': {
    expect: { ...companyA(200), teammateA: 404 },
    call: async (w) => {
      const { id } = await savedSearchOfA(w);
      return {
        method: 'PATCH',
        url: `/api/saved-searches/${id}`,
        payload: { name: `Renamed ${randomUUID()}`, alert: 'off' },
        state: savedSearchState(id),
      };
    },
  },
  'DELETE /api/saved-searches/:id': {
    expect: { ...companyA(204), teammateA: 404 },
    call: async (w) => {
      const { id } = await savedSearchOfA(w);
      return { method: 'DELETE', url: `/api/saved-searches/${id}`, state: savedSearchState(id) };
    },
  },
  'POST /api/saved-searches/unsubscribe/:token': {
    expect: everyone(200),
    call: async (w) => {
      const { token } = await savedSearchOfA(w);
      return { method: 'POST', url: `/api/saved-searches/unsubscribe/${token}` };
    },
  },

  // Failed background jobs (issue #32 item 4; docs/decisions/071): none fail here, so the retry
  // of an id that is no failed run is the admin's 404.
  'GET /api/admin/jobs/failed': {
    expect: adminOnly(200),
    call: () => get('/api/admin/jobs/failed'),
  },
  'POST /api/admin/jobs/:id/retry': {
    expect: adminOnly(404),
    call: () => ({ method: 'POST', url: `/api/admin/jobs/${randomUUID()}/retry` }),
  },
  'POST /api/admin/emails/test': {
    expect: adminOnly(200),
    call: () => ({
      method: 'POST',
      url: '/api/admin/emails/test',
      payload: { to: 'ops-test@mail.example' },
    }),
  },
};

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

let base: Promise<string> | undefined;
/** A GET over a real connection, closed once the headers (and any error body) are in. */
async function live(cookie: string | undefined, url: string) {
  base ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  await base;
  const address = t.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}${url}`, {
    headers: cookie ? { cookie } : {},
    signal: controller.signal,
  });
  const body = res.status === 200 ? '' : await res.text();
  controller.abort();
  return { statusCode: res.status, body };
}

const apiRoutes = [...new Set(registered.filter((r) => r.split(' ')[1]!.startsWith('/api')))];
/** The row a registered route is checked by: its own, or for HEAD the GET beside it. */
function rowKey(route: string): string {
  const [method, url] = route.split(' ') as [string, string];
  if (method !== 'HEAD') return route;
  const twin = [`GET ${url}`, `GET ${url.replace(/\/$/, '')}`].find((k) => apiRoutes.includes(k));
  return twin ?? route;
}
const checked = [...new Set(apiRoutes.map(rowKey))];

describe('the authorization matrix', () => {
  it(`has one row for each of the ${checked.length} registered /api routes (× ${principals.length} principals), and none for a route that is gone`, () => {
    expect(
      checked.filter((k) => !(k in matrix)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((k) => !checked.includes(k)),
      'rows without a route',
    ).toEqual([]);
  });

  let sharedWorld: Promise<World> | undefined;
  const shared = () => (sharedWorld ??= buildWorld());

  it.each(checked.filter((k) => k in matrix))('%s', async (key) => {
    const row = matrix[key]!;
    const w = row.ownWorld ? await buildWorld() : await shared();
    const actual = {} as Statuses;
    const leaks: string[] = [];
    const changed: string[] = [];
    for (const who of principals) {
      const call = await row.call(w, callerOf(who));
      const before = call.state ? await call.state() : undefined;
      const res = row.live
        ? await live(call.cookie ?? cookieOf(w, who), call.url)
        : await inject(
            call.cookie ?? cookieOf(w, who),
            call.method ?? key.split(' ')[0]!,
            call.url,
            call.payload,
          );
      actual[who] = res.statusCode;
      if (call.state && res.statusCode >= 300 && !isDeepStrictEqual(before, await call.state()))
        changed.push(who);
      const allowed = new Set(row.reveals?.(w) ?? []);
      for (const [label, value] of forbiddenFor(w, callerOf(who)))
        if (!allowed.has(value) && res.body.includes(value)) leaks.push(`${who} reads ${label}`);
    }
    expect(actual).toEqual({
      ...row.expect,
      teammateA: row.expect.teammateA ?? row.expect.companyA,
      memberB: row.expect.memberB ?? row.expect.companyB,
      removedA: row.expect.removedA ?? row.expect.visitor,
      blockedByX: row.expect.blockedByX ?? row.expect.companyB,
    });
    expect(leaks, 'foreign data in a response').toEqual([]);
    expect(changed, 'a refused write changed its target').toEqual([]);
  });
});
