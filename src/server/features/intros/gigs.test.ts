/**
 * Gigs API (spec 2 §2 "Company gig screens", §4 "Gig", "Gig-proposal gate", §5 "Gig form", §8;
 * docs/decisions/005 for the answer statuses).
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, gigs, outboxEmails } from '../../../db/schema/index';
import type { IntroStatus } from '../../../shared/intro-requests/schemas';
import { gigMessages, isoDate } from '../../../shared/gigs/schemas';
import {
  buildTestApp,
  createCandidate,
  createCompany,
  createIntro,
  login,
} from '../../../../test/helpers';

const t = await buildTestApp();

const form = {
  title: 'Build a pricing page experiment',
  roleCategory: 'Engineering',
  description: 'Ship an A/B test of our pricing page with two variants and analytics events wired.',
  deliverables: 'Two variants live, events in the dashboard, a short write-up.',
  estimatedDuration: '1 week',
  budgetRange: '$500–$1,000',
  startDate: isoDate(3),
};

async function company(values = {}) {
  const c = await createCompany(t.db, {
    planTier: 'pro',
    onboardingStatus: 'complete',
    companyName: 'Gigly',
    fullName: 'Sam Stone',
    ...values,
  });
  return { ...c, cookie: await login(t.app, c.email, 'company') };
}
async function candidateWithIntro(companyId: string, intro: { status: IntroStatus } | null) {
  const c = await createCandidate(t.db, { firstName: 'Ivy', lastName: 'Nash', status: 'approved' });
  if (intro) await createIntro(t.db, { companyId, candidateId: c.id }, intro.status);
  return { ...c, cookie: await login(t.app, c.email, 'candidate') };
}
/** An accepted intro whose call the company confirmed booked. */
const booked = { status: 'meeting_marked_by_company' as const };
function post(cookie: string, url: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
}

describe('posting a gig (spec 2 §5 "Gig form")', () => {
  it('creates an open gig that only its company sees', async () => {
    const co = await company();
    const res = await post(co.cookie, '/api/gigs', form);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('open');
    const list = await t.app.inject({ url: '/api/gigs', headers: { cookie: co.cookie } });
    expect(list.json()).toMatchObject([
      { title: form.title, status: 'open', preferredCandidateName: 'Not specified' },
    ]);
    const other = await company();
    expect(
      (await t.app.inject({ url: '/api/gigs', headers: { cookie: other.cookie } })).json(),
    ).toEqual([]);
  });

  it.each([
    ['title', { title: '' }, 'Project title is required.'],
    ['title', { title: 'x'.repeat(101) }, 'Project title must be 100 characters or less.'],
    ['roleCategory', { roleCategory: '' }, 'Role category is required.'],
    ['description', { description: '' }, 'Project description is required.'],
    [
      'description',
      { description: 'Too short.' },
      'Project description must be at least 50 characters.',
    ],
    ['deliverables', { deliverables: '' }, 'Deliverables/objectives are required.'],
    ['deliverables', { deliverables: 'Short.' }, 'Deliverables must be at least 30 characters.'],
    ['estimatedDuration', { estimatedDuration: '3 months' }, 'Estimated duration is required.'],
    ['budgetRange', { budgetRange: '' }, 'Budget range is required.'],
    ['startDate', { startDate: '' }, 'Start date is required.'],
    ['startDate', { startDate: isoDate(-5) }, 'Start date must be today or later.'],
  ])('%s %j → "%s"', async (field, change, message) => {
    const co = await company();
    const res = await post(co.cookie, '/api/gigs', { ...form, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('a preferred candidate must have an accepted intro with the company', async () => {
    const co = await company();
    const stranger = await candidateWithIntro(co.id, null);
    const res = await post(co.cookie, '/api/gigs', { ...form, preferredCandidateId: stranger.id });
    expect(res.statusCode).toBe(400);
    const friend = await candidateWithIntro(co.id, { status: 'accepted' });
    expect(
      (await post(co.cookie, '/api/gigs', { ...form, preferredCandidateId: friend.id })).statusCode,
    ).toBe(201);
  });

  it('is refused to visitors, candidates and paused companies', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gigs', payload: form })).statusCode,
    ).toBe(401);
    const cand = await candidateWithIntro((await company()).id, null);
    expect((await post(cand.cookie, '/api/gigs', form)).statusCode).toBe(403);
    const paused = await company({ status: 'paused' });
    const res = await post(paused.cookie, '/api/gigs', form);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('paused');
  });

  it('is refused to a company whose preferences are pending (spec 1 §4)', async () => {
    const pending = await company({ onboardingStatus: 'pending_preferences' });
    const res = await post(pending.cookie, '/api/gigs', form);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ONBOARDING_REQUIRED',
      detail: 'Save or skip your hiring preferences before you post a gig.',
    });
  });
});

