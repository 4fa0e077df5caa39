/**
 * The talent feed's search box and filter panel, used as a visitor meets them on /talent (spec 1
 * §2 "Talent feed": search box 'Search by name, role, skill...', the collapsible panel (Show/Hide
 * Filters) with Role, Location (includes Remote) and Availability selects, the skill chips and
 * 'Clear All Filters'; the empty result 'No Talent Found'), against the real API, whose matching
 * spec 1 §5 "Talent feed filtering" sets: search over name, role, location or any skill, skill
 * chips all required (AND), role and location by substring, availability without spaces and
 * hyphens, approved candidates only. The filters live in the URL query, so a filtered feed can be
 * shared (feed-filters.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { TalentFeed } from './talent-feed';

const api = await startComponentApi();

beforeAll(async () => {
  const people = [
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'Backend Engineer',
      location: 'Remote (EU)',
      availability: 'full-time',
      skills: ['Python', 'PostgreSQL'],
    },
    {
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'Frontend Developer',
      location: 'On-site (New York)',
      availability: 'part-time',
      skills: ['React', 'TypeScript'],
    },
    {
      firstName: 'Linus',
      lastName: 'Park',
      role: 'DevOps Engineer',
      location: 'Hybrid (Berlin)',
      availability: 'full-time',
      skills: ['Go', 'Kubernetes', 'React'],
    },
    {
      firstName: 'Mia',
      lastName: 'Wong',
      role: 'Product Designer',
      location: 'Remote',
      availability: 'contract',
      skills: ['Figma'],
    },
  ];
  for (const [i, person] of people.entries()) {
    await createCandidate(api.db, {
      ...person,
      status: 'approved',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
  // Never in the feed (spec 1 §3 "Talent": only approved candidates appear).
  await createCandidate(api.db, {
    firstName: 'Pending',
    lastName: 'Person',
    role: 'Backend Engineer',
    skills: ['Python', 'React'],
    status: 'pending',
  });
});

/** The names on the cards the user sees, in page order. */
function cardNames() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}

/** Waits until the feed says `total` and shows exactly the cards named `names`. */
async function expectFeed(total: string, names: string[]) {
  expect(await screen.findByText(total)).toBeVisible();
  await waitFor(() => expect(cardNames().sort()).toEqual([...names].sort()));
}

function renderFeed(path = '/talent') {
  return renderWithApp(<TalentFeed />, { path });
}

describe('the talent feed search (spec 1 §2 "Talent feed", §5 "Talent feed filtering")', () => {
  it('narrows the cards to a name, a role or a skill typed in the search box, and keeps it in the URL', async () => {
    const { user, router } = renderFeed();
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);

    const search = screen.getByRole('searchbox', { name: 'Search talent' });
    expect(search).toHaveAttribute('placeholder', 'Search by name, role, skill...');

    // A skill, in another case: the search is debounced, so wait on what the feed then shows.
    await user.type(search, 'react');
    await expectFeed('2 candidates', ['Grace Hopper', 'Linus Park']);
    expect(router.state.location.search).toBe('?q=react');

    // A surname.
    await user.clear(search);
    await user.type(search, 'LOVELACE');
    await expectFeed('1 candidate', ['Ada Lovelace']);

    // A role.
    await user.clear(search);
    await user.type(search, 'designer');
    await expectFeed('1 candidate', ['Mia Wong']);
    expect(router.state.location.search).toBe('?q=designer');
  });

  it("says 'No Talent Found' when nothing matches, and its button clears the search", async () => {
    const { user, router } = renderFeed();
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);

    await user.type(screen.getByRole('searchbox', { name: 'Search talent' }), 'cobol');
    expect(await screen.findByRole('heading', { name: 'No Talent Found' })).toBeVisible();
    expect(
      screen.getByText(
        "We couldn't find any talent matching your current filters. Try broadening your search or clearing some filters.",
      ),
    ).toBeVisible();
    expect(screen.getByText('0 candidates')).toBeVisible();

    // The empty state's own 'Clear All Filters' (the panel's is hidden while it is closed).
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);
    expect(screen.getByRole('searchbox', { name: 'Search talent' })).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('opens a shared link with its search and filters applied', async () => {
    renderFeed('/talent?q=engineer&location=Remote');
    await expectFeed('1 candidate', ['Ada Lovelace']);
    expect(screen.getByRole('searchbox', { name: 'Search talent' })).toHaveValue('engineer');
    expect(screen.getByRole('button', { name: /Show Filters/ })).toHaveAccessibleName(
      'Show Filters 1',
    );
  });

  it("reads a link's availability in any spelling of the list, and an old one as any (issue #30)", async () => {
    const first = renderFeed('/talent?availability=Full+Time');
    await expectFeed('2 candidates', ['Ada Lovelace', 'Linus Park']);
    first.unmount();

    // A bookmark from before the one list (docs/decisions/056) shows the whole feed, not an error.
    const { user } = renderFeed('/talent?availability=Available+Now');
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('');
  });
});

