/**
 * The candidate's own profile on their dashboard (spec 2 §2 "Candidate dashboard": the profile card
 * with view and edit mode — Edit / Save / Cancel; Cancel restores the original values; the e-mail
 * cannot be changed; skills are entered comma separated; 'Prefer not to disclose' is shown as 'Not
 * specified'; spec 2 §8 "Candidate dashboard": 'Profile Updated!'), with the field rules and
 * messages of spec 2 §5 "Candidate signup" (both forms: 'First Name is required.', bio max 300
 * 'Bio must be 300 characters or less.', editing a field clears its error). Used as the candidate
 * uses it — by role, label and keyboard — against the real API (issue #29: component tests).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCandidate } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { useCandidateProfile } from '../api/get-candidate-profile';
import { ProfileCard } from './profile-card';

const api = await startComponentApi();

/** The profile as the dashboard's Profile tab shows it: read from the API, keyed by the id. */
function MyProfile() {
  const profile = useCandidateProfile();
  return profile.data ? <ProfileCard key={profile.data.id} profile={profile.data} /> : null;
}

const stored = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'Backend Engineer',
  experienceYears: 7,
  skills: ['Python', 'PostgreSQL'],
  location: 'Remote (EU)',
  availability: 'full-time',
  availabilityDate: '2026-03-01',
  calendarUrl: 'https://cal.com/ada-lovelace',
  portfolioUrl: null,
  linkedinUrl: null,
  salaryRange: '$100k – $150k',
  bio: 'Databases and distributed systems.',
};

/** A candidate with the profile above, signed in; the dashboard's profile card rendered. */
async function openMyProfile() {
  const { email } = await createCandidate(api.db, { ...stored, status: 'approved' });
  await api.signIn(email, 'candidate');
  const rendered = renderWithApp(<MyProfile />, { path: '/candidate-dashboard' });
  await screen.findByRole('heading', { name: 'My Profile' });
  return { ...rendered, email };
}

