/**
 * Who asked for each intro on the company dashboard (issue #33 item 4: "Requested by Dana Lee on
 * 3 Dec"), against the real API: the reader's own request, a teammate's, a removed teammate's
 * ("former member"), and one whose requester is not known ("a former member").
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createCandidate,
  createCompany,
  createIntro,
  createTeammate,
  injectWith,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { createTeamOwner } from '../../../../../test/web/team';
import { introDateFormat } from '../lib/requested-by';
import { CompanyIntroRequests } from './company-intro-requests';

const api = await startComponentApi();

const HOUR = 60 * 60 * 1000;

describe('CompanyIntroRequests: who asked (issue #33 item 4)', () => {
  it('says who of the team asked for each intro, and when', async () => {
    const owner = await createTeamOwner(api, { planTier: 'pro' });
    await api.signIn(owner.email, 'company');
    const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
    const sam = await createTeammate(api.db, owner.id, { fullName: 'Sam Rivera' });

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    const intros = [
      { first: 'Ana', requestedBy: owner.id, at: at(1) },
      { first: 'Ben', requestedBy: dana.id, at: at(30) },
      { first: 'Cleo', requestedBy: sam.id, at: at(50) },
      { first: 'Dev', requestedBy: null, at: at(70) },
    ];
    for (const i of intros) {
      const candidate = await createCandidate(api.db, { firstName: i.first, lastName: 'Park' });
      await createIntro(api.db, { companyId: owner.id, candidateId: candidate.id }, 'requested', {
        requestedBy: i.requestedBy,
        at: i.at,
      });
    }
    // Sam leaves the team; his request stays with the company, as a former member's.
    const removed = await injectWith(api, api.cookie, 'DELETE', `/api/company/members/${sam.id}`);
    expect(removed.statusCode).toBe(204);

    renderWithApp(<CompanyIntroRequests />, { path: '/dashboard' });
    const day = (d: Date) => introDateFormat.format(d);
    const card = async (name: string) => screen.findByRole('article', { name });

    expect(await card('Ana Park')).toHaveTextContent(`Requested by you on ${day(intros[0]!.at)}`);
    expect(await card('Ben Park')).toHaveTextContent(
      `Requested by Dana Lee on ${day(intros[1]!.at)}`,
    );
    expect(await card('Cleo Park')).toHaveTextContent(
      `Requested by Sam Rivera (former member) on ${day(intros[2]!.at)}`,
    );
    expect(await card('Dev Park')).toHaveTextContent(
      `Requested by a former member on ${day(intros[3]!.at)}`,
    );
  });

  it("a teammate reads the owner's request by name, and their own as 'you'", async () => {
    const owner = await createCompany(api.db, {
      onboardingStatus: 'complete',
      planTier: 'pro',
      fullName: 'Ada Moss',
    });
    const dana = await createTeammate(api.db, owner.id, { fullName: 'Dana Lee' });
    const candidate = await createCandidate(api.db, { firstName: 'Eve', lastName: 'Stone' });
    const other = await createCandidate(api.db, { firstName: 'Finn', lastName: 'Stone' });
    await createIntro(api.db, { companyId: owner.id, candidateId: candidate.id }, 'accepted', {
      requestedBy: owner.id,
    });
    await createIntro(api.db, { companyId: owner.id, candidateId: other.id }, 'requested', {
      requestedBy: dana.id,
    });
    await api.signIn(dana.email, 'company');

    renderWithApp(<CompanyIntroRequests />, { path: '/dashboard' });
    expect(await screen.findByRole('article', { name: 'Eve Stone' })).toHaveTextContent(
      'Requested by Ada Moss on',
    );
    expect(screen.getByRole('article', { name: 'Finn Stone' })).toHaveTextContent(
      'Requested by you on',
    );
  });
});
