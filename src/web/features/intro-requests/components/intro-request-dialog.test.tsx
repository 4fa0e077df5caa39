/**
 * The short step before an intro request is sent (docs/decisions/034-intro-request-says-why.md),
 * used as a company uses it on a candidate's profile page: Request Intro opens it, the role comes
 * prefilled from the company's first primary role (spec 1 §2 "Company onboarding" preferences), a
 * personal note of up to 1,000 characters is optional, Cancel or Escape sends nothing, Send Intro
 * Request creates the request (spec 1 §4 "Intro request status (company view)": 'Intro
 * Requested!', then the confirmation page), and a free company over its allowance gets the
 * 'Free Plan Limit Reached' dialog with 'Maybe Later' and 'Upgrade to Pro' (spec 1 §2 "Talent
 * feed", §8, §9), and a company that has not verified its e-mail address is told so in the server's
 * words (docs/decisions/065). All against the real API (issue #29: component tests).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateWorkHistory, companyPreferences } from '../../../../db/schema';
import { emailVerificationTexts } from '../../../../shared/auth/email-verification';
import { createCandidate, createCompany, injectWith, TEST_PAY } from '../../../../../test/helpers';
import type { UserEvent } from '@testing-library/user-event';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { unexpectedErrorMessage } from '../../../lib/api-client';
import { CandidateProfile } from '../../talent-feed/components/candidate-profile';

const api = await startComponentApi();

/** The intro requests the page has posted since the test's `renderProfile`. */
let sentBefore = 0;
const posts = () =>
  api.requests.slice(sentBefore).filter((r) => r.startsWith('POST /api/intro-requests'));

/** Signs the page in as a company whose onboarding chose these primary roles. */
async function companyWithRoles(primaryRoles: string[]) {
  const company = await api.signInAs('company');
  await api.db.insert(companyPreferences).values({ companyId: company.id, primaryRoles });
  return company;
}

/** The candidate's profile page `/talent/{id}`, where Request Intro opens the dialog. */
function renderProfile(candidateId: string) {
  sentBefore = api.requests.length;
  return renderWithApp(<CandidateProfile candidateId={candidateId} notFound={<p>Not found</p>} />, {
    path: `/talent/${candidateId}`,
  });
}

/** The company's intro requests as the server has them. */
async function companyIntros(cookie = api.cookie) {
  const res = await injectWith(api, cookie, 'GET', '/api/intro-requests');
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: Record<string, unknown>[] }).items;
}

/** Types the pay (issue #35, docs/decisions/077): a yearly USD salary, lowest and highest. */
async function fillPay(user: UserEvent, dialog: HTMLElement, min = '120000', max = '150000') {
  await user.type(within(dialog).getByRole('textbox', { name: 'Lowest pay' }), min);
  await user.type(within(dialog).getByRole('textbox', { name: 'Highest pay' }), max);
}

