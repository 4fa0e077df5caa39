/**
 * Advanced search in the talent feed's filter panel (issue #34 item 4, docs/decisions/075), used as
 * a company and a visitor meet it, against the real API: the 'Advanced filters' disclosure opened
 * from the keyboard, salary from–to (or the company's budget), years of experience, work type,
 * time-zone overlap with the company's working day and 'answers within' narrow the cards of a
 * company on Pro, and live in the URL like the other filters; for a company on Free and a visitor
 * the same controls are a disabled preview with a sentence and a link to upgrade, and a link's
 * advanced filters are kept but never sent.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { candidateAnswerDays, companyPreferences } from '../../../../db/schema';
import { advancedSearchTexts } from '../../../../shared/talent-feed/advanced-search-texts';
import { createCandidate, createCompany } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { TalentFeed } from './talent-feed';

const api = await startComponentApi();
const emails = { pro: '', free: '' };
const everyone = ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong'];

beforeAll(async () => {
  const today = new Date().toISOString().slice(0, 10);
  const people = [
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      location: 'Remote (EU)',
      salaryRange: '$150k+',
      experienceYears: 9,
      answeredWithin: 1,
    },
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      location: 'On-site (New York)',
      salaryRange: '$100k – $150k',
      experienceYears: 12,
      answeredWithin: 5,
    },
    {
      firstName: 'Linus',
      lastName: 'Park',
      location: 'Hybrid (Berlin)',
      salaryRange: '$50k – $100k',
      experienceYears: 4,
      answeredWithin: null,
    },
    {
      firstName: 'Mia',
      lastName: 'Wong',
      location: 'Remote (US)',
      salaryRange: '$0 – $50k',
      experienceYears: 2,
      answeredWithin: 2,
    },
  ];
  for (const [i, { answeredWithin, ...person }] of people.entries()) {
    const { id } = await createCandidate(api.db, {
      ...person,
      role: 'Software Engineer',
      availability: 'full-time',
      status: 'approved',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    if (answeredWithin !== null)
      await api.db
        .insert(candidateAnswerDays)
        .values({ candidateId: id, day: today, answerDays: answeredWithin, requests: 3 });
  }
  const pro = await createCompany(api.db, {
    onboardingStatus: 'complete',
    planTier: 'pro',
    timezone: 'UTC-5 (Eastern Time)',
  });
  await api.db.insert(companyPreferences).values({
    companyId: pro.id,
    hiringMode: 'Remote',
    engagementTypes: ['Full-time'],
    primaryRoles: ['Engineering'],
    timeZoneOverlap: 'Any',
    // 8,000–10,000 a month: 96k–120k a year.
    monthlyBudgetLow: 8000,
    monthlyBudgetHigh: 10_000,
  });
  emails.pro = pro.email;
  emails.free = (
    await createCompany(api.db, {
      onboardingStatus: 'complete',
      planTier: 'free',
      timezone: 'UTC-5 (Eastern Time)',
    })
  ).email;
});

afterEach(() => cleanup());

/** The names on the cards the user sees. */
function cardNames() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)
    .sort();
}

async function expectCards(names: string[]) {
  await waitFor(() => expect(cardNames()).toEqual([...names].sort()), { timeout: 4000 });
}

/** Opens the filter panel and the Advanced filters disclosure from the keyboard. */
async function openAdvanced(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /Show Filters/ }));
  const disclosure = await screen.findByRole('button', { name: /Advanced filters/ });
  if (disclosure.getAttribute('aria-expanded') === 'false') {
    disclosure.focus();
    await user.keyboard('{Enter}');
  }
  expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: 'Advanced filters' });
}

