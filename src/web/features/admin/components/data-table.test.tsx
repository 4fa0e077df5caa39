/**
 * The admin's data table as the admin meets it on /admin/companies (spec 2 §2 "Admin screens":
 * "table with Company Name, Email, Plan Tier, Status, Contact Role, Hiring Needs (first 2 plus a
 * count), Joined Date; View and Edit actions. Filters: search by name or email, …"; spec 2 §9:
 * "company table at most 2 hiring roles"), against the real API, whose list is paged and newest
 * first (DESIGN.md "API conventions": lists are paginated and sorted newest first unless the spec
 * says otherwise; 25 rows a page). Used by role, label and keyboard (issue #29: component tests):
 * the table's scrolling region takes the focus, Next and Previous are pressed from the keyboard,
 * the search box narrows the rows after the admin stops typing. The table has no sortable column
 * headers: the spec asks for none, and the rows keep the API's newest-first order.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { AdminCompaniesPage } from './companies-page';

const api = await startComponentApi();

/** 28 'Orbit Labs NN' joined one a day from Jan 2, 2026; two older ones to search for. */
beforeAll(async () => {
  await createCompany(api.db, {
    companyName: 'Zenith Health',
    email: 'hiring@zenith-health.example',
    planTier: 'pro',
    contactRole: 'CTO',
    hiringRoles: ['Engineering', 'Design', 'Product', 'Sales'],
    createdAt: new Date('2025-06-01T12:00:00Z'),
  });
  await createCompany(api.db, {
    companyName: 'Quartz Analytics',
    email: 'jobs@zenith-partners.example',
    createdAt: new Date('2025-07-01T12:00:00Z'),
  });
  for (let n = 1; n <= 28; n++) {
    await createCompany(api.db, {
      companyName: `Orbit Labs ${String(n).padStart(2, '0')}`,
      email: `orbit-${n}@example.com`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + n, 12)),
    });
  }
});

type User = ReturnType<typeof renderWithApp>['user'];

/** Presses Tab until `element` has the focus. */
async function tabTo(user: User, element: HTMLElement) {
  for (let i = 0; i < 60 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

/** The company names of the rows the admin sees, top to bottom. */
function companyNames() {
  const table = screen.getByRole('table', { name: 'Companies' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

const orbit = (n: number) => `Orbit Labs ${String(n).padStart(2, '0')}`;

/** Signs in a new admin and opens the companies page at `path`. */
async function openCompanies(path = '/admin/companies') {
  await api.signInAs('admin');
  return renderWithApp(<AdminCompaniesPage />, { path });
}

describe('DataTable on /admin/companies', () => {
  it('shows the spec columns and a page of 25 companies, newest first, with each row as stored', async () => {
    await openCompanies();
    const table = await screen.findByRole('table', { name: 'Companies' });
    await waitFor(() => expect(companyNames()).toHaveLength(25));

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Company Name',
      'Email',
      'Plan Tier',
      'Status',
      'Contact Role',
      'Hiring Needs',
      'Joined Date',
      'Actions',
    ]);
    // Newest first: Orbit Labs 28 down to 04.
    expect(companyNames()).toEqual(Array.from({ length: 25 }, (_, i) => orbit(28 - i)));
    const newest = within(table).getAllByRole('row')[1]!;
    expect(within(newest).getByRole('cell', { name: 'orbit-28@example.com' })).toBeVisible();
    expect(within(newest).getByRole('cell', { name: 'Jan 29, 2026' })).toBeVisible();
    expect(within(newest).getByRole('button', { name: `View ${orbit(28)}` })).toBeEnabled();
    expect(within(newest).getByRole('button', { name: `Edit ${orbit(28)}` })).toBeEnabled();

    const pages = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(pages).getByText('Page 1 of 2 · 30 total')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(api.requests).toContain('GET /api/admin/companies?page=1');
  });

  it('goes to the next page and back with the keyboard; the page is kept in the address', async () => {
    const { user, router } = await openCompanies();
    await waitFor(() => expect(companyNames()).toHaveLength(25));

    // The table's scrolling region is reached by Tab (it scrolls sideways with the arrow keys).
    await tabTo(user, screen.getByRole('region', { name: 'Companies' }));

    const pages = screen.getByRole('navigation', { name: 'Company pages' });
    await tabTo(user, within(pages).getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');

    expect(await within(pages).findByText('Page 2 of 2 · 30 total')).toBeVisible();
    await waitFor(() =>
      expect(companyNames()).toEqual([
        orbit(3),
        orbit(2),
        orbit(1),
        'Quartz Analytics',
        'Zenith Health',
      ]),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(api.requests).toContain('GET /api/admin/companies?page=2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    // The oldest company's hiring needs: the first two and a count of the rest (spec 2 §2, §9).
    const zenith = screen.getByRole('row', { name: /Zenith Health/ });
    expect(within(zenith).getByText('Engineering')).toBeVisible();
    expect(within(zenith).getByText('Design')).toBeVisible();
    expect(within(zenith).queryByText('Product')).toBeNull();
    expect(within(zenith).getByLabelText('2 more hiring roles')).toHaveTextContent('+2');
    expect(within(zenith).getByText('Pro')).toBeVisible();
    expect(within(zenith).getByRole('cell', { name: 'CTO' })).toBeVisible();

    // Back with the space bar on Previous.
    const previous = within(pages).getByRole('button', { name: 'Previous' });
    await tabTo(user, previous);
    await user.keyboard(' ');
    expect(await within(pages).findByText('Page 1 of 2 · 30 total')).toBeVisible();
    await waitFor(() => expect(companyNames()[0]).toBe(orbit(28)));
    expect(router.state.location.search).toBe('');
  });

  it('searches by name or e-mail from page 2, back on page 1 with only the matches', async () => {
    const { user, router } = await openCompanies('/admin/companies?page=2');
    const pages = await screen.findByRole('navigation', { name: 'Company pages' });
    expect(await within(pages).findByText('Page 2 of 2 · 30 total')).toBeVisible();

    const search = within(screen.getByRole('search', { name: 'Filter companies' })).getByRole(
      'searchbox',
      { name: 'Search by name or email' },
    );
    await tabTo(user, search);
    await user.keyboard('ZENITH');

    // 'Zenith Health' by its name, 'Quartz Analytics' by its e-mail (jobs@zenith-partners…), any case.
    await waitFor(() => expect(companyNames()).toEqual(['Quartz Analytics', 'Zenith Health']));
    expect(within(pages).getByText('Page 1 of 1 · 2 total')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?search=ZENITH');
    // Typing is sent once, after the admin stops, not once per key.
    expect(api.requests.filter((r) => r.includes('search='))).toEqual([
      'GET /api/admin/companies?search=ZENITH&page=1',
    ]);

    await user.keyboard('{Control>}a{/Control}nobody here');
    expect(await screen.findByText('No companies match these filters.')).toBeVisible();
    expect(within(pages).getByText('Page 1 of 1 · 0 total')).toBeVisible();

    // Emptying the box lists every company again.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(companyNames()).toHaveLength(25));
    expect(within(pages).getByText('Page 1 of 2 · 30 total')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });
});
