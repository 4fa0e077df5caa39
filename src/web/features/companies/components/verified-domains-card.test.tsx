/**
 * The Account tab's "Verified domains" section (issue #35 part 3, docs/decisions/079), against the
 * real API: an owner adds a domain (the link goes to the address at it), a free e-mail domain and a
 * domain another company verified are refused beside the field, Remove takes it off, and a member
 * reads the list without the controls.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { domainTexts } from '../../../../shared/companies/domains';
import { createTeammate } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { companyDomains } from '../../../../db/schema';
import { VerifiedDomainsCard } from './verified-domains-card';

const api = await startComponentApi();

describe('VerifiedDomainsCard (ADR 079)', () => {
  it('adds a domain, shows the refusals beside the field, and removes it', async () => {
    const owner = await createTeamOwner(api);
    await api.signIn(owner.email, 'company');
    const { user } = renderWithApp(<VerifiedDomainsCard />);
    expect(screen.getByRole('heading', { name: 'Verified domains' })).toBeVisible();
    expect(await screen.findByText('No domains yet.')).toBeVisible();

    const domain = screen.getByLabelText('Domain');
    const address = screen.getByLabelText('Address at this domain');
    const send = screen.getByRole('button', { name: 'Send verification link' });

    await user.type(domain, 'gmail.com');
    await user.type(address, 'me');
    await user.click(send);
    expect(await screen.findByText(domainTexts.freeMail)).toBeVisible();
    expect(domain).toHaveAttribute('aria-invalid', 'true');

    // A domain another company verified.
    const other = await createTeamOwner(api);
    await api.db.insert(companyDomains).values({
      companyId: other.id,
      domain: 'taken.example',
      address: 'jobs@taken.example',
      status: 'verified',
      verifiedAt: new Date(),
      expiresAt: new Date(),
    });
    await user.clear(domain);
    await user.type(domain, 'taken.example');
    await user.click(send);
    expect(await screen.findByText(domainTexts.takenByAnother)).toBeVisible();

    await user.clear(domain);
    await user.type(domain, 'acme-web.example');
    await user.clear(address);
    await user.type(address, 'jobs');
    await user.click(send);
    expect(await screen.findByText(domainTexts.sent('jobs@acme-web.example'))).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Your domains' });
    expect(within(list).getByText('acme-web.example')).toBeVisible();
    expect(
      within(list).getByText('Waiting: a link was sent to jobs@acme-web.example.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove acme-web.example' }));
    expect(await screen.findByText('No domains yet.')).toBeVisible();
  });

  it('a member sees the verified badge but not the controls', async () => {
    const owner = await createTeamOwner(api);
    await api.db.insert(companyDomains).values({
      companyId: owner.id,
      domain: 'member-view.example',
      address: 'jobs@member-view.example',
      status: 'verified',
      verifiedAt: new Date(),
      expiresAt: new Date(),
    });
    const dana = await createTeammate(api.db, owner.id);
    await api.signIn(dana.email, 'company');
    renderWithApp(<VerifiedDomainsCard />);
    expect(
      await screen.findByRole('img', { name: 'Verified company: member-view.example' }),
    ).toBeVisible();
    expect(screen.getByText(domainTexts.managersOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Domain')).toBeNull();
  });
});
