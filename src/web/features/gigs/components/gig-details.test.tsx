/**
 * A gig's page and its edit form (issue #30, "Dead ends in a real product": 'Details' and 'Edit' on
 * My Trial Projects were coming-soon notices, spec 2 §2), used as a company uses them — by role,
 * label and keyboard — against the real API (issue #29: component tests). The page shows what the
 * company entered, the status and the candidate's answer, and the actions the server offers
 * (`gig.actions`, docs/decisions/024): Edit only while open, Mark Complete only in progress.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gigMessages } from '../../../../shared/gigs/schemas';
import {
  createAdmin,
  createCandidate,
  createIntro,
  injectWith,
  login,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { formatGigDate } from '../lib/format';
import { EditGig } from './edit-gig';
import { GigDetails } from './gig-details';

const api = await startComponentApi();

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today (YYYY-MM-DD). */
function dateIn(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const form = {
  title: 'Customer onboarding flow',
  roleCategory: 'Design',
  description: 'Build the onboarding flow for our new customers, from sign-up to the first report.',
  deliverables: 'A working flow behind a flag, with tests and a short write-up.',
  estimatedDuration: '1 week',
  budgetRange: '$500–$1,000',
  startDate: dateIn(7),
};

/** Posts an open gig as the signed-in company; its id. */
async function postOpenGig(values: Partial<typeof form> & { preferredCandidateId?: string } = {}) {
  const res = await injectWith(api, api.cookie, 'POST', '/api/gigs', { ...form, ...values });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A company signed in that has booked a call with Priya, who is approved. */
async function companyThatMetPriya() {
  const { id: companyId } = await api.signInAs('company');
  const priya = await createCandidate(api.db, {
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'Backend Engineer',
  });
  await createIntro(api.db, { companyId, candidateId: priya.id }, 'meeting_marked_by_company');
  return priya;
}

/** A gig proposed to Priya and accepted by her: in progress. */
async function gigInProgress() {
  const priya = await companyThatMetPriya();
  const proposed = await injectWith(api, api.cookie, 'POST', '/api/gigs/proposals', {
    ...form,
    title: 'Payments API hardening',
    preferredCandidateId: priya.id,
  });
  expect(proposed.statusCode).toBe(201);
  const id = (proposed.json() as { id: string }).id;
  const answer = await injectWith(
    api,
    await login(api.app, priya.email, 'candidate'),
    'POST',
    `/api/candidates/me/gigs/${id}/respond`,
    { response: 'accepted' },
  );
  expect(answer.statusCode).toBe(200);
  return { id, priya };
}

/** The gig as the server has it. */
async function serverGig(id: string) {
  const res = await injectWith(api, api.cookie, 'GET', `/api/gigs/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

describe('GigDetails (issue #30)', () => {
  it('shows everything the company entered, the status, and Edit while the gig is open', async () => {
    await api.signInAs('company');
    const id = await postOpenGig();
    const { user } = renderWithApp(<GigDetails gigId={id} />, { path: `/dashboard/gigs/${id}` });

    expect(await screen.findByRole('heading', { level: 1, name: form.title })).toBeVisible();
    expect(screen.getByText(form.description)).toBeVisible();
    expect(screen.getByText(form.deliverables)).toBeVisible();
    const facts = within(screen.getByRole('complementary', { name: 'Project facts' }));
    expect(facts.getByText('Role category').closest('div')).toHaveTextContent(form.roleCategory);
    expect(facts.getByText('Budget').closest('div')).toHaveTextContent(form.budgetRange);
    expect(facts.getByText('Duration').closest('div')).toHaveTextContent(form.estimatedDuration);
    expect(facts.getByText('Start date').closest('div')).toHaveTextContent(
      formatGigDate(form.startDate),
    );
    expect(facts.getByText('Preferred candidate').closest('div')).toHaveTextContent(
      'Not specified',
    );
    expect(screen.getByText('Open', { exact: true })).toBeVisible();
    expect(screen.getByText('Open: candidates see it on their Gigs tab.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();

    // By keyboard: the way back first, then Edit, which opens the edit form.
    await user.tab();
    const back = screen.getByRole('link', { name: 'Back to My Trial Projects' });
    expect(back).toHaveFocus();
    expect(back).toHaveAttribute('href', '/dashboard/gigs');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Page: /dashboard/gigs/${id}/edit`)).toBeVisible();
  });

  it("links the preferred candidate's profile, says they accepted, and offers Mark Complete — not Edit — once in progress", async () => {
    const { id, priya } = await gigInProgress();
    const { user } = renderWithApp(<GigDetails gigId={id} />, { path: `/dashboard/gigs/${id}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payments API hardening' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      `/talent/${priya.id}`,
    );
    expect(screen.getByText('In Progress', { exact: true })).toBeVisible();
    expect(screen.getByText('Accepted', { exact: true })).toBeVisible();
    expect(screen.getByText(/^Priya Shah accepted this project on /)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText(gigMessages.completed.title)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByText('Complete', { exact: true })).toBeVisible();
    expect(await serverGig(id)).toMatchObject({ status: 'complete', actions: [] });
  });

  it("says 'Gig Not Found' for another company's gig and for no such id, with the way back", async () => {
    await api.signInAs('company');
    const theirs = await postOpenGig({ title: 'Someone else’s secret project' });
    await api.signInAs('company');
    const first = renderWithApp(<GigDetails gigId={theirs} />, {
      path: `/dashboard/gigs/${theirs}`,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: gigMessages.notFound.title }),
    ).toBeVisible();
    expect(screen.getByText(gigMessages.notFound.description)).toBeVisible();
    expect(screen.queryByText('Someone else’s secret project')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Trial Projects' })).toHaveAttribute(
      'href',
      '/dashboard/gigs',
    );
    first.unmount();

    renderWithApp(<GigDetails gigId="no-such-gig" />, { path: '/dashboard/gigs/no-such-gig' });
    expect(
      await screen.findByRole('heading', { level: 1, name: gigMessages.notFound.title }),
    ).toBeVisible();
  });
});

describe('EditGig (issue #30)', () => {
  it('fills the form with the gig, saves the change, says so and goes back to the gig', async () => {
    await api.signInAs('company');
    const id = await postOpenGig();
    const { user } = renderWithApp(<EditGig gigId={id} />, {
      path: `/dashboard/gigs/${id}/edit`,
    });

    const title = await screen.findByRole('textbox', { name: 'Project Title' });
    expect(title).toHaveValue(form.title);
    expect(screen.getByRole('combobox', { name: 'Role Category' })).toHaveValue(form.roleCategory);
    expect(screen.getByRole('textbox', { name: 'Project Description' })).toHaveValue(
      form.description,
    );
    expect(screen.getByRole('textbox', { name: 'Deliverables/Objectives' })).toHaveValue(
      form.deliverables,
    );
    expect(screen.getByRole('combobox', { name: 'Estimated Duration' })).toHaveValue(
      form.estimatedDuration,
    );
    expect(screen.getByRole('combobox', { name: 'Budget Range (USD)' })).toHaveValue(
      form.budgetRange,
    );
    expect(screen.getByLabelText('Target Start Date')).toHaveValue(form.startDate);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/dashboard/gigs/${id}`,
    );

    // The posting form's rules apply: an emptied title is refused, nothing is sent.
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error')).toBeVisible();
    expect(title).toHaveAccessibleDescription('Project title is required. 0/100');
    expect(title).toHaveFocus();
    expect(api.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);

    await user.type(title, 'Customer onboarding flow, v2{Enter}');
    expect(await screen.findByText(gigMessages.edited.title)).toBeVisible();
    expect(screen.getByText(gigMessages.edited.description)).toBeVisible();
    expect(await screen.findByText(`Page: /dashboard/gigs/${id}`)).toBeVisible();
    expect(await serverGig(id)).toMatchObject({
      ...form,
      title: 'Customer onboarding flow, v2',
      status: 'open',
    });
    // The draft of the edit is gone once saved.
    expect(Object.keys(localStorage).filter((k) => k.includes(`:gig-edit:${id}`))).toEqual([]);
  });

  it("is refused once the gig was proposed meanwhile: the server's 'Gig Not Open', nothing changes", async () => {
    await api.signInAs('company');
    const id = await postOpenGig();
    const { user } = renderWithApp(<EditGig gigId={id} />, {
      path: `/dashboard/gigs/${id}/edit`,
    });
    const title = await screen.findByRole('textbox', { name: 'Project Title' });
    // While the form is open, an admin moves the gig on (spec 2 §4: any status, in any order).
    const admin = await createAdmin(api.db);
    const moved = await injectWith(
      api,
      await login(api.app, admin.email, 'admin'),
      'PATCH',
      `/api/admin/gigs/${id}/status`,
      { status: 'proposed' },
    );
    expect(moved.statusCode).toBe(200);

    await user.type(title, ' (edited)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Gig Not Open')).toBeVisible();
    expect(screen.getByText('Only an open gig can be edited; this one is proposed.')).toBeVisible();
    expect(await screen.findByText(`Page: /dashboard/gigs/${id}`)).toBeVisible();
    expect(await serverGig(id)).toMatchObject({ title: form.title, status: 'proposed' });
  });

  it('offers no form for a gig that is no longer open, and says why', async () => {
    const { id } = await gigInProgress();
    renderWithApp(<EditGig gigId={id} />, { path: `/dashboard/gigs/${id}/edit` });
    expect(
      await screen.findByText(
        'Only an open trial project can be edited; “Payments API hardening” is in progress.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Project Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the trial project' })).toHaveAttribute(
      'href',
      `/dashboard/gigs/${id}`,
    );
  });
});
