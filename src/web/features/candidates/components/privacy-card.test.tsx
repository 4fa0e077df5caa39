/**
 * The dashboard's Privacy card (issue #35 part 2, docs/decisions/081): a candidate chooses
 * "Signed-in companies only", blocks a company picked from the "Block a company" combobox with the
 * keyboard, blocks a typed name (a refused one keeps what was typed, with the server's message
 * under the field), and removes a block; the server holds each change. Used by role, label and
 * keyboard against the real API (issue #29: component tests).
 */
import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { privacyTexts } from '../../../../shared/candidates/privacy';
import { createCandidate, createCompany } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { PrivacyCard } from './privacy-card';

const api = await startComponentApi();

async function serverPrivacy() {
  const res = await api.app.inject({
    method: 'GET',
    url: '/api/candidates/me/privacy',
    headers: { cookie: api.cookie },
  });
  return res.json() as {
    visibility: string;
    blocks: { id: string; kind: string; label: string }[];
  };
}

describe('Privacy card (ADR 081)', () => {
  it('sets signed-in companies only, blocks a picked and a typed company, and removes a block', async () => {
    const stamp = randomUUID().slice(0, 6);
    const picked = `Quorvex ${stamp} Labs`;
    const other = `Quorvex ${stamp} Foods`;
    await createCompany(api.db, { companyName: picked, onboardingStatus: 'complete' });
    await createCompany(api.db, { companyName: other, onboardingStatus: 'complete' });
    const { email } = await createCandidate(api.db, { status: 'approved' });
    await api.signIn(email, 'candidate');
    const { user } = renderWithApp(<PrivacyCard />, { path: '/candidate-dashboard' });

    // Visibility: Everyone by default; Signed-in companies only is saved as it is chosen.
    const visibility = await screen.findByRole('radiogroup', { name: 'Visibility' });
    expect(within(visibility).getByRole('radio', { name: 'Everyone' })).toBeChecked();
    expect(screen.getByText(privacyTexts.noCurrentEmployer)).toBeInTheDocument();
    await user.click(within(visibility).getByRole('radio', { name: 'Signed-in companies only' }));
    expect(await screen.findByText(privacyTexts.visibilitySaved)).toBeInTheDocument();
    expect(
      within(visibility).getByRole('radio', { name: 'Signed-in companies only' }),
    ).toBeChecked();
    await waitFor(async () =>
      expect((await serverPrivacy()).visibility).toBe('signed_in_companies'),
    );

    // Pick a company with the keyboard: type, wait for the results, arrow down twice, Enter.
    const combobox = screen.getByRole('combobox', { name: 'Block a company' });
    await user.click(combobox);
    await user.keyboard(`quorvex ${stamp}`);
    const listbox = await screen.findByRole('listbox', { name: 'Companies on WarmIntro' });
    await within(listbox).findByRole('option', { name: other });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([other, picked]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      within(listbox).getByRole('option', { name: picked }).id,
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByText(privacyTexts.blocked(picked))).toBeInTheDocument();
    expect(combobox).toHaveValue('');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    const blocks = await screen.findByRole('list', { name: privacyTexts.blockedTitle });
    expect(within(blocks).getByText(picked)).toBeInTheDocument();

    // Escape closes the list of an unfinished search.
    await user.keyboard(`quorvex ${stamp}`);
    await screen.findByRole('option', { name: other });
    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');

    // A typed name: blocked; the same name again is refused under the field, text kept.
    const typed = screen.getByRole('textbox', { name: privacyTexts.typedLabel });
    await user.click(typed);
    await user.keyboard('Initech Inc.{Enter}');
    expect(await screen.findByText(privacyTexts.blocked('Initech Inc.'))).toBeInTheDocument();
    expect(typed).toHaveValue('');
    await user.keyboard('INITECH');
    await user.click(screen.getByRole('button', { name: privacyTexts.blockButton }));
    expect(await screen.findByText(privacyTexts.alreadyBlocked)).toBeInTheDocument();
    expect(typed).toHaveValue('INITECH');
    expect(typed).toHaveAccessibleDescription(privacyTexts.alreadyBlocked);

    await waitFor(async () =>
      expect((await serverPrivacy()).blocks.map((b) => [b.kind, b.label]).sort()).toEqual([
        ['company', picked],
        ['name', 'Initech Inc.'],
      ]),
    );

    // Remove the picked company: gone from the list and from the server.
    await user.click(screen.getByRole('button', { name: privacyTexts.removeButton(picked) }));
    expect(await screen.findByText(privacyTexts.unblocked(picked))).toBeInTheDocument();
    await waitFor(() => expect(within(blocks).queryByText(picked)).not.toBeInTheDocument());
    expect(combobox).toHaveFocus();
    expect((await serverPrivacy()).blocks.map((b) => b.label)).toEqual(['Initech Inc.']);
  });
});
