/**
 * The message composer as a party meets it, at the foot of an open conversation (issue #16;
 * docs/decisions/037-conversations-and-live-stream.md: one conversation per accepted intro, plain
 * text of 1–5,000 characters, blank refused with "Please write a message."; 039-messaging-wording.md:
 * messaging replaces the spec's 'Coming soon' — spec 2 §2 Messages tab), against the real API:
 * Enter sends, Shift+Enter starts a new line, the draft is kept per conversation as it is typed
 * and survives a reload, and the server's own refusal shows under the field.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import {
  createAdmin,
  createCandidate,
  createCompany,
  createIntro,
  injectWith,
  login,
} from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { ConversationView } from './conversation-view';

const api = await startComponentApi();

/**
 * A company and a candidate whose intro the candidate accepted through the API (which opens their
 * conversation, ADR 037); the page is signed in as the company. `company`: an existing one.
 */
async function acceptedIntro(
  company?: { id: string; email: string },
  candidate = { firstName: 'Kim', lastName: 'Cho' },
) {
  company ??= await createCompany(api.db, {
    onboardingStatus: 'complete',
    companyName: 'Nimbus Labs',
    fullName: 'Maya Chen',
  });
  const person = await createCandidate(api.db, candidate);
  const intro = await createIntro(api.db, { companyId: company.id, candidateId: person.id });
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
  await api.signIn(company.email, 'company');
  return { company, conversationId, introId: intro.id, candidateCookie };
}

/** The message bodies of the conversation as the candidate (the other party) reads them. */
async function bodiesFor(cookie: string, conversationId: string): Promise<string[]> {
  const res = await injectWith(api, cookie, 'GET', `/api/conversations/${conversationId}/messages`);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { body: string }[]).map((m) => m.body);
}

/** What the page POSTed about this conversation. */
const posts = (conversationId: string) =>
  api.requests.filter((r) => r.startsWith('POST ') && r.includes(conversationId));

