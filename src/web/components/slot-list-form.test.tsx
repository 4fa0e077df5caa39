/**
 * The times a candidate offers for the intro call (docs/decisions/026-booking-and-timers.md
 * "Slots": accepting may offer 2–5 thirty-minute times within the next 14 days, entered in the
 * viewer's own time zone and stored in UTC), used as a candidate uses them in the dashboard's
 * Intro Requests tab (spec 2 §2 "Candidate dashboard"; spec 2 §4 "Intro request": accepting is
 * answered 'Thank you for accepting! …', spec 2 §8 'Request Accepted!'), against the real API
 * (issue #29: component tests).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCompany, createIntro, injectWith } from '../../../test/helpers';
import { startComponentApi } from '../../../test/web/api';
import { renderWithApp } from '../../../test/web/render';
import { CandidateIntroRequestsTab } from '../features/candidates/components/candidate-intro-requests-tab';

const api = await startComponentApi();

const pad = (n: number) => String(n).padStart(2, '0');
/** What a person types into a date-and-time field: `days` from today at `time`, local time. */
function localInput(days: number, time = '10:30') {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}`;
}
/** The instant a local date-and-time stands for, as the API stores it (UTC). */
const utc = (local: string) => new Date(local).toISOString();

/** A candidate signed in, with one request from Acme Robotics waiting for an answer. */
async function candidateWithRequest() {
  const me = await api.signInAs('candidate');
  const co = await createCompany(api.db, {
    companyName: 'Acme Robotics',
    onboardingStatus: 'complete',
  });
  const intro = await createIntro(api.db, { companyId: co.id, candidateId: me.id }, 'requested');
  const sentBefore = api.requests.length;
  const view = renderWithApp(<CandidateIntroRequestsTab />, { path: '/candidate-dashboard' });
  const responses = () =>
    api.requests.slice(sentBefore).filter((r) => r.startsWith('POST') && r.includes('/respond'));
  return { ...view, intro, responses };
}

/** The candidate's intro requests as the server has them. */
async function myRequests() {
  const res = await injectWith(api, api.cookie, 'GET', '/api/candidates/me/intro-requests');
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('SlotListForm', () => {
  it('adds times up to five, removes one, and accepts with the times the server then holds (ADR 026)', async () => {
    const { user } = await candidateWithRequest();
    await user.click(await screen.findByRole('button', { name: 'Accept and Offer Times' }));

    const times = screen.getByRole('group', {
      name: `Times for a 30-minute call (your time zone: ${timeZone})`,
    });
    const fields = () => within(times).getAllByLabelText(/^Time \d$/);
    // Two times to start with (the fewest), each ahead, neither removable.
    expect(fields()).toHaveLength(2);
    for (const field of fields()) {
      expect(new Date((field as HTMLInputElement).value).getTime()).toBeGreaterThan(Date.now());
    }
    expect(within(times).queryByRole('button', { name: /^Remove time/ })).not.toBeInTheDocument();

    // 'Add a time' by keyboard: Tab from the last time to it, Enter; then twice more by click.
    await user.click(within(times).getByLabelText('Time 2'));
    await user.tab();
    const add = screen.getByRole('button', { name: 'Add a time' });
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(times).getByLabelText('Time 3')).toBeInTheDocument();
    await user.click(add);
    await user.click(add);
    // Five at most: the button is gone.
    expect(fields()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add a time' })).not.toBeInTheDocument();
    expect(within(times).getAllByRole('button', { name: /^Remove time \d$/ })).toHaveLength(5);

    // The candidate types their own first time, then removes the fourth.
    const first = localInput(3, '09:30');
    await user.clear(within(times).getByLabelText('Time 1'));
    await user.type(within(times).getByLabelText('Time 1'), first);
    const fifth = (within(times).getByLabelText('Time 5') as HTMLInputElement).value;
    await user.click(within(times).getByRole('button', { name: 'Remove time 4' }));
    expect(fields()).toHaveLength(4);
    expect(within(times).getByLabelText('Time 4')).toHaveValue(fifth);
    expect(screen.getByRole('button', { name: 'Add a time' })).toBeInTheDocument();
    const offered = fields().map((f) => utc((f as HTMLInputElement).value));
    expect(offered[0]).toBe(utc(first));

    await user.click(screen.getByRole('button', { name: 'Accept and Offer Times' }));

    // Spec 2 §8 'Request Accepted!' with the server's answer (spec 2 §4).
    expect(await screen.findByText('Request Accepted!')).toBeVisible();
    expect(
      screen.getByText(
        'Thank you for accepting! The company has been notified and can now schedule a meeting.',
      ),
    ).toBeVisible();
    // ADR 026: the times are stored in UTC, offered by the candidate, for the company to pick.
    const [request] = await myRequests();
    expect(request).toMatchObject({
      status: 'accepted',
      candidateResponse: 'accepted',
      slotsOfferedBy: 'candidate',
    });
    expect([...(request!.slots as string[])].sort()).toEqual([...offered].sort());
    // The card now says what was offered and who picks.
    expect(
      await screen.findByText(/^You offered .+\. Waiting for Acme Robotics to pick one\.$/),
    ).toBeVisible();
    expect(screen.getByText('Accepted')).toBeVisible();
  });

  it('refuses a repeated, past, too distant or empty time with one message and sends nothing (ADR 026)', async () => {
    const { user, responses } = await candidateWithRequest();
    await user.click(await screen.findByRole('button', { name: 'Accept and Offer Times' }));
    const time1 = screen.getByLabelText('Time 1');
    const time2 = screen.getByLabelText('Time 2');
    const submit = screen.getByRole('button', { name: 'Accept and Offer Times' });
    const message = 'Offer 2 to 5 different times within the next 14 days.';

    for (const [why, value] of [
      ['the same time twice', (time1 as HTMLInputElement).value],
      ['yesterday', localInput(-1)],
      ['beyond 14 days', localInput(15)],
      ['no time', ''],
    ] as const) {
      await user.clear(time2);
      if (value) await user.type(time2, value);
      await user.click(submit);
      expect(await screen.findByRole('alert'), why).toHaveTextContent(message);
      for (const field of [time1, time2]) {
        expect(field, why).toBeInvalid();
        expect(field, why).toHaveAccessibleDescription(message);
      }
    }
    expect(responses()).toEqual([]);

    // Back leaves the request unanswered, on the page and on the server.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.getByText('Pending Response')).toBeVisible();
    expect(await myRequests()).toMatchObject([{ status: 'requested', slots: [] }]);
  });
});
