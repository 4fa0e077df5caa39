/**
 * The intro call as an iCalendar (.ics) file (issue #4, beyond the spec; issue #17), built with
 * the `ics` library: 30 minutes from the meeting time, the company's contact as organizer and the
 * candidate as attendee. One UID per intro; SEQUENCE rises with every change, so a calendar
 * updates the event (`METHOD:REQUEST`) or removes it (`METHOD:CANCEL`).
 */
import { createEvent } from 'ics';
import { absoluteUrl, paths } from '../../../shared/paths';
import type { IntroWithParties } from './intro-requests.repo';

export const MEETING_MINUTES = 30;

/**
 * A name as an iCalendar parameter value (RFC 5545 §3.2: `CN=` of ORGANIZER and ATTENDEE). A
 * parameter value has no escapes: it may not hold a control character (CR and LF included) or a
 * `"`, and the `ics` library quotes it but passes it on as it is — a line break in a name would
 * start a property of its own (issue #31, finding 2). Each such character becomes a space, and
 * runs of spaces one.
 */
export function calendarParamText(name: string): string {
  return name.replace(notInParameter, ' ').replace(/ {2,}/g, ' ').trim();
}

// eslint-disable-next-line no-control-regex
const notInParameter = /[\u0000-\u001f\u007f"]+/g;

/**
 * @returns the text of a VCALENDAR with one VEVENT.
 * @throws Error when the library refuses the event (should not happen for stored data).
 */
export function meetingIcs(
  row: IntroWithParties,
  appUrl: string,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH' = 'PUBLISH',
): string {
  const start = row.intro.meetingTime ?? new Date();
  const candidateName = `${row.candidate.firstName} ${row.candidate.lastName}`.trim();
  const dashboardUrl = absoluteUrl(appUrl, paths.dashboard.getHref('requests'));
  const description = [
    `Intro call between ${row.company.companyName} and ${candidateName} (${row.candidate.role}), arranged through WarmIntro.`,
    row.candidate.calendarUrl ? `Booking link: ${row.candidate.calendarUrl}` : null,
    `Dashboard: ${dashboardUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  const { error, value } = createEvent({
    uid: `intro-${row.intro.id}@warmintro`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: MEETING_MINUTES },
    title: `Intro call: ${row.company.companyName} × ${candidateName}`,
    description,
    url: row.candidate.calendarUrl ?? dashboardUrl,
    organizer: { name: calendarParamText(row.company.fullName), email: row.company.email },
    attendees: [
      {
        name: calendarParamText(candidateName),
        email: row.candidate.email,
        rsvp: true,
        role: 'REQ-PARTICIPANT',
      },
    ],
    method,
    sequence: row.intro.calendarSequence,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    productId: 'warmintro/ics',
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar file.');
  return value;
}
