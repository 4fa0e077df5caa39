/**
 * The company books the intro call (docs/decisions/026-booking-and-timers.md "Slots": either side
 * offers 2–5 times, the other side picks one and the call is booked; "The calendar-link path
 * stays": the company confirms the time it booked, which must lie ahead), used as a company uses
 * it on the intro's page `/intro-confirmation/{candidate_id}` (spec 1 §2 "Intro confirmation
 * page"; spec 1 §4 "Scheduling" and §8: 'Call Booking Confirmed'), against the real API (issue
 * #29: component tests). The times show in the viewer's own time zone.
 */
import type { UserEvent } from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCandidate, createIntro, injectWith, login } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { SUGGESTED_CALL_HOURS } from '../../../lib/call-times';
import { formatDateTime } from '../../../lib/date-time';
import { IntroConfirmation } from './intro-confirmation';

const api = await startComponentApi();

const HOUR = 60 * 60 * 1000;
/** A whole hour at least `hours` ahead, as the API takes it (ISO, UTC). */
function hoursAhead(hours: number) {
  const d = new Date(Date.now() + hours * HOUR);
  d.setMinutes(0, 0, 0);
  return d.toISOString();
}
const pad = (n: number) => String(n).padStart(2, '0');
/** What a person types into a date-and-time field for `iso`, in their own time zone. */
function localInput(iso: string) {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A company signed in, with an intro to Noor Haddad in `status`; the page rendered. */
async function companyWithIntro(status: 'requested' | 'accepted') {
  const { id: companyId } = await api.signInAs('company');
  const noor = await createCandidate(api.db, { firstName: 'Noor', lastName: 'Haddad' });
  const intro = await createIntro(api.db, { companyId, candidateId: noor.id }, status);
  return { noor, intro };
}

function renderIntroPage(candidateId: string) {
  const sentBefore = api.requests.length;
  const view = renderWithApp(<IntroConfirmation candidateId={candidateId} />, {
    path: `/intro-confirmation/${candidateId}`,
  });
  const writes = () => api.requests.slice(sentBefore).filter((r) => r.startsWith('POST'));
  return { ...view, writes };
}

/** The intro as the company's API answers it. */
async function introOnServer(id: string) {
  const res = await injectWith(api, api.cookie, 'GET', `/api/intro-requests/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** Presses Tab until `element` has focus (as a keyboard user reaches it), at most 40 times. */
async function tabTo(user: UserEvent, element: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

describe('IntroNextStep', () => {
  it("books one of the times the candidate offered, chosen by keyboard (ADR 026; spec 1 §8 'Call Booking Confirmed')", async () => {
    const { noor, intro } = await companyWithIntro('requested');
    // Noor accepts from her dashboard, offering three times (ADR 026).
    const slots = [hoursAhead(25), hoursAhead(49), hoursAhead(73)];
    const noorCookie = await login(api.app, noor.email, 'candidate');
    const accepted = await injectWith(
      api,
      noorCookie,
      'POST',
      `/api/candidates/me/intro-requests/${intro.id}/respond`,
      { response: 'accepted', slots },
    );
    expect(accepted.statusCode).toBe(200);

    const { user } = renderIntroPage(noor.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Noor Accepted Your Intro!' }),
    ).toBeVisible();
    const step = screen.getByRole('region', { name: 'Next step' });
    expect(
      within(step).getByText('Noor offered these times — pick one to book the call:'),
    ).toBeVisible();
    const choices = slots.map((slot) =>
      within(step).getByRole('button', { name: formatDateTime(slot) }),
    );

    // By keyboard: Tab to the second time, press Space.
    await tabTo(user, choices[1]!);
    await user.keyboard(' ');

    expect(await screen.findByText('Call Booking Confirmed')).toBeVisible();
    expect(
      screen.getByText('Your call with Noor Haddad is booked. You both get the invitation.'),
    ).toBeVisible();
    expect(await introOnServer(intro.id)).toMatchObject({
      status: 'meeting_marked_by_company',
      meetingTime: slots[1],
      slots: [],
    });
    // The page reads the booked call back, in the viewer's zone.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Call with Noor Is Booked' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Call booked for ${formatDateTime(slots[1]!)} (${timeZone})`),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: formatDateTime(slots[0]!) }),
    ).not.toBeInTheDocument();
  });

  it('offers the company’s own times instead, which the server holds for the candidate to pick (ADR 026)', async () => {
    const { noor, intro } = await companyWithIntro('accepted');
    const { user, writes } = renderIntroPage(noor.id);

    // 'Offer Times Instead' is in the card's menu (issue #30); the times take the focus.
    const more = await screen.findByRole('button', { name: 'More actions for Noor Haddad' });
    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Offer Times Instead' }));
    const timesName = `Times for a 30-minute call (your time zone: ${timeZone})`;
    expect(screen.getByRole('group', { name: timesName })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: timesName })).getByLabelText('Time 1'),
    ).toHaveFocus();
    // Back closes the times without sending them.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'More actions for Noor Haddad' }));
    await user.click(screen.getByRole('menuitem', { name: 'Offer Times Instead' }));
    // Not at a suggested hour: Time 2 keeps its suggestion, and two equal times would be refused
    // (at 09:00–09:59 UTC, 30 hours ahead is tomorrow's 15:00 suggestion).
    const first = [30, 31]
      .map(hoursAhead)
      .find(
        (iso) => !(SUGGESTED_CALL_HOURS as readonly number[]).includes(new Date(iso).getHours()),
      )!;
    const times = screen.getByRole('group', { name: timesName });
    const field = within(times).getByLabelText('Time 1');
    await user.clear(field);
    await user.type(field, localInput(first));
    const second = (within(times).getByLabelText('Time 2') as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Offer These Times' }));

    expect(await screen.findByText('Times Offered')).toBeVisible();
    expect(screen.getByText("We've sent your times to Noor Haddad.")).toBeVisible();
    const onServer = await introOnServer(intro.id);
    expect(onServer).toMatchObject({ status: 'accepted', slotsOfferedBy: 'company' });
    const offered = [first, new Date(second).toISOString()].sort();
    expect(onServer.slots).toEqual(offered);
    // Listed in time order, whichever was typed first.
    expect(
      await screen.findByText(
        `You offered ${offered.map(formatDateTime).join(', ')}. Waiting for Noor to pick one.`,
      ),
    ).toBeVisible();
  });

  it("confirms a call booked through the calendar link only at a future time (ADR 026; spec 1 §4 'Call Booking Confirmed')", async () => {
    const { noor, intro } = await companyWithIntro('accepted');
    const { user, writes } = renderIntroPage(noor.id);

    const when = await screen.findByLabelText(`Call date and time (${timeZone})`);
    expect(
      screen.getByText("Booked a time through Noor's calendar link? Confirm it here."),
    ).toBeVisible();
    const confirm = screen.getByRole('button', { name: 'Confirm Call Booked' });

    // A time already past is refused here, and nothing is sent.
    await user.clear(when);
    await user.type(when, localInput(hoursAhead(-24)));
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a time in the future.');
    expect(when).toBeInvalid();
    expect(when).toHaveAccessibleDescription('Choose a time in the future.');
    expect(writes()).toEqual([]);

    // A time ahead, confirmed with Enter in the field.
    const meetingTime = hoursAhead(50);
    await user.clear(when);
    await user.type(when, `${localInput(meetingTime)}{Enter}`);

    expect(await screen.findByText('Call Booking Confirmed')).toBeVisible();
    expect(
      screen.getByText(
        `Your call with Noor Haddad is booked for ${formatDateTime(meetingTime)}. You both get the invitation.`,
      ),
    ).toBeVisible();
    expect(await introOnServer(intro.id)).toMatchObject({
      status: 'meeting_marked_by_company',
      meetingTime,
      meetingMarkedByCompany: true,
    });
    expect(writes()).toEqual([`POST /api/intro-requests/${intro.id}/book`]);
  });
});