describe('a visitor (issue #34 item 4)', () => {
  it('a visitor sees the preview with the plans', async () => {
    // First in the file: nobody has signed in yet.
    const { user } = renderWithApp(<TalentFeed />, { path: '/talent' });
    await expectCards(everyone);
    const advanced = await openAdvanced(user);
    expect(within(advanced).getByText(advancedSearchTexts.previewForVisitors)).toBeVisible();
    expect(within(advanced).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(within(advanced).getByLabelText('Experience from (years)')).toBeDisabled();
  });
});

describe('a company on Pro (issue #34 item 4)', () => {
  it('narrows the feed by each advanced filter from labelled controls, keeps them in the URL, and clears them', async () => {
    await api.signIn(emails.pro, 'company');
    const { user, router } = renderWithApp(<TalentFeed />, { path: '/talent?sort=newest' });
    await expectCards(everyone);
    const advanced = await openAdvanced(user);
    // No preview sentence: the filters apply.
    expect(within(advanced).queryByText(advancedSearchTexts.previewForFree)).toBeNull();

    // Salary from, typed as people write it.
    await user.type(within(advanced).getByLabelText('Salary from (USD a year)'), '100k');
    await expectCards(['Ada Lovelace', 'Grace Hopper', 'Linus Park']);
    expect(router.state.location.search).toBe('?salaryMin=100000&sort=newest');

    // Experience to, and a work type with the space bar.
    await user.type(within(advanced).getByLabelText('Experience to (years)'), '10');
    await expectCards(['Ada Lovelace', 'Linus Park']);
    const remote = within(advanced).getByRole('checkbox', { name: 'Remote' });
    remote.focus();
    await user.keyboard(' ');
    await expectCards(['Ada Lovelace']);
    expect(router.state.location.search).toBe(
      '?salaryMin=100000&experienceMax=10&workType=remote&sort=newest',
    );
    expect(screen.getByRole('button', { name: /Hide Filters/ })).toHaveAccessibleName(
      'Hide Filters 3',
    );

    // Clear All Filters empties the advanced ones too.
    await user.click(screen.getAllByRole('button', { name: 'Clear All Filters' })[0]!);
    await expectCards(everyone);
    expect(router.state.location.search).toBe('?sort=newest');
    expect(within(advanced).getByLabelText('Salary from (USD a year)')).toHaveValue('');
    expect(remote).not.toBeChecked();

    // Time-zone overlap, explained from the company's own zone; then answers within.
    const overlap = within(advanced).getByRole('combobox', { name: 'Time-zone overlap' });
    expect(overlap).toHaveAccessibleDescription(
      /Your working day \(9:00–17:00, UTC-5 \(Eastern Time\)\) shares 7 hours with US hours and [23] hours with EU hours today\./,
    );
    await user.selectOptions(overlap, 'At least 4 hours of my working day');
    await expectCards(['Grace Hopper', 'Mia Wong']);
    await user.selectOptions(
      within(advanced).getByRole('combobox', { name: 'Answers within' }),
      'Usually within 2 days',
    );
    await expectCards(['Mia Wong']);
    expect(router.state.location.search).toBe('?tzOverlap=4&answersWithin=2&sort=newest');
  });

  it("fills the salary range from the company's budget, and refuses a salary it cannot read", async () => {
    await api.signIn(emails.pro, 'company');
    const { user, router } = renderWithApp(<TalentFeed />, { path: '/talent?sort=newest' });
    await expectCards(everyone);
    const advanced = await openAdvanced(user);

    await user.click(within(advanced).getByRole('button', { name: 'Use my budget ($96k–$120k)' }));
    // '$150k+' starts above the budget, '$0 – $50k' ends below it.
    await expectCards(['Grace Hopper', 'Linus Park']);
    expect(router.state.location.search).toBe('?salaryMin=96000&salaryMax=120000&sort=newest');
    expect(within(advanced).getByLabelText('Salary from (USD a year)')).toHaveValue('$96k');

    // A typo says what the field takes, and the feed stays as it was.
    const to = within(advanced).getByLabelText('Salary to (USD a year)');
    await user.clear(to);
    await user.type(to, 'lots');
    expect(
      await within(advanced).findByText(
        'Salary must be a yearly amount in US dollars, such as 90000 or 90k.',
      ),
    ).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?salaryMin=96000&salaryMax=120000&sort=newest');
  });

  it('opens a shared link with its advanced filters applied and the section open', async () => {
    await api.signIn(emails.pro, 'company');
    const { user } = renderWithApp(<TalentFeed />, {
      path: '/talent?experienceMin=9&workType=remote,hybrid',
    });
    await expectCards(['Ada Lovelace']);
    await user.click(screen.getByRole('button', { name: /Show Filters/ }));
    const advanced = await screen.findByRole('region', { name: 'Advanced filters' });
    expect(advanced).toBeVisible();
    expect(within(advanced).getByLabelText('Experience from (years)')).toHaveValue('9');
    expect(within(advanced).getByRole('checkbox', { name: 'Hybrid' })).toBeChecked();
  });
});

describe('a company on Free: a preview that explains the upgrade (issue #34 item 4)', () => {
  it('a company on Free sees the controls disabled, a sentence and Upgrade to Pro; a link’s advanced filters are kept, not sent', async () => {
    await api.signIn(emails.free, 'company');
    const sentBefore = api.requests.length;
    const { user, router } = renderWithApp(<TalentFeed />, {
      path: '/talent?salaryMin=100000&answersWithin=2',
    });
    // The whole feed: the link's advanced filters are not applied (nor refused).
    await expectCards(everyone);
    const advanced = await openAdvanced(user);
    expect(
      within(advanced).getByText(
        `${advancedSearchTexts.previewForFree} The advanced filters in this link are not applied.`,
      ),
    ).toBeVisible();
    const upgrade = within(advanced).getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade).toHaveAttribute('href', '/upgrade');
    const salary = within(advanced).getByLabelText('Salary from (USD a year)');
    expect(salary).toBeDisabled();
    expect(salary).toHaveValue('$100k');
    expect(within(advanced).getByRole('checkbox', { name: 'Remote' })).toBeDisabled();
    expect(within(advanced).getByRole('combobox', { name: 'Answers within' })).toBeDisabled();
    expect(router.state.location.search).toBe('?salaryMin=100000&answersWithin=2');
    const feedReads = api.requests
      .slice(sentBefore)
      .filter((r) => r.startsWith('GET /api/talent?'));
    expect(feedReads.length).toBeGreaterThan(0);
    expect(feedReads).not.toContainEqual(expect.stringContaining('salaryMin'));
    await user.click(upgrade);
    expect(await screen.findByText('Page: /upgrade')).toBeVisible();
  });
});