describe('the filter panel (spec 1 §2 "Talent feed", §5 "Talent feed filtering")', () => {
  it('is opened from the keyboard; Role, Location and Availability narrow the feed; Clear All Filters empties them', async () => {
    const { user, router } = renderFeed();
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);

    // Tab from the search box to the toggle, open it with Enter.
    const search = screen.getByRole('searchbox', { name: 'Search talent' });
    search.focus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show Filters' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide Filters');

    // Nothing to clear yet.
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();

    // Role: the roles of approved candidates (not the pending one's only), matched by substring.
    // The next Tab reaches it; a native select's own list takes the arrow keys in a browser, which
    // happy-dom does not implement, so the option is chosen with `selectOptions`.
    await user.tab();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveFocus();
    await waitFor(() =>
      expect(
        within(role)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([
        'Any role',
        'Backend Engineer',
        'DevOps Engineer',
        'Frontend Developer',
        'Product Designer',
      ]),
    );
    await user.selectOptions(role, 'Backend Engineer');
    await expectFeed('1 candidate', ['Ada Lovelace']);
    expect(router.state.location.search).toBe('?role=Backend+Engineer');
    await user.selectOptions(role, 'Any role');
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);

    // Location 'Remote' matches 'Remote' and 'Remote (EU)'.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Remote');
    await expectFeed('2 candidates', ['Ada Lovelace', 'Mia Wong']);

    // Availability narrows further. Issue #30: it offers the candidates' one list, in the words
    // of the signup and the cards, and nothing else (docs/decisions/056).
    const availability = screen.getByRole('combobox', { name: 'Availability' });
    expect(
      within(availability)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any availability', 'Full-time', 'Part-time', 'Contract']);
    await user.selectOptions(availability, 'Contract');
    await expectFeed('1 candidate', ['Mia Wong']);
    expect(router.state.location.search).toBe('?location=Remote&availability=contract');
    expect(within(screen.getByRole('article')).getByText('Contract')).toBeVisible();
    expect(toggle).toHaveAccessibleName('Hide Filters 2');

    // Clear All Filters, by keyboard.
    const clear = screen.getByRole('button', { name: 'Clear All Filters' });
    expect(clear).toBeEnabled();
    clear.focus();
    await user.keyboard('{Enter}');
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeDisabled();
  });

  it('lists the skills of approved candidates as chips, pressed with the space bar, all required', async () => {
    const { user, router } = renderFeed();
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);
    await user.click(screen.getByRole('button', { name: 'Show Filters' }));

    const chips = screen.getByRole('group', { name: 'Skills' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Figma', 'Go', 'Kubernetes', 'PostgreSQL', 'Python', 'React', 'TypeScript']),
    );

    const react = within(chips).getByRole('button', { name: 'React' });
    expect(react).toHaveAttribute('aria-pressed', 'false');
    react.focus();
    await user.keyboard(' ');
    expect(react).toHaveAttribute('aria-pressed', 'true');
    await expectFeed('2 candidates', ['Grace Hopper', 'Linus Park']);

    // A second chip: both skills required.
    await user.tab();
    expect(within(chips).getByRole('button', { name: 'TypeScript' })).toHaveFocus();
    await user.keyboard(' ');
    await expectFeed('1 candidate', ['Grace Hopper']);
    expect(router.state.location.search).toBe('?skills=React%2CTypeScript');

    // Pressed again, a chip lets go.
    react.focus();
    await user.keyboard(' ');
    expect(react).toHaveAttribute('aria-pressed', 'false');
    await expectFeed('1 candidate', ['Grace Hopper']);
    expect(router.state.location.search).toBe('?skills=TypeScript');

    // Clear All Filters also empties the search box.
    await user.type(screen.getByRole('searchbox', { name: 'Search talent' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No Talent Found' })).toBeVisible();
    // The panel's button (the empty state shows another after it).
    const clearButtons = screen.getAllByRole('button', { name: 'Clear All Filters' });
    expect(clearButtons).toHaveLength(2);
    await user.click(clearButtons[0]!);
    await expectFeed('4 candidates', ['Ada Lovelace', 'Grace Hopper', 'Linus Park', 'Mia Wong']);
    expect(screen.getByRole('searchbox', { name: 'Search talent' })).toHaveValue('');
    expect(within(chips).getByRole('button', { name: 'TypeScript' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
