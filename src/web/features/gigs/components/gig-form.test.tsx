/**
 * The gig form — a paid trial project posted open or proposed to a candidate the company has met
 * (spec 2 §2 "Company gig screens", §5 "Gig form", §8, §9; docs/decisions/024-gig-actions.md) —
 * used as a company uses it, by label, role and keyboard, against the real API (issue #29:
 * component tests). Every message is the spec's: 'Project title is required.', 'Project title must
 * be 100 characters or less.', 'Deliverables/objectives are required.', 'Deliverables must be at
 * least 30 characters.', the failure toast 'Validation Error', 'Gig Posted Successfully!' /
 * 'Your trial project is now live.', 'Gig Proposed Successfully!' / 'Your trial project has been
 * proposed to {name}.', and 'Cannot propose gig: Meeting not confirmed as scheduled.'; where the
 * spec names a rule without its words (role category, duration, budget, start date), the shared
 * schema's (`gigMessages`).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import {
  createCandidate,
  createCompany,
  createIntro,
  injectWith,
  login,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { GigForm } from './gig-form';

const api = await startComponentApi();

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar date `days` from today, as a date field takes it (YYYY-MM-DD). */
function dateIn(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const DESCRIPTION =
  'Build the onboarding flow for our new customers, from sign-up to the first report.';
const DELIVERABLES = 'A working flow behind a flag, with tests and a short write-up.';

/** Renders the form at its route; `writes()` lists what the page posted since. */
function renderForm(ui: React.ReactElement, path: string) {
  const sentBefore = api.requests.length;
  const view = renderWithApp(ui, { path });
  const writes = () => api.requests.slice(sentBefore).filter((r) => r.startsWith('POST'));
  return { ...view, writes };
}

/** The company's gigs as the server has them. */
async function myGigs() {
  const res = await injectWith(api, api.cookie, 'GET', '/api/gigs');
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

/** A company signed in that has met Priya: her intro in `status`. */
async function companyThatMetPriya(status: 'accepted' | 'meeting_marked_by_company') {
  const { id: companyId } = await api.signInAs('company');
  const priya = await createCandidate(api.db, {
    firstName: 'Priya',
    lastName: 'Shah',
    role: 'Backend Engineer',
  });
  await createIntro(api.db, { companyId, candidateId: priya.id }, status);
  return { id: priya.id, email: priya.email, name: 'Priya Shah', role: 'Backend Engineer' };
}

/** Fills every field with valid values as a person would (title and role category as given). */
async function fillForm(
  user: ReturnType<typeof renderForm>['user'],
  { title, roleCategory }: { title: string; roleCategory: string },
) {
  await user.type(screen.getByRole('textbox', { name: 'Project Title' }), title);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role Category' }), roleCategory);
  await user.type(screen.getByRole('textbox', { name: 'Project Description' }), DESCRIPTION);
  await user.type(screen.getByRole('textbox', { name: 'Deliverables/Objectives' }), DELIVERABLES);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Estimated Duration' }), '1 week');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Budget Range (USD)' }),
    '$250–$500',
  );
  await user.type(screen.getByLabelText('Target Start Date'), dateIn(3));
}