async function renderConversation(conversationId: string, otherParty = 'Kim Cho') {
  const view = renderWithApp(<ConversationView conversationId={conversationId} />, {
    path: `/messages/${conversationId}`,
  });
  expect(await screen.findByRole('heading', { name: otherParty })).toBeVisible();
  return { ...view, field: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('MessageComposer', () => {
  it('sends with Enter, keeps the line Shift+Enter started, and the other party gets it', async () => {
    const { conversationId, candidateCookie } = await acceptedIntro();
    const { user, field } = await renderConversation(conversationId);
    expect(field).toHaveAttribute('placeholder', 'Write a message…');
    expect(screen.getByText('0 / 5,000')).toBeVisible();

    await user.click(field);
    await user.keyboard('Hello Kim,{Shift>}{Enter}{/Shift}Could we talk on Tuesday?');
    // Shift+Enter made a new line and sent nothing.
    expect(field).toHaveValue('Hello Kim,\nCould we talk on Tuesday?');
    expect(screen.getByText('36 / 5,000')).toBeVisible();
    expect(posts(conversationId)).toEqual([]);

    await user.keyboard('{Enter}');

    // The message joins the conversation, its line break kept; the field empties.
    const sent = await screen.findByRole('listitem');
    expect(
      within(sent).getByText('Hello Kim,\nCould we talk on Tuesday?', { normalizer: (t) => t }),
    ).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.getByText('0 / 5,000')).toBeVisible();
    expect(posts(conversationId)).toEqual([`POST /api/conversations/${conversationId}/messages`]);

    expect(await bodiesFor(candidateCookie, conversationId)).toEqual([
      'Hello Kim,\nCould we talk on Tuesday?',
    ]);
  });

  it('refuses an empty or blank message with "Please write a message." and sends nothing', async () => {
    const { conversationId, candidateCookie } = await acceptedIntro();
    const { user, field } = await renderConversation(conversationId);

    await user.click(field);
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please write a message.');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Please write a message.');

    // Typing takes the message away; spaces alone are still blank.
    await user.keyboard('   ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');

    // The Send button refuses it the same way.
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write a message.');

    expect(posts(conversationId)).toEqual([]);
    expect(await bodiesFor(candidateCookie, conversationId)).toEqual([]);
  });

  it('refuses a message over 5,000 characters, and sends one of exactly 5,000', async () => {
    const { conversationId, candidateCookie } = await acceptedIntro();
    const { user, field } = await renderConversation(conversationId);

    await user.click(field);
    await user.paste('a'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please keep your message under 5,000 characters.',
    );
    expect(field).toBeInvalid();
    expect(posts(conversationId)).toEqual([]);

    // One character fewer is allowed.
    await user.keyboard('{Backspace}');
    expect(screen.getByText('5,000 / 5,000')).toBeVisible();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await bodiesFor(candidateCookie, conversationId)).toEqual(['a'.repeat(5000)]);
  });

  it('keeps the draft as it is typed, through a reload, for its own conversation only', async () => {
    const first = await acceptedIntro();
    const second = await acceptedIntro(first.company, { firstName: 'Lee', lastName: 'Park' });
    const { user, field, unmount } = await renderConversation(first.conversationId);

    await user.click(field);
    await user.keyboard('Thanks for accepting!{Shift>}{Enter}{/Shift}Are you free');
    // A reload right after the last keystroke: the page goes, a new one loads.
    unmount();
    const reloaded = await renderConversation(first.conversationId);
    expect(reloaded.field).toHaveValue('Thanks for accepting!\nAre you free');
    expect(posts(first.conversationId)).toEqual([]);

    // Another conversation has its own (empty) draft.
    reloaded.unmount();
    const other = await renderConversation(second.conversationId, 'Lee Park');
    expect(other.field).toHaveValue('');
    other.unmount();

    // Sent, the draft is gone: the next reload shows an empty field.
    const again = await renderConversation(first.conversationId);
    await again.user.click(again.field);
    await again.user.keyboard(' on Tuesday?{Enter}');
    await waitFor(() => expect(again.field).toHaveValue(''));
    expect(await bodiesFor(first.candidateCookie, first.conversationId)).toEqual([
      'Thanks for accepting!\nAre you free on Tuesday?',
    ]);
    again.unmount();
    expect((await renderConversation(first.conversationId)).field).toHaveValue('');
  });

  it("shows the server's refusal under the field and keeps the text when the conversation closed meanwhile", async () => {
    const { conversationId, introId, candidateCookie } = await acceptedIntro();
    const { user, field } = await renderConversation(conversationId);

    // While the page is open, an admin sets the intro to declined, which closes the conversation.
    const admin = await createAdmin(api.db);
    const adminCookie = await login(api.app, admin.email, 'admin');
    const declined = await injectWith(
      api,
      adminCookie,
      'PATCH',
      `/api/admin/intro-requests/${introId}/status`,
      { status: 'declined' },
    );
    expect(declined.statusCode).toBe(200);

    await user.click(field);
    await user.keyboard('Still there?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This conversation is closed. You can still read it.');
    expect(field).toHaveAccessibleDescription(
      'This conversation is closed. You can still read it.',
    );
    expect(field).toHaveValue('Still there?');
    // Nothing joined the conversation.
    expect(screen.getByText('No messages yet. Say hello and agree on next steps.')).toBeVisible();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(await bodiesFor(candidateCookie, conversationId)).toEqual([]);
  });

  it("shows a party that has not verified its e-mail address the server's words, and keeps the text (ADR 065)", async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      companyName: 'Unverified Labs',
      emailVerifiedAt: null,
    });
    const { conversationId, candidateCookie } = await acceptedIntro(company);
    const { user, field } = await renderConversation(conversationId);

    await user.click(field);
    await user.keyboard('Hello there{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(emailVerificationTexts.required);
    expect(field).toHaveAccessibleDescription(emailVerificationTexts.required);
    expect(field).toHaveValue('Hello there');
    expect(await bodiesFor(candidateCookie, conversationId)).toEqual([]);
  });
});