describe('the gig-proposal gate (spec 2 §4)', () => {
  it('refuses an unknown candidate, an intro not accepted and a meeting not booked', async () => {
    const co = await company();
    const unknown = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe('Candidate Not Found');

    const requested = await candidateWithIntro(co.id, { status: 'requested' });
    const notAccepted = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: requested.id,
    });
    expect(notAccepted.statusCode).toBe(409);
    expect(notAccepted.json()).toMatchObject({
      code: 'INTRO_NOT_ACCEPTED',
      title: 'Intro Not Accepted',
      detail: 'You must have an accepted intro with this candidate to propose a gig.',
    });

    const accepted = await candidateWithIntro(co.id, { status: 'meeting_scheduled' });
    const notBooked = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: accepted.id,
    });
    expect(notBooked.statusCode).toBe(409);
    expect(notBooked.json()).toMatchObject({
      code: 'MEETING_NOT_SCHEDULED',
      title: 'Meeting Not Scheduled',
      detail: 'Cannot propose gig: Meeting not confirmed as scheduled.',
    });
    const gate = await t.app.inject({
      url: `/api/gigs/gate/${accepted.id}`,
      headers: { cookie: co.cookie },
    });
    expect(gate.json()).toEqual({
      state: 'meeting_not_scheduled',
      candidate: { id: accepted.id, name: 'Ivy Nash', role: expect.any(String) },
    });
    expect(await t.db.select().from(gigs).where(eq(gigs.companyId, co.id))).toHaveLength(0);
  });

  it('requires the preferred candidate when proposing', async () => {
    const co = await company();
    const res = await post(co.cookie, '/api/gigs/proposals', form);
    expect(res.json().errors.preferredCandidateId).toBe('Please select a candidate.');
  });

  it('proposes after a booked call and e-mails the candidate', async () => {
    const co = await company();
    const ivy = await candidateWithIntro(co.id, booked);
    expect(
      (
        await t.app.inject({ url: `/api/gigs/gate/${ivy.id}`, headers: { cookie: co.cookie } })
      ).json().state,
    ).toBe('ok');
    const res = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: ivy.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'proposed', candidateName: 'Ivy Nash' });
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'gigProposedToCandidate'),
          sql`${ivy.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(mails).toHaveLength(1);
  });
});

describe('the gate reveals no candidate the company does not already know (issue #12, finding 7)', () => {
  const unknownId = '00000000-0000-4000-8000-000000000000';
  const gate = (cookie: string, id: string) =>
    t.app.inject({ url: `/api/gigs/gate/${id}`, headers: { cookie } });
  const propose = (cookie: string, id: string) =>
    post(cookie, '/api/gigs/proposals', { ...form, preferredCandidateId: id });
  const choices = async (cookie: string) =>
    (await t.app.inject({ url: '/api/gigs/candidate-choices', headers: { cookie } })).json() as {
      id: string;
    }[];

  /** A candidate with a name and role no response may show unless the gate lets them through. */
  async function hidden(status: 'pending' | 'approved' | 'rejected' | 'suspended' | 'hidden') {
    return createCandidate(t.db, {
      firstName: 'Quinn',
      lastName: `Secret${status}`,
      role: `Undisclosed ${status} role`,
      status,
    });
  }

  /** The gate, the proposal and the choices answer exactly as for an id that does not exist. */
  async function expectUnknown(cookie: string, id: string) {
    const unknownGate = await gate(cookie, unknownId);
    const unknownProposal = await propose(cookie, unknownId);
    const res = await gate(cookie, id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(unknownGate.json());
    expect(res.body).not.toMatch(/Quinn|Secret|Undisclosed/);
    const proposal = await propose(cookie, id);
    expect(proposal.statusCode).toBe(404);
    expect(proposal.json()).toEqual(unknownProposal.json());
    expect(proposal.json().title).toBe('Candidate Not Found');
    expect((await choices(cookie)).map((c) => c.id)).not.toContain(id);
  }

  it('an unknown id is 404 Candidate Not Found', async () => {
    const co = await company();
    const res = await gate(co.cookie, unknownId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      title: gigMessages.candidateNotFound.title,
      detail: gigMessages.candidateNotFound.description,
    });
  });

  it.each(['pending', 'rejected', 'suspended', 'hidden'] as const)(
    'a %s candidate is unknown, even with an intro from this company',
    async (status) => {
      const co = await company();
      const quiet = await hidden(status);
      await expectUnknown(co.cookie, quiet.id);
      await createIntro(t.db, { companyId: co.id, candidateId: quiet.id }, 'meeting_completed');
      await expectUnknown(co.cookie, quiet.id);
    },
  );

  it('an approved candidate without an intro from this company is unknown', async () => {
    const co = await company();
    const other = await company();
    const approved = await hidden('approved');
    await expectUnknown(co.cookie, approved.id);
    // Another company's intro, in any state, changes nothing for this one.
    await createIntro(t.db, { companyId: other.id, candidateId: approved.id }, 'meeting_completed');
    await expectUnknown(co.cookie, approved.id);
    const res = await gate(other.cookie, approved.id);
    expect(res.json()).toMatchObject({ state: 'ok', candidate: { id: approved.id } });
  });

  it.each([
    ['requested', 'intro_not_accepted'],
    ['declined', 'intro_not_accepted'],
    ['accepted', 'meeting_not_scheduled'],
    ['meeting_marked_by_company', 'ok'],
  ] as const)(
    'an approved candidate with a %s intro from this company: 200 %s with name and role',
    async (status, state) => {
      const co = await company();
      const known = await hidden('approved');
      await createIntro(t.db, { companyId: co.id, candidateId: known.id }, status);
      const res = await gate(co.cookie, known.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        state,
        candidate: {
          id: known.id,
          name: 'Quinn Secretapproved',
          role: 'Undisclosed approved role',
        },
      });
    },
  );

  it('candidate choices list only approved candidates with an accepted intro', async () => {
    const co = await company();
    const approved = await hidden('approved');
    const suspended = await hidden('suspended');
    for (const c of [approved, suspended])
      await createIntro(t.db, { companyId: co.id, candidateId: c.id }, 'accepted');
    expect(await choices(co.cookie)).toEqual([
      { id: approved.id, name: 'Quinn Secretapproved', role: 'Undisclosed approved role' },
    ]);
    // Nor may an open gig name them as its preferred candidate.
    const res = await post(co.cookie, '/api/gigs', { ...form, preferredCandidateId: suspended.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.preferredCandidateId).toBe(gigMessages.introNotAccepted.description);
  });
});

describe('answering and completing (spec 2 §4 "Gig")', () => {
  async function proposal() {
    const co = await company();
    const ivy = await candidateWithIntro(co.id, booked);
    const { id } = (
      await post(co.cookie, '/api/gigs/proposals', { ...form, preferredCandidateId: ivy.id })
    ).json();
    return { co, ivy, id };
  }

  it('the candidate sees proposals and open gigs; accepting moves the gig to in_progress, once', async () => {
    const { co, ivy, id } = await proposal();
    const other = await company();
    await post(other.cookie, '/api/gigs', { ...form, title: 'An open gig' });
    const list = (
      await t.app.inject({ url: '/api/candidates/me/gigs', headers: { cookie: ivy.cookie } })
    ).json();
    expect(list.find((g: { id: string }) => g.id === id)).toMatchObject({
      proposedToMe: true,
      companyName: 'Gigly',
      location: 'Remote',
    });
    expect(
      list.some(
        (g: { title: string; proposedToMe: boolean }) =>
          g.title === 'An open gig' && !g.proposedToMe,
      ),
    ).toBe(true);

    const res = await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, {
      response: 'accepted',
    });
    expect(res.json()).toEqual({ id, status: 'in_progress', candidateResponse: 'accepted' });
    expect(
      (await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'declined' }))
        .statusCode,
    ).toBe(409);
    const companyView = (
      await t.app.inject({ url: '/api/gigs?status=in_progress', headers: { cookie: co.cookie } })
    ).json();
    expect(companyView).toMatchObject([{ id, candidateResponse: 'accepted' }]);
    const told = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'gigAnsweredByCandidate'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(told).toHaveLength(1);
    const stats = (
      await t.app.inject({ url: '/api/candidates/me', headers: { cookie: ivy.cookie } })
    ).json().stats;
    expect(stats.activeGigs).toBe(1);
  });

  it('declining cancels the proposal; only the addressed candidate may answer', async () => {
    const { ivy, id } = await proposal();
    const someoneElse = await candidateWithIntro((await company()).id, null);
    expect(
      (
        await post(someoneElse.cookie, `/api/candidates/me/gigs/${id}/respond`, {
          response: 'accepted',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'declined' })
      ).json(),
    ).toMatchObject({ status: 'cancelled', candidateResponse: 'declined' });
  });

  it('a company completes its own gig once it is in progress, once; another company gets 404 (docs/decisions/024)', async () => {
    const { co, ivy, id } = await proposal();
    const gigActions = async () =>
      (await t.app.inject({ url: '/api/gigs', headers: { cookie: co.cookie } }))
        .json()
        .find((g: { id: string }) => g.id === id).actions;
    // Proposed: nobody works on it yet, so there is nothing to complete.
    expect(await gigActions()).toEqual([]);
    const early = await post(co.cookie, `/api/gigs/${id}/complete`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      title: 'Gig Not In Progress',
      detail: 'Only a gig in progress can be marked complete; this one is proposed.',
    });

    await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'accepted' });
    expect(await gigActions()).toEqual(['complete']);
    const stranger = await company();
    expect((await post(stranger.cookie, `/api/gigs/${id}/complete`, {})).statusCode).toBe(404);
    expect((await post(co.cookie, `/api/gigs/${id}/complete`, {})).json()).toEqual({
      id,
      status: 'complete',
    });
    expect(await gigActions()).toEqual([]);
    expect((await post(co.cookie, `/api/gigs/${id}/complete`, {})).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({ url: '/api/gigs?status=complete', headers: { cookie: co.cookie } })
      ).json(),
    ).toHaveLength(1);
  });

  it('an open gig offers no Mark Complete: nobody is working on it (docs/decisions/024); Edit only (issue #30)', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    expect(
      (await t.app.inject({ url: '/api/gigs', headers: { cookie: co.cookie } })).json(),
    ).toMatchObject([{ id, status: 'open', actions: ['edit'] }]);
    expect((await post(co.cookie, `/api/gigs/${id}/complete`, {})).statusCode).toBe(409);
  });

  it('a gig awaiting its answer is shown on the intro; once it is under way Propose Gig is withheld, and the gate agrees (docs/decisions/024)', async () => {
    const { co, ivy, id } = await proposal();
    const introOf = async () =>
      (await t.app.inject({ url: '/api/intro-requests', headers: { cookie: co.cookie } }))
        .json()
        .items.find((i: { candidateId: string }) => i.candidateId === ivy.id);
    const gate = async () =>
      (
        await t.app.inject({ url: `/api/gigs/gate/${ivy.id}`, headers: { cookie: co.cookie } })
      ).json().state;

    // Proposed, awaiting the answer: shown, and another proposal stays possible (spec 2 §4).
    expect(await introOf()).toMatchObject({
      activeGig: { id, title: form.title, status: 'proposed' },
    });
    expect((await introOf()).actions).toContain('propose_gig');
    expect(await gate()).toBe('ok');

    // Accepted: the gig is under way; no second proposal.
    await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'accepted' });
    expect((await introOf()).activeGig).toMatchObject({ id, status: 'in_progress' });
    expect((await introOf()).actions).not.toContain('propose_gig');
    expect(await gate()).toBe('gig_under_way');
    const again = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: ivy.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      title: 'Gig In Progress', // its status word (ADR 063)
      detail:
        'A trial project with this candidate is already in progress. Find it in My Trial Projects.',
    });
    const card = (
      await t.app.inject({ url: `/api/talent/${ivy.id}`, headers: { cookie: co.cookie } })
    ).json();
    expect(card.intro).toMatchObject({ activeGig: { id, status: 'in_progress' } });
    expect(card.intro.actions).not.toContain('propose_gig');

    // Once complete, a next trial project may be proposed.
    await post(co.cookie, `/api/gigs/${id}/complete`, {});
    expect(await introOf()).toMatchObject({ activeGig: null });
    expect((await introOf()).actions).toContain('propose_gig');
    expect(await gate()).toBe('ok');
  });

  it('a candidate whose profile is pending sees open gigs too (spec 2 §2; docs/decisions/023)', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', { ...form, title: 'Open to all' })).json();
    const pending = await createCandidate(t.db, { status: 'pending' });
    const cookie = await login(t.app, pending.email, 'candidate');
    const list = (
      await t.app.inject({ url: '/api/candidates/me/gigs', headers: { cookie } })
    ).json();
    expect(list).toContainEqual(
      expect.objectContaining({
        id,
        title: 'Open to all',
        proposedToMe: false,
        deliverables: form.deliverables,
        startDate: form.startDate,
      }),
    );
  });
});

describe("one gig's page and editing an open gig (issue #30: Details and Edit were dead ends)", () => {
  const get = (cookie: string, id: string) =>
    t.app.inject({ url: `/api/gigs/${id}`, headers: { cookie } });
  const put = (cookie: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/gigs/${id}`, headers: { cookie }, payload });
  const edited = {
    ...form,
    title: 'Rebuild the pricing page',
    roleCategory: 'Design',
    description: 'Redesign the pricing page: three plans, a comparison table and an FAQ section.',
    deliverables: 'Figma file, the page built behind a flag, and a short handover note.',
    estimatedDuration: '2–3 weeks',
    budgetRange: '$1,000+',
    startDate: isoDate(10),
  };
  /** A gig proposed to a candidate with a booked call: `{ co, ivy, id }`. */
  async function proposal() {
    const co = await company();
    const ivy = await candidateWithIntro(co.id, booked);
    const res = await post(co.cookie, '/api/gigs/proposals', {
      ...form,
      preferredCandidateId: ivy.id,
    });
    expect(res.statusCode).toBe(201);
    return { co, ivy, id: res.json().id as string };
  }

  it('GET /api/gigs/:id answers everything the company entered, as the list does', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    const res = await get(co.cookie, id);
    expect(res.statusCode).toBe(200);
    const listed = (
      await t.app.inject({ url: '/api/gigs', headers: { cookie: co.cookie } })
    ).json();
    expect(res.json()).toEqual(listed[0]);
    expect(res.json()).toMatchObject({
      ...form,
      id,
      status: 'open',
      preferredCandidateId: null,
      preferredCandidateName: 'Not specified',
      preferredCandidateHasProfile: false,
      candidateResponse: null,
      actions: ['edit'],
    });
  });

  it('GET names the preferred candidate, links their profile while approved, and shows the answer', async () => {
    const { co, ivy, id } = await proposal();
    expect((await get(co.cookie, id)).json()).toMatchObject({
      status: 'proposed',
      preferredCandidateId: ivy.id,
      preferredCandidateName: 'Ivy Nash',
      preferredCandidateHasProfile: true,
      candidateResponse: null,
      actions: [],
    });
    await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'accepted' });
    expect((await get(co.cookie, id)).json()).toMatchObject({
      status: 'in_progress',
      candidateResponse: 'accepted',
      candidateResponseDate: expect.any(String),
      actions: ['complete'],
    });
  });

  it("another company's gig and no such id are the same 404 'Gig Not Found'", async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    const stranger = await company();
    const theirs = await get(stranger.cookie, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({
      code: 'NOT_FOUND',
      title: gigMessages.notFound.title,
      detail: gigMessages.notFound.description,
    });
    expect(theirs.body).not.toContain(form.title);
    const unknown = await get(stranger.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(theirs.json());
    expect((await get(stranger.cookie, 'not-a-uuid')).json()).toEqual(theirs.json());
    // Nor may the stranger edit it; the gig stays as it was.
    expect((await put(stranger.cookie, id, edited)).statusCode).toBe(404);
    expect((await get(co.cookie, id)).json()).toMatchObject({ title: form.title });
  });

  it('PUT edits an open gig with the posting form, and the list and page show the change', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    const res = await put(co.cookie, id, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...edited, id, status: 'open', actions: ['edit'] });
    expect((await get(co.cookie, id)).json()).toMatchObject(edited);
    const [row] = await t.db.select().from(gigs).where(eq(gigs.id, id));
    expect(row).toMatchObject({ title: edited.title, status: 'open', companyId: co.id });
  });

  it("PUT validates with the posting form's messages (spec 2 §5)", async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    const res = await put(co.cookie, id, { ...edited, description: 'Too short.', title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'Project title is required.',
      description: 'Project description must be at least 50 characters.',
    });
    expect((await get(co.cookie, id)).json()).toMatchObject({ title: form.title });
  });

  it('PUT sets or clears the preferred candidate: only one with an accepted intro', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    const stranger = await candidateWithIntro(co.id, null);
    const refused = await put(co.cookie, id, { ...edited, preferredCandidateId: stranger.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.preferredCandidateId).toBe(
      gigMessages.introNotAccepted.description,
    );
    const friend = await candidateWithIntro(co.id, { status: 'accepted' });
    expect(
      (await put(co.cookie, id, { ...edited, preferredCandidateId: friend.id })).json(),
    ).toMatchObject({ status: 'open', preferredCandidateId: friend.id });
    expect(
      (await put(co.cookie, id, { ...edited, preferredCandidateId: '' })).json(),
    ).toMatchObject({ preferredCandidateId: null, preferredCandidateName: 'Not specified' });
  });

  it("PUT is refused with 409 'Gig Not Open' once proposed, in progress or complete, and nothing changes", async () => {
    const { co, ivy, id } = await proposal();
    const proposed = await put(co.cookie, id, edited);
    expect(proposed.statusCode).toBe(409);
    expect(proposed.json()).toMatchObject({
      code: 'CONFLICT',
      title: 'Gig Not Open',
      detail: 'Only an open gig can be edited; this one is proposed.',
    });
    await post(ivy.cookie, `/api/candidates/me/gigs/${id}/respond`, { response: 'accepted' });
    const underWay = await put(co.cookie, id, edited);
    expect(underWay.statusCode).toBe(409);
    expect(underWay.json().detail).toBe('Only an open gig can be edited; this one is in progress.');
    await post(co.cookie, `/api/gigs/${id}/complete`, {});
    expect((await put(co.cookie, id, edited)).statusCode).toBe(409);
    expect((await get(co.cookie, id)).json()).toMatchObject({
      title: form.title,
      status: 'complete',
      preferredCandidateId: ivy.id,
    });
  });

  it('PUT and GET are refused to visitors and candidates; PUT to a paused company', async () => {
    const co = await company();
    const { id } = (await post(co.cookie, '/api/gigs', form)).json();
    expect((await t.app.inject({ url: `/api/gigs/${id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/gigs/${id}`, payload: edited })).statusCode,
    ).toBe(401);
    const cand = await candidateWithIntro(co.id, null);
    expect((await get(cand.cookie, id)).statusCode).toBe(403);
    expect((await put(cand.cookie, id, edited)).statusCode).toBe(403);
    await t.db.update(companies).set({ status: 'paused' }).where(eq(companies.id, co.id));
    const paused = await put(co.cookie, id, edited);
    expect(paused.statusCode).toBe(403);
    expect(paused.json().detail).toContain('paused');
  });
});