describe('IntroRequestDialog', () => {
  it('opens with the role prefilled, takes a note by keyboard and creates the request (ADR 034; spec 1 §4)', async () => {
    await companyWithRoles(['Design', 'Engineering']);
    const maya = await createCandidate(api.db, { firstName: 'Maya', lastName: 'Okafor' });
    const { user } = renderProfile(maya.id);

    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Maya' });
    expect(dialog).toHaveAccessibleDescription(
      'Tell Maya what the role is and why you would like to talk. They read it before they answer.',
    );

    // ADR 034: the role is prefilled with the first primary role.
    const role = await within(dialog).findByRole('combobox', { name: 'The role' });
    expect(role).toHaveValue('Design');
    // Focus is held in the dialog: it opened on its Close button while the roles loaded, and Tab
    // goes round to the role.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(role).toHaveFocus();

    // The role replaced, then Tab through the pay (issue #35, ADR 077) to the note, whose counter
    // describes it.
    await user.clear(role);
    await user.type(role, 'Senior Product Designer');
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Pay type' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Lowest pay' })).toHaveFocus();
    await user.keyboard('120000');
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Highest pay' })).toHaveFocus();
    await user.keyboard('150,000');
    await user.tab();
    const note = within(dialog).getByRole('textbox', { name: 'A note to Maya (optional)' });
    expect(note).toHaveFocus();
    expect(note).toHaveAccessibleDescription('0 / 1,000');
    await user.keyboard('Loved your design system talk.');
    expect(note).toHaveAccessibleDescription('30 / 1,000');

    // Tab past Cancel to Send Intro Request, and press Enter.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Send Intro Request' })).toHaveFocus();
    await user.keyboard('{Enter}');

    // Spec 1 §4 / §8: the toast 'Intro Requested!', then the intro confirmation page.
    expect(await screen.findByText('Intro Requested!')).toBeVisible();
    expect(screen.getByText("We've let Maya know you'd like an intro.")).toBeVisible();
    expect(await screen.findByText(`Page: /intro-confirmation/${maya.id}`)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The server has the request, with the role and the note (spec 1 §3 role_description, message).
    const [intro, ...others] = await companyIntros();
    expect(others).toEqual([]);
    expect(intro).toMatchObject({
      candidateId: maya.id,
      status: 'requested',
      roleDescription: 'Senior Product Designer',
      message: 'Loved your design system talk.',
      compensation: TEST_PAY.compensation,
    });
  });

  it("names the candidate's current job under its title, from their work history (ADR 080)", async () => {
    await companyWithRoles(['Engineering']);
    const jo = await createCandidate(api.db, { firstName: 'Jo' });
    await api.db.insert(candidateWorkHistory).values([
      {
        candidateId: jo.id,
        company: 'Acme',
        title: 'Senior Engineer',
        startMonth: '2022-03',
        position: 0,
      },
      {
        candidateId: jo.id,
        company: 'Initech',
        title: 'Engineer',
        startMonth: '2018-01',
        endMonth: '2022-02',
        position: 1,
      },
    ]);
    const { user } = renderProfile(jo.id);

    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Jo' });
    expect(within(dialog).getByText('Senior Engineer at Acme')).toBeVisible();
    expect(within(dialog).queryByText(/at Initech/)).not.toBeInTheDocument();
  });

  it('closes on Escape and on Cancel, sends nothing, and gives focus back to Request Intro (ADR 034)', async () => {
    await companyWithRoles(['Engineering']);
    const sam = await createCandidate(api.db, { firstName: 'Sam' });
    const { user } = renderProfile(sam.id);

    const open = await screen.findByRole('button', { name: 'Request Intro' });
    await user.click(open);
    const role = await screen.findByRole('combobox', { name: 'The role' });
    await user.type(role, ' Lead');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    // Opened again: Cancel closes it the same way.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Sam' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    // ADR 034: "Cancel sends nothing and uses no free request."
    expect(posts()).toEqual([]);
    expect(await companyIntros()).toEqual([]);
  });

  it('keeps the role and note as a draft through a reload, and drops it once sent (issue #30)', async () => {
    await companyWithRoles(['Engineering']);
    const ana = await createCandidate(api.db, { firstName: 'Ana' });
    const first = renderProfile(ana.id);
    await first.user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const role = await screen.findByRole('combobox', { name: 'The role' });
    await first.user.clear(role);
    await first.user.type(role, 'Staff Engineer');
    await first.user.type(
      screen.getByRole('textbox', { name: 'A note to Ana (optional)' }),
      'Loved your talk.',
    );
    await fillPay(first.user, screen.getByRole('dialog'), '90000', '110000');
    // The page goes away (a reload) with the dialog open, and comes back.
    first.unmount();
    const again = renderProfile(ana.id);
    await again.user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    expect(await screen.findByRole('combobox', { name: 'The role' })).toHaveValue('Staff Engineer');
    expect(screen.getByRole('textbox', { name: 'A note to Ana (optional)' })).toHaveValue(
      'Loved your talk.',
    );
    expect(screen.getByRole('textbox', { name: 'Lowest pay' })).toHaveValue('90000');
    expect(screen.getByRole('textbox', { name: 'Highest pay' })).toHaveValue('110000');

    await again.user.click(screen.getByRole('button', { name: 'Send Intro Request' }));
    await waitFor(() =>
      expect(again.router.state.location.pathname).toMatch(/^\/intro-confirmation\//),
    );
    const [intro] = await companyIntros();
    expect(intro).toMatchObject({ roleDescription: 'Staff Engineer', message: 'Loved your talk.' });
    // Sent: the next request to Ana starts afresh.
    await waitFor(() =>
      expect(Object.keys(localStorage).filter((k) => k.includes(ana.id))).toEqual([]),
    );
  });

  it('asks before leaving the page with a changed dialog; Keep Writing stays, Leave Page goes (issue #30)', async () => {
    await companyWithRoles(['Engineering']);
    const bo = await createCandidate(api.db, { firstName: 'Bo' });
    const { user, router } = renderProfile(bo.id);
    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'A note to Bo (optional)' }),
      'Half a thought',
    );

    // Leaving (Back, a link) is held and asked about.
    void router.navigate('/talent');
    const ask = await screen.findByRole('alertdialog');
    expect(ask).toHaveTextContent('Leave this page? Your request to Bo is not sent.');
    expect(router.state.location.pathname).toBe(`/talent/${bo.id}`);
    await user.click(within(ask).getByRole('button', { name: 'Keep Writing' }));
    expect(screen.getByRole('textbox', { name: 'A note to Bo (optional)' })).toHaveValue(
      'Half a thought',
    );

    void router.navigate('/talent');
    await user.click(await screen.findByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByText('Page: /talent')).toBeInTheDocument();
    expect(posts()).toEqual([]);
  });

  it("says what is too long in the schema's words and sends nothing until it is fixed (ADR 034)", async () => {
    await companyWithRoles(['Engineering']);
    const lee = await createCandidate(api.db, { firstName: 'Lee' });
    const { user } = renderProfile(lee.id);
    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Lee' });

    const role = await within(dialog).findByRole('combobox', { name: 'The role' });
    await user.clear(role);
    await user.paste('R'.repeat(201));
    const note = within(dialog).getByRole('textbox', { name: 'A note to Lee (optional)' });
    await user.click(note);
    await user.paste('n'.repeat(1001));
    expect(note).toHaveAccessibleDescription('1,001 / 1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Send Intro Request' }));

    const alerts = within(dialog).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'The role must be 200 characters or less.',
      'Please enter a whole number.',
      'Please enter a whole number.',
      'Your note must be 1,000 characters or less.',
    ]);
    expect(role).toBeInvalid();
    expect(role).toHaveAccessibleDescription('The role must be 200 characters or less.');
    expect(note).toBeInvalid();
    expect(note).toHaveAccessibleDescription(
      'Your note must be 1,000 characters or less. 1,001 / 1,000',
    );
    expect(posts()).toEqual([]);

    // Editing a field clears its message; once both fit, the request goes.
    await user.type(role, '{Backspace}');
    expect(role).toBeValid();
    expect(within(dialog).getAllByRole('alert')).toHaveLength(3);
    await user.type(note, '{Backspace}');
    // The pay was left empty: it is asked for too (ADR 077).
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Please enter a whole number.', 'Please enter a whole number.']);
    await fillPay(user, dialog);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Intro Request' }));
    expect(await screen.findByText('Intro Requested!')).toBeVisible();
    const [intro] = await companyIntros();
    expect(intro).toMatchObject({ roleDescription: 'R'.repeat(200), message: 'n'.repeat(1000) });
  });

  /** Two free requests of this month, sent by the company outside the page. */
  async function useAllowance(cookie: string, names: string[]) {
    for (const firstName of names) {
      const earlier = await createCandidate(api.db, { firstName });
      const res = await injectWith(api, cookie, 'POST', '/api/intro-requests', {
        ...TEST_PAY,
        candidateId: earlier.id,
      });
      expect(res.statusCode).toBe(201);
    }
  }

  /** The limit dialog with the server's text, and that it created nothing for `candidateId`. */
  async function expectLimitDialog(candidateId: string) {
    const limit = await screen.findByRole('dialog', { name: 'Free Plan Limit Reached' });
    expect(limit).toHaveAccessibleDescription(
      /^Free plans include 2 new intro requests per month\. Your limit resets on \w+ 1, \d{4}\. Upgrade to Pro for unlimited intro requests\.$/,
    );
    expect(within(limit).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    expect(screen.queryByText('Intro Requested!')).not.toBeInTheDocument();
    expect((await companyIntros()).map((i) => i.candidateId)).not.toContain(candidateId);
    return limit;
  }

  it("opens 'Free Plan Limit Reached' instead of the form when the month's two free requests are used (issue #30; spec 1 §2, §8, §9)", async () => {
    const company = await companyWithRoles(['Engineering']);
    await useAllowance(company.cookie, ['Ana', 'Ben']);
    const cleo = await createCandidate(api.db, { firstName: 'Cleo' });
    const { user } = renderProfile(cleo.id);

    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const limit = await expectLimitDialog(cleo.id);
    // The form never opened: nothing to fill in before being refused.
    expect(screen.queryByRole('dialog', { name: 'Request an intro to Cleo' })).toBeNull();
    expect(posts()).toEqual([]);

    // Maybe Later closes it; the card still offers Request Intro.
    await user.click(within(limit).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Request Intro' })).toBeEnabled();
  });

  it("answers Send with 'Free Plan Limit Reached' when the allowance ran out while the form was open (spec 1 §8)", async () => {
    const company = await companyWithRoles(['Engineering']);
    const cleo = await createCandidate(api.db, { firstName: 'Cleo' });
    const { user } = renderProfile(cleo.id);

    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Cleo' });
    await fillPay(user, dialog);
    // Another tab of the company uses the month's two requests meanwhile.
    await useAllowance(company.cookie, ['Ana', 'Ben']);
    await user.click(await within(dialog).findByRole('button', { name: 'Send Intro Request' }));
    await expectLimitDialog(cleo.id);
  });

  it("says 'E-mail Not Verified' in the server's words to a company that has not verified, and creates nothing (ADR 065)", async () => {
    const company = await createCompany(api.db, {
      onboardingStatus: 'complete',
      emailVerifiedAt: null,
    });
    await api.signIn(company.email, 'company');
    const dana = await createCandidate(api.db, { firstName: 'Dana' });
    const { user } = renderProfile(dana.id);

    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Dana' });
    await within(dialog).findByRole('button', { name: 'Send Intro Request' });
    await fillPay(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Intro Request' }));

    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText(emailVerificationTexts.requiredTitle)).toBeVisible();
    expect(within(toasts).getByText(emailVerificationTexts.required)).toBeVisible();
    expect(within(toasts).queryByText(unexpectedErrorMessage)).toBeNull();
    expect(posts()).toEqual(['POST /api/intro-requests']);
    expect(screen.queryByText('Intro Requested!')).not.toBeInTheDocument();
    expect(await companyIntros()).toEqual([]);
  });

  it("says the pay is below the candidate's range and still sends; a rate is sent per day (issue #35, ADR 077)", async () => {
    await companyWithRoles(['Engineering']);
    const taylor = await createCandidate(api.db, {
      firstName: 'Taylor',
      salaryRange: '$100k – $150k',
    });
    const { user } = renderProfile(taylor.id);
    await user.click(await screen.findByRole('button', { name: 'Request Intro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request an intro to Taylor' });
    await within(dialog).findByRole('button', { name: 'Send Intro Request' });

    await fillPay(user, dialog, '80000', '95000');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "Below Taylor's range of $100k–$150k. You can still send the request.",
    );
    const highest = within(dialog).getByRole('textbox', { name: 'Highest pay' });
    await user.clear(highest);
    await user.type(highest, '120000');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      "Within Taylor's range of $100k–$150k.",
    );
    // Lowest above highest: the schema's message, nothing sent.
    await user.clear(highest);
    await user.type(highest, '70000');
    await user.click(within(dialog).getByRole('button', { name: 'Send Intro Request' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The highest pay must be at least the lowest.',
    );
    expect(highest).toBeInvalid();
    expect(posts()).toEqual([]);

    // A day rate in euros: no comparison with a yearly dollar range.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Pay type' }),
      'Day rate (contract)',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'EUR (€)');
    const lowest = within(dialog).getByRole('textbox', { name: 'Lowest pay' });
    await user.clear(lowest);
    await user.type(lowest, '600');
    await user.clear(highest);
    await user.type(highest, '750');
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Send Intro Request' }));
    expect(await screen.findByText('Intro Requested!')).toBeVisible();
    const [intro] = await companyIntros();
    expect(intro).toMatchObject({
      compensation: { kind: 'rate', currency: 'EUR', period: 'day', min: 600, max: 750 },
      candidateSalaryRange: '$100k – $150k',
    });
  });
});
