/**
 * Each message says who wrote it (issue #33 item 4), against the real API: in a conversation the
 * owner and a teammate both write in, the teammate reads "You" on their own message, the owner's
 * name with the company's on the owner's, and the candidate's name on the candidate's.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createCandidate,
  createCompany,
  createIntro,
  createTeammate,
  injectWith,
  login,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { ConversationView } from './conversation-view';

const api = await startComponentApi();

describe('ConversationView: who wrote each message (issue #33 item 4)', () => {
  it('shows You, a teammate with the company, and the candidate', async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      companyName: 'Nimbus Labs',
      fullName: 'Maya Chen',
    });
    const dana = await createTeammate(api.db, company.id, { fullName: 'Dana Lee' });
    const person = await createCandidate(api.db, { firstName: 'Kim', lastName: 'Cho' });
    const intro = await createIntro(
      api.db,
      { companyId: company.id, candidateId: person.id },
      'requested',
      {
        requestedBy: company.id,
      },
    );
    const candidateCookie = await login(api.app, person.email, 'candidate');
    const accepted = await injectWith(
      api,
      candidateCookie,
      'POST',
      `/api/candidates/me/intro-requests/${intro.id}/respond`,
      { response: 'accepted' },
    );
    expect(accepted.statusCode).toBe(200);
    const inbox = await injectWith(api, candidateCookie, 'GET', '/api/conversations');
    const conversationId = inbox.json().items[0].id as string;
    const say = async (cookie: string, body: string) => {
      const res = await injectWith(
        api,
        cookie,
        'POST',
        `/api/conversations/${conversationId}/messages`,
        {
          body,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await say(await login(api.app, company.email, 'company'), 'Hello Kim, Maya here.');
    await say(candidateCookie, 'Hi Maya!');
    await api.signIn(dana.email, 'company');
    await say(api.cookie, 'Dana from the team, joining in.');

    renderWithApp(<ConversationView conversationId={conversationId} />, {
      path: `/messages/${conversationId}`,
    });
    await screen.findByText('Dana from the team, joining in.');
    const items = screen.getAllByRole('listitem');
    const authorOf = (text: string) => {
      const item = items.find((li) => within(li).queryByText(text));
      return item && within(item).getByTestId('message-author').textContent;
    };
    expect(authorOf('Hello Kim, Maya here.')).toBe('Maya Chen · Nimbus Labs');
    expect(authorOf('Hi Maya!')).toBe('Kim Cho');
    expect(authorOf('Dana from the team, joining in.')).toBe('You');
  });
});