/** The profile the server holds now. */
async function serverProfile() {
  const res = await api.app.inject({
    method: 'GET',
    url: '/api/candidates/me',
    headers: { cookie: api.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The definition read after `term` in the view mode's description list. */
function shown(term: string) {
  const index = screen.getAllByRole('term').findIndex((t) => t.textContent === term);
  expect(index).toBeGreaterThanOrEqual(0);
  return screen.getAllByRole('definition')[index]!;
}

type User = ReturnType<typeof renderWithApp>['user'];

/** Presses Tab until `field` has the focus (the form's own tab order). */
async function tabTo(user: User, field: HTMLElement) {
  for (let i = 0; i < 30 && document.activeElement !== field; i++) await user.tab();
  expect(field).toHaveFocus();
}

/** Tabs to `field`, selects what it holds (Ctrl+A) and types `value` over it. */
async function replace(user: User, field: HTMLElement, value: string) {
  await tabTo(user, field);
  await user.keyboard(`{Control>}a{/Control}${value}`);
}

const patches = () => api.requests.filter((r) => r.startsWith('PATCH'));

describe('ProfileCard (candidate dashboard)', () => {
  it('saves fields edited with the keyboard; the card and the server show the new profile', async () => {
    const { user, email } = await openMyProfile();

    screen.getByRole('button', { name: 'Edit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    // Edit mode starts in First Name.
    const firstName = within(form).getByLabelText('First Name');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue('Ada');

    // The e-mail is shown but cannot be changed.
    const emailField = within(form).getByLabelText('Email');
    expect(emailField).toHaveValue(email);
    expect(emailField).toHaveAttribute('readonly');
    expect(emailField).toHaveAccessibleDescription('Your email cannot be changed.');

    await user.keyboard('{Control>}a{/Control}Grace');
    await replace(user, within(form).getByLabelText('Last Name'), 'Hopper');
    await replace(
      user,
      within(form).getByLabelText('Current or Most Recent Role'),
      'Compiler Engineer',
    );
    await replace(user, within(form).getByLabelText('Years of Experience'), '12');
    // Skills comma separated: trimmed, empties and repeats dropped.
    await replace(user, within(form).getByLabelText('Skills'), 'COBOL, Compilers, , cobol');

    // Hybrid/On-site asks for the city.
    expect(within(form).queryByLabelText('City')).toBeNull();
    const location = within(form).getByLabelText('Location');
    await tabTo(user, location);
    await user.selectOptions(location, 'On-site (City)');
    await replace(user, within(form).getByLabelText('City'), 'Arlington');

    const salary = within(form).getByLabelText('Salary Range');
    await tabTo(user, salary);
    await user.selectOptions(salary, 'Prefer not to disclose');

    await tabTo(user, within(form).getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Profile Updated!')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    // Back in view mode with the new values; focus returns to Edit.
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(shown('Name')).toHaveTextContent('Grace Hopper');
    expect(shown('Email')).toHaveTextContent(email);
    expect(shown('Current or Most Recent Role')).toHaveTextContent('Compiler Engineer');
    expect(shown('Experience')).toHaveTextContent('12 years');
    const skills = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((s) => s.textContent)).toEqual(['COBOL', 'Compilers']);
    expect(shown('Location')).toHaveTextContent('On-site (Arlington)');
    expect(shown('Salary Range')).toHaveTextContent('Not specified');

    expect(patches()).toEqual(['PATCH /api/candidates/me']);
    expect(await serverProfile()).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'Compiler Engineer',
      experienceYears: 12,
      skills: ['COBOL', 'Compilers'],
      location: 'On-site (Arlington)',
      salaryRange: 'Prefer not to disclose',
      // Untouched fields keep their values.
      availability: 'full-time',
      availabilityDate: '2026-03-01',
      calendarUrl: 'https://cal.com/ada-lovelace',
      bio: 'Databases and distributed systems.',
    });
  });

  it('shows the spec messages for a missing First Name and a bio over 300 characters, and saves nothing', async () => {
    const { user } = await openMyProfile();
    const before = patches().length;
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit profile' });

    const firstName = within(form).getByLabelText('First Name');
    await user.clear(firstName);
    const bio = within(form).getByLabelText('Bio');
    await user.click(bio);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('x'.repeat(301));
    // The live counter shows the bio is over.
    expect(within(form).getByText('301/300')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText('First Name is required.')).toBeVisible();
    expect(within(form).getByText('Bio must be 300 characters or less.')).toBeVisible();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First Name is required.');
    expect(bio).toHaveAccessibleDescription('Bio must be 300 characters or less.');
    // Focus moves to the first field in error (spec 2 §5).
    expect(firstName).toHaveFocus();
    // Still editing; nothing was sent, nothing changed.
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    expect(screen.queryByText('Profile Updated!')).toBeNull();
    expect(patches()).toHaveLength(before);
    expect(await serverProfile()).toMatchObject({
      firstName: 'Ada',
      bio: 'Databases and distributed systems.',
    });

    // Editing a field clears its error (spec 2 §5); the other stays until the next save.
    await user.type(firstName, 'A');
    expect(within(form).queryByText('First Name is required.')).toBeNull();
    expect(firstName).toHaveAttribute('aria-invalid', 'false');
    expect(within(form).getByText('Bio must be 300 characters or less.')).toBeVisible();
  });

  it('Cancel keeps the stored values: nothing is sent and the edit starts again from them', async () => {
    const { user } = await openMyProfile();
    const before = patches().length;
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit profile' });

    await user.keyboard('{Control>}a{/Control}Grace');
    const role = within(form).getByLabelText('Current or Most Recent Role');
    await user.clear(role);
    await user.type(role, 'Compiler Engineer');
    await user.selectOptions(within(form).getByLabelText('Availability'), 'Contract');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    expect(shown('Name')).toHaveTextContent('Ada Lovelace');
    expect(shown('Current or Most Recent Role')).toHaveTextContent('Backend Engineer');
    expect(patches()).toHaveLength(before);
    expect(await serverProfile()).toMatchObject({
      firstName: 'Ada',
      role: 'Backend Engineer',
      availability: 'full-time',
    });

    // Editing again starts from the stored values, not the cancelled ones.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('form', { name: 'Edit profile' });
    expect(within(again).getByLabelText('First Name')).toHaveValue('Ada');
    expect(within(again).getByLabelText('Current or Most Recent Role')).toHaveValue(
      'Backend Engineer',
    );
    expect(within(again).getByLabelText('Availability')).toHaveDisplayValue('Full-time');
  });
});
