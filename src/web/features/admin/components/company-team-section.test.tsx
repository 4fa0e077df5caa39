/**
 * The admin's company view lists the company's team (issue #33 item 9), against the real API: the
 * members with title, e-mail and role, and the team's activity (an invitation, a join).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCompany, login } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { addTeammate } from '../../../../../test/web/team';
import { CompanyViewDialog } from './company-dialogs';

const api = await startComponentApi();

describe("CompanyViewDialog: the company's team (issue #33 item 9)", () => {
  it('lists the members with title, e-mail and role, and the activity', async () => {
    const owner = await createCompany(api.db, {
      onboardingStatus: 'complete',
      planTier: 'pro',
      companyName: 'Acme Labs',
      fullName: 'Ada Moss',
      contactRole: 'CTO',
    });
    const ownerCookie = await login(api.app, owner.email, 'company');
    const dana = await addTeammate(api, ownerCookie, 'Dana Lee', 'admin');
    await api.signInAs('admin');

    renderWithApp(<CompanyViewDialog companyId={owner.id} onClose={() => {}} />, {
      path: '/admin/companies',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Acme Labs' });
    const team = within(dialog).getByRole('region', { name: 'Team' });
    const members = await within(team).findByRole('list', { name: 'Members' });
    const ada = within(members).getByRole('listitem', { name: 'Ada Moss' });
    expect(ada).toHaveTextContent(owner.email);
    expect(ada).toHaveTextContent('Owner');
    const danaRow = within(members).getByRole('listitem', { name: 'Dana Lee' });
    expect(danaRow).toHaveTextContent('Head of Engineering');
    expect(danaRow).toHaveTextContent(dana.email);
    expect(danaRow).toHaveTextContent('Admin');

    const activity = within(team).getByRole('list', { name: 'Activity' });
    expect(activity).toHaveTextContent(`Ada Moss invited ${dana.email} as Admin`);
    expect(activity).toHaveTextContent('Dana Lee joined as Admin');
  });

  it('a company of one: its owner, and no activity yet', async () => {
    await api.signInAs('admin');
    const { id, email } = await createCompany(api.db, {
      companyName: 'Solo Co',
      fullName: 'Ola Berg',
    });
    renderWithApp(<CompanyViewDialog companyId={id} onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog', { name: 'Solo Co' });
    const team = within(dialog).getByRole('region', { name: 'Team' });
    const members = await within(team).findByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(1);
    expect(within(members).getByRole('listitem', { name: 'Ola Berg' })).toHaveTextContent(email);
    expect(within(team).getByText('No activity yet.')).toBeVisible();
  });
});