describe('GigForm', () => {
  it("says every required field's message, focuses the first, and posts once they are filled (spec 2 §5, §8)", async () => {
    await api.signInAs('company');
    const { user, writes } = renderForm(<GigForm />, '/dashboard/gigs/new');

    await user.click(screen.getByRole('button', { name: 'Post Trial Project' }));

    expect(await screen.findByText('Validation Error')).toBeVisible();
    const title = screen.getByRole('textbox', { name: 'Project Title' });
    expect(title).toHaveFocus();
    // Each field is marked invalid and described by its message (the title also by its counter).
    const expected: [HTMLElement, string][] = [
      [title, 'Project title is required. 0/100'],
      [screen.getByRole('combobox', { name: 'Role Category' }), 'Role category is required.'],
      [
        screen.getByRole('textbox', { name: 'Project Description' }),
        'Project description is required.',
      ],
      [
        screen.getByRole('textbox', { name: 'Deliverables/Objectives' }),
        'Deliverables/objectives are required.',
      ],
      [
        screen.getByRole('combobox', { name: 'Estimated Duration' }),
        'Estimated duration is required.',
      ],
      [screen.getByRole('combobox', { name: 'Budget Range (USD)' }), 'Budget range is required.'],
      [screen.getByLabelText('Target Start Date'), 'Start date is required.'],
    ];
    for (const [field, message] of expected) {
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(message);
    }
    // The preferred candidate is optional when posting (spec 2 §5).
    expect(screen.getByRole('combobox', { name: 'Preferred Candidate (optional)' })).toBeValid();
    expect(writes()).toEqual([]);

    // Filled in, field by field with Tab; a message goes as its field is fixed.
    await user.type(title, 'Customer onboarding flow');
    expect(title).toBeValid();
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role Category' }), 'Design');
    await user.tab();
    await user.keyboard(DESCRIPTION);
    await user.tab();
    await user.keyboard(DELIVERABLES);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estimated Duration' }),
      '1 week',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Budget Range (USD)' }),
      '$500–$1,000',
    );
    await user.type(screen.getByLabelText('Target Start Date'), dateIn(7));
    expect(screen.queryByText(/is required\.$|are required\.$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Trial Project' }));

    expect(await screen.findByText('Gig Posted Successfully!')).toBeVisible();
    expect(screen.getByText('Your trial project is now live.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Posting…' })).toBeDisabled();
    // Spec 2 §9: on to My Trial Projects after 1.5 s.
    expect(await screen.findByText('Page: /dashboard/gigs', {}, { timeout: 4000 })).toBeVisible();
    expect(await myGigs()).toMatchObject([
      {
        title: 'Customer onboarding flow',
        roleCategory: 'Design',
        description: DESCRIPTION,
        deliverables: DELIVERABLES,
        estimatedDuration: '1 week',
        budgetRange: '$500–$1,000',
        startDate: dateIn(7),
        status: 'open',
        preferredCandidateId: null,
      },
    ]);
  });

  it("gives the spec's bounds: title at most 100, description 50 and deliverables 30 characters at least, a start from today (spec 2 §5, §9)", async () => {
    await api.signInAs('company');
    const { user, writes } = renderForm(<GigForm />, '/dashboard/gigs/new');

    const title = screen.getByRole('textbox', { name: 'Project Title' });
    await user.click(title);
    await user.paste('T'.repeat(101));
    expect(screen.getByText('101/100')).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role Category' }), 'Other');
    await user.click(screen.getByRole('textbox', { name: 'Project Description' }));
    await user.paste('d'.repeat(49));
    await user.click(screen.getByRole('textbox', { name: 'Deliverables/Objectives' }));
    await user.paste('x'.repeat(29));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estimated Duration' }),
      '1–2 days',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Budget Range (USD)' }),
      '$250–$500',
    );
    await user.type(screen.getByLabelText('Target Start Date'), dateIn(-1));
    // Submitted with Enter in the title field.
    await user.type(title, '{Enter}');

    expect(await screen.findByText('Validation Error')).toBeVisible();
    expect(title).toHaveAccessibleDescription(
      'Project title must be 100 characters or less. 101/100',
    );
    expect(
      screen.getByRole('textbox', { name: 'Project Description' }),
    ).toHaveAccessibleDescription('Project description must be at least 50 characters.');
    expect(
      screen.getByRole('textbox', { name: 'Deliverables/Objectives' }),
    ).toHaveAccessibleDescription('Deliverables must be at least 30 characters.');
    expect(screen.getByLabelText('Target Start Date')).toHaveAccessibleDescription(
      'Start date must be today or later.',
    );
    expect(writes()).toEqual([]);

    // One character less, one more each: the messages go.
    await user.type(title, '{Backspace}');
    expect(title).toBeValid();
    expect(screen.getByText('100/100')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Project Description' }), 'd');
    await user.type(screen.getByRole('textbox', { name: 'Deliverables/Objectives' }), 'x');
    expect(screen.queryByText(/at least \d+ characters\.$/)).not.toBeInTheDocument();
  });

  it('proposes to the candidate met, by keyboard, and the server holds the proposal (spec 2 §2, §4 "Gig-proposal gate", §8; ADR 024)', async () => {
    const priya = await companyThatMetPriya('meeting_marked_by_company');
    const { user } = renderForm(
      <GigForm candidate={priya} />,
      `/dashboard/gigs/propose/${priya.id}`,
    );

    // Proposing: no preferred-candidate choice, Priya is the one.
    expect(screen.queryByRole('combobox', { name: /Preferred Candidate/ })).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Project Title' })).toHaveFocus();
    await user.keyboard('Payments API hardening');
    await user.tab();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role Category' }),
      'Engineering',
    );
    await user.tab();
    await user.keyboard(DESCRIPTION);
    await user.tab();
    await user.keyboard(DELIVERABLES);
    await user.tab();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Estimated Duration' }),
      '2–3 weeks',
    );
    await user.tab();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Budget Range (USD)' }),
      '$1,000+',
    );
    await user.tab();
    expect(screen.getByLabelText('Target Start Date')).toHaveFocus();
    await user.keyboard(dateIn(0));
    // Tab past Cancel to the button, and press Enter.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Propose Trial Project' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Gig Proposed Successfully!')).toBeVisible();
    expect(screen.getByText('Your trial project has been proposed to Priya Shah.')).toBeVisible();
    expect(await myGigs()).toMatchObject([
      {
        title: 'Payments API hardening',
        roleCategory: 'Engineering',
        estimatedDuration: '2–3 weeks',
        budgetRange: '$1,000+',
        startDate: dateIn(0),
        status: 'proposed',
        preferredCandidateId: priya.id,
        preferredCandidateName: 'Priya Shah',
      },
    ]);
  });

  it('keeps what was typed through a reload, per candidate, and drops the draft once proposed (issue #30)', async () => {
    const priya = await companyThatMetPriya('meeting_marked_by_company');
    const path = `/dashboard/gigs/propose/${priya.id}`;
    const first = renderForm(<GigForm candidate={priya} />, path);
    await first.user.type(
      await screen.findByRole('textbox', { name: 'Project Title' }),
      'Search relevance sprint',
    );
    await first.user.type(
      screen.getByRole('textbox', { name: 'Project Description' }),
      DESCRIPTION,
    );
    // Only once the session is known is the draft kept under the user's name.
    await waitFor(() =>
      expect(Object.keys(localStorage).some((k) => k.endsWith(`:gig-propose:${priya.id}`))).toBe(
        true,
      ),
    );
    first.unmount();

    const again = renderForm(<GigForm candidate={priya} />, path);
    // Restored once the session says whose draft it is.
    const title = await screen.findByRole('textbox', { name: 'Project Title' });
    await waitFor(() => expect(title).toHaveValue('Search relevance sprint'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Project Description' })).toHaveValue(DESCRIPTION),
    );
    await again.user.selectOptions(
      screen.getByRole('combobox', { name: 'Role Category' }),
      'Engineering',
    );
    await again.user.type(screen.getByRole('textbox', { name: /Deliverables/ }), DELIVERABLES);
    await again.user.selectOptions(
      screen.getByRole('combobox', { name: 'Estimated Duration' }),
      '1 week',
    );
    await again.user.selectOptions(
      screen.getByRole('combobox', { name: 'Budget Range (USD)' }),
      '$500–$1,000',
    );
    await again.user.type(screen.getByLabelText('Target Start Date'), dateIn(1));
    await again.user.click(screen.getByRole('button', { name: 'Propose Trial Project' }));
    expect(await screen.findByText('Gig Proposed Successfully!')).toBeVisible();
    expect(await myGigs()).toMatchObject([{ title: 'Search relevance sprint' }]);
    expect(Object.keys(localStorage).filter((k) => k.includes(priya.id))).toEqual([]);
  });

  it('is refused by the server while the call is not booked: \'Meeting Not Scheduled\', nothing created (spec 2 §4 "Gig-proposal gate", §5, §8)', async () => {
    const priya = await companyThatMetPriya('accepted');
    const { user, writes } = renderForm(
      <GigForm candidate={priya} />,
      `/dashboard/gigs/propose/${priya.id}`,
    );

    await fillForm(user, { title: 'Data export', roleCategory: 'Product' });
    await user.click(screen.getByRole('button', { name: 'Propose Trial Project' }));

    expect(await screen.findByText('Meeting Not Scheduled')).toBeVisible();
    expect(
      screen.getByText('Cannot propose gig: Meeting not confirmed as scheduled.'),
    ).toBeVisible();
    expect(writes()).toEqual(['POST /api/gigs/proposals']);
    expect(await myGigs()).toEqual([]);
  });

  it("sends the company to My Trial Projects when a gig with the candidate got under way meanwhile: 'Gig In Progress' (ADR 024, words ADR 063)", async () => {
    const priya = await companyThatMetPriya('meeting_marked_by_company');
    const { user, writes } = renderForm(
      <GigForm candidate={priya} />,
      `/dashboard/gigs/propose/${priya.id}`,
    );
    // While the form is open, an earlier proposal to Priya is accepted: that gig is in progress.
    const earlier = await injectWith(api, api.cookie, 'POST', '/api/gigs/proposals', {
      title: 'Earlier trial',
      roleCategory: 'Engineering',
      description: DESCRIPTION,
      deliverables: DELIVERABLES,
      estimatedDuration: '1 week',
      budgetRange: '$250–$500',
      preferredCandidateId: priya.id,
      startDate: dateIn(1),
    });
    expect(earlier.statusCode).toBe(201);
    const accepted = await injectWith(
      api,
      await login(api.app, priya.email, 'candidate'),
      'POST',
      `/api/candidates/me/gigs/${(earlier.json() as { id: string }).id}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.statusCode).toBe(200);

    await fillForm(user, { title: 'Second trial', roleCategory: 'Engineering' });
    await user.click(screen.getByRole('button', { name: 'Propose Trial Project' }));

    expect(await screen.findByText('Gig In Progress')).toBeVisible();
    expect(
      screen.getByText(
        'A trial project with this candidate is already in progress. Find it in My Trial Projects.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('Page: /dashboard/gigs')).toBeVisible();
    expect(writes()).toEqual(['POST /api/gigs/proposals']);
    expect((await myGigs()).map((g) => g.title)).toEqual(['Earlier trial']);
  });

  it("tells a company that has not verified its e-mail address so in the server's words, and posts nothing (ADR 065)", async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(company.email, 'company');
    const { user, writes } = renderForm(<GigForm />, '/dashboard/gigs/new');

    await fillForm(user, { title: 'Data export', roleCategory: 'Product' });
    await user.click(screen.getByRole('button', { name: 'Post Trial Project' }));

    expect(await screen.findByText(emailVerificationTexts.requiredTitle)).toBeVisible();
    expect(screen.getByText(emailVerificationTexts.required)).toBeVisible();
    expect(writes()).toEqual(['POST /api/gigs']);
    expect(await myGigs()).toEqual([]);
  });
});
