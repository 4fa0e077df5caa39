/**
 * The invitation link's page (issue #33 item 2) against the real API: an unknown link, a new
 * account joining and landing on the dashboard, revoked and used links, and an existing account
 * that logs in to accept — or is signed in as someone else and logs out first.
 */
import { randomUUID } from 'node:crypto';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../../../../shared/auth/schemas';
import { companyMessages } from '../../../../../shared/companies/constants';
import { teamTexts } from '../../../../../shared/companies/team';
import { paths } from '../../../../config/paths';
import { injectWith, login, TEST_PASSWORD } from '../../../../../../test/helpers';
import { startComponentApi } from '../../../../../../test/web/api';
import { renderWithApp } from '../../../../../../test/web/render';
import {
  addTeammate,
  createTeamOwner,
  invitationTokenOf,
  inviteByApi,
} from '../../../../../../test/web/team';
import { JoinTeam } from './join-team';

const api = await startComponentApi();

/** A company on Pro and its owner's cookie (the page itself stays signed out). */
async function companyWithOwner() {
  const companyName = `Nimbus ${randomUUID().slice(0, 6)}`;
  const owner = await createTeamOwner(api, { planTier: 'pro', companyName });
  return { companyName, cookie: await login(api.app, owner.email, 'company') };
}

/** Signs the page out (an earlier test's join left it signed in), as its Log Out would. */
async function signOutPage() {
  await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(api.cookie).toBe('');
}

const renderJoin = (token: string) =>
  renderWithApp(<JoinTeam token={token} />, { path: paths.joinTeam.getHref(token) });

describe('JoinTeam (issue #33 item 2)', () => {
  it('says an unknown link is not found', async () => {
    renderJoin('no-such-invitation-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: teamTexts.invitationNotFound }),
    ).toBeVisible();
  });

  it('makes a new account that joins as the invited role and lands on the dashboard', async () => {
    const { companyName, cookie } = await companyWithOwner();
    const email = `new-${randomUUID()}@example.com`;
    const token = await inviteByApi(api, cookie, email, 'admin');
    const { user } = renderJoin(token);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Join ${companyName} on WarmIntro` }),
    ).toBeVisible();
    expect(screen.getByText(/invited you to join as/)).toHaveTextContent(/as Admin\.$/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    const address = screen.getByLabelText('E-mail');
    expect(address).toHaveValue(email);
    expect(address).toHaveAttribute('readonly');

    // The shared schema's messages, each under its field.
    await user.click(screen.getByRole('button', { name: `Join ${companyName}` }));
    expect(await screen.findByText(companyMessages.fullNameRequired)).toBeVisible();
    expect(screen.getByLabelText('Job Title')).toHaveAccessibleDescription(
      'Job Title is required.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      passwordMessages.required,
    );

    await user.type(screen.getByLabelText('Full Name'), 'Dana Lee');
    await user.type(screen.getByLabelText('Job Title'), 'Head of Engineering');
    await user.type(screen.getByLabelText('Password'), `${TEST_PASSWORD}{Enter}`);

    expect(await screen.findByText(`Page: ${paths.dashboard.getHref()}`)).toBeVisible();
    expect(await screen.findByText(teamTexts.joined(companyName))).toBeVisible();
    const session = await api.app.inject({ url: '/api/session', headers: { cookie: api.cookie } });
    expect(session.json().user).toMatchObject({ email, companyRole: 'admin' });
  });

  it('says when a link was revoked, and when it was used (with the way to log in)', async () => {
    const { cookie } = await companyWithOwner();
    const revokedEmail = `revoked-${randomUUID()}@example.com`;
    const revokedToken = await inviteByApi(api, cookie, revokedEmail);
    const team = (await injectWith(api, cookie, 'GET', '/api/company/members')).json();
    const invitation = team.invitations.find((i: { email: string }) => i.email === revokedEmail);
    await injectWith(api, cookie, 'DELETE', `/api/company/invitations/${invitation.id}`);

    const revoked = renderJoin(revokedToken);
    expect(await screen.findByText(teamTexts.invitationRevokedLink)).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    revoked.unmount();

    const mate = await addTeammate(api, cookie, 'Sam Rivera');
    const usedToken = await invitationTokenOf(api, mate.email);
    renderJoin(usedToken);
    expect(await screen.findByText(teamTexts.invitationUsed)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      paths.loginCompany.getHref(),
    );
  });

  it('asks an existing account to log in, then joins with one button', async () => {
    const { companyName, cookie } = await companyWithOwner();
    // A former member: an account of its own, on no team now.
    const kim = await addTeammate(api, cookie, 'Kim Park');
    const team = (await injectWith(api, cookie, 'GET', '/api/company/members')).json();
    const kimId = team.members.find((m: { email: string }) => m.email === kim.email).userId;
    expect(
      (await injectWith(api, cookie, 'DELETE', `/api/company/members/${kimId}`)).statusCode,
    ).toBe(204);
    const token = await inviteByApi(api, cookie, kim.email);
    await signOutPage();

    const guest = renderJoin(token);
    expect(await screen.findByText(teamTexts.invitationLogIn)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      paths.loginCompany.getHref(paths.joinTeam.getHref(token)),
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    guest.unmount();

    await api.signIn(kim.email, 'company');
    const { user } = renderJoin(token);
    const join = await screen.findByRole('button', { name: `Join ${companyName}` });
    await user.click(join);
    expect(await screen.findByText(`Page: ${paths.dashboard.getHref()}`)).toBeVisible();
    expect(await screen.findByText(teamTexts.joined(companyName))).toBeVisible();
  });

  it('signed in as someone else, says whose invitation it is and logs out here', async () => {
    const { cookie } = await companyWithOwner();
    const kim = await addTeammate(api, cookie, 'Kim Park');
    const team = (await injectWith(api, cookie, 'GET', '/api/company/members')).json();
    const kimId = team.members.find((m: { email: string }) => m.email === kim.email).userId;
    await injectWith(api, cookie, 'DELETE', `/api/company/members/${kimId}`);
    const token = await inviteByApi(api, cookie, kim.email);
    await api.signInAs('company');

    const { user } = renderJoin(token);
    expect(await screen.findByText(teamTexts.invitationWrongAccount(kim.email))).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('link', { name: 'Log in to accept' })).toBeVisible();
    expect(api.cookie).toBe('');
    expect(screen.getByText(teamTexts.invitationLogIn)).toBeVisible();
  });
});
