/**
 * Shortlists and team notes as people use them (issue #34 items 1 and 2): a member saves a
 * candidate from the feed to a new list and writes a note on the profile mentioning a teammate;
 * the teammate finds it in the bell and reads the note on the profile; the candidate, logged in,
 * sees neither the list nor the note — not on their profile, not in their bell, not by the API.
 */
import { expect, test } from '@playwright/test';
import {
  demoAccounts,
  expectNoSeriousA11yViolations,
  latestEmail,
  linkIn,
  loginViaApi,
  newCompany,
} from './fixtures';

test('a member saves a candidate to a new list and mentions a teammate in a note; the candidate sees neither', async ({
  browser,
  baseURL,
}) => {
  // Three browsers and two axe runs: about a minute and a half on this busy 2-core machine.
  test.setTimeout(180_000);
  const { page, company } = await newCompany(browser, baseURL!, 'Shortlists');

  // A teammate, Dana, joins by the e-mailed invitation.
  const mateEmail = `dana.${Date.now()}${Math.floor(Math.random() * 1000)}@e2e.example`;
  const invited = await page.request.post('/api/company/invitations', {
    data: { email: mateEmail, role: 'member' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = await latestEmail(baseURL!, 'teamInvitation', mateEmail);
  const token = decodeURIComponent(linkIn(mail.textBody, '/join/').split('/').pop()!);
  const mateContext = await browser.newContext({ baseURL });
  const matePage = await mateContext.newPage();
  const accepted = await matePage.request.post(
    `/api/invitations/${encodeURIComponent(token)}/accept`,
    {
      data: {
        fullName: 'Dana Lee',
        jobTitle: 'Head of Engineering',
        password: 'dana-notes-pass-1',
      },
    },
  );
  expect(accepted.status(), await accepted.text()).toBe(200);
  await loginViaApi(matePage, { email: mateEmail, password: 'dana-notes-pass-1' }, 'company');

  // The member saves Taylor Test, first in the feed, to a new list — by keyboard.
  await page.goto('/talent');
  const card = page.getByRole('article', { name: 'Taylor Test' });
  const save = card.getByRole('button', { name: 'Save Taylor Test to a list' });
  await save.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'New list…' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'New list…' }).press('Enter');
  await menu.getByLabel('New list name').fill('Backend Q1');
  await menu.getByLabel('New list name').press('Enter');
  const list = menu.getByRole('menuitemcheckbox', { name: 'Backend Q1' });
  await expect(list).toHaveAttribute('aria-checked', 'true');
  await expect(list).toBeFocused();
  await expect(list).toHaveAccessibleDescription(/^Added by Robin Vale · \w{3} \d+$/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(save).toBeFocused();
  await expect(save).toHaveAccessibleDescription('1 On 1 list');

  // On the profile: the stage, and a note that mentions Dana, picked from the list.
  await card.getByRole('link', { name: 'Taylor Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taylor Test' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Pipeline: Shortlisted · since / })).toBeVisible();
  const notes = page.getByRole('region', { name: 'Team notes (only your team sees these)' });
  await expect(notes.getByText('No notes yet. Notes are private to your team.')).toBeVisible();
  const field = notes.getByLabel('Add a note');
  await field.click();
  await field.pressSequentially('Great on Postgres. @Da');
  const teammates = notes.getByRole('listbox', { name: 'Teammates' });
  await expect(teammates.getByRole('option', { name: 'Dana Lee' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('Enter');
  await expect(teammates).toBeHidden();
  await field.pressSequentially('can you take the call?');
  await expect(field).toHaveValue('Great on Postgres. @Dana Lee can you take the call?');
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes.getByRole('listitem').filter({ hasText: 'Great on Postgres.' });
  await expect(note).toContainText(company.fullName);
  await expect(note.locator('mark')).toHaveText('@Dana Lee');
  await expect(field).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  const profileUrl = page.url();

  // Dana's bell says so; the notification opens the profile with the note.
  await matePage.goto('/talent');
  const bell = matePage.getByRole('button', { name: /^Notifications/ });
  // The first page of a new browser, on a busy machine: the shell may take a while to start.
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/, { timeout: 20_000 });
  await bell.click();
  const mention = matePage
    .getByRole('dialog', { name: 'Notifications' })
    .getByTestId('notification')
    .filter({ hasText: `${company.fullName} mentioned you in a note on Taylor Test.` });
  await expect(mention).toHaveAttribute('data-unread', 'true');
  await mention.click();
  await expect(matePage).toHaveURL(profileUrl);
  const mateNotes = matePage.getByRole('region', {
    name: 'Team notes (only your team sees these)',
  });
  const mateNote = mateNotes.getByRole('listitem').filter({ hasText: 'Great on Postgres.' });
  await expect(mateNote).toContainText('@Dana Lee can you take the call?');
  // Not Dana's note: hers to read, not to change.
  await expect(mateNote.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(mateNote.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(
    matePage.getByRole('button', { name: 'Save Taylor Test to a list' }),
  ).toHaveAccessibleDescription('1 On 1 list');
  await mateContext.close();

  // The candidate, logged in, on their own profile: no list, no note, no stage; none by the API.
  const candidateContext = await browser.newContext({ baseURL });
  const candidatePage = await candidateContext.newPage();
  await loginViaApi(candidatePage, demoAccounts.testCandidate, 'candidate');
  await candidatePage.goto(new URL(profileUrl).pathname);
  await expect(candidatePage.getByRole('heading', { level: 1, name: 'Taylor Test' })).toBeVisible();
  await expect(candidatePage.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(candidatePage.getByRole('button', { name: /to a list/ })).toHaveCount(0);
  await expect(candidatePage.getByText(/Team notes/)).toHaveCount(0);
  await expect(candidatePage.getByText(/Great on Postgres/)).toHaveCount(0);
  await expect(candidatePage.getByText(/Backend Q1/)).toHaveCount(0);
  await expect(candidatePage.getByRole('link', { name: /^Pipeline:/ })).toHaveCount(0);
  await candidatePage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(candidatePage.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(candidatePage.getByText(/mentioned you in a note|Great on Postgres/)).toHaveCount(0);
  const candidateId = new URL(profileUrl).pathname.split('/').pop()!;
  expect(
    (await candidatePage.request.get(`/api/company/candidates/${candidateId}/notes`)).status(),
  ).toBe(403);
  await candidateContext.close();
});
