/**
 * The intro call's calendar file (issue #31, finding 2): names that reach an `.ics` — the
 * organizer's and the attendee's `CN=`, the title and description — cannot add properties or
 * attendees, whatever they hold. Each file is read back with a maintained iCalendar parser
 * (ical.js) and holds exactly the intended properties, one organizer and one attendee.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { IntroWithParties } from './intro-requests.repo';
import { calendarParamText, meetingIcs } from './meeting-calendar';

const injection = '\r\nATTENDEE;CN=Mallory:mailto:mallory@evil.example\r\nX-A: 1';

function row(names: {
  fullName: string;
  companyName: string;
  firstName: string;
  lastName: string;
}): IntroWithParties {
  return {
    intro: {
      id: '0f9b7c62-7f39-4a41-9a0c-3c5f0e1d2a3b',
      meetingTime: new Date('2026-12-03T15:00:00Z'),
      calendarSequence: 2,
    },
    company: {
      companyName: names.companyName,
      fullName: names.fullName,
      email: 'dana@startup.example',
    },
    candidate: {
      firstName: names.firstName,
      lastName: names.lastName,
      role: 'Backend Engineer',
      calendarUrl: 'https://cal.com/kim',
      email: 'kim@talent.example',
    },
  } as unknown as IntroWithParties;
}

/** The one VEVENT of an .ics text, parsed. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

const intended = [
  'uid',
  'dtstamp',
  'dtstart',
  'duration',
  'summary',
  'description',
  'url',
  'organizer',
  'attendee',
  'status',
  'sequence',
].sort();

describe('meetingIcs (issue #31, finding 2)', () => {
  const hostile = [
    { field: 'the organizer (company contact)', names: { fullName: `Dana${injection}` } },
    { field: 'the company', names: { companyName: `Acme${injection}` } },
    { field: 'the candidate', names: { firstName: `Kim${injection}`, lastName: 'Lee"; X="y' } },
    {
      field: 'everyone at once',
      names: {
        fullName: `"Dana"\nX-B:2`,
        companyName: `A\r\nB`,
        firstName: `K\tim`,
        lastName: `L\u0000ee\u007f`,
      },
    },
  ];
  for (const { field, names } of hostile) {
    for (const method of ['PUBLISH', 'REQUEST', 'CANCEL'] as const) {
      it(`a hostile name of ${field} adds no property or attendee (${method})`, () => {
        const all = {
          fullName: 'Dana Ross',
          companyName: 'Acme',
          firstName: 'Kim',
          lastName: 'Lee',
          ...names,
        };
        const ics = meetingIcs(row(all), 'https://warmintro.test', method);
        const event = eventOf(ics);
        expect(
          event
            .getAllProperties()
            .map((p) => p.name)
            .sort(),
        ).toEqual(intended);
        const organizer = event.getFirstProperty('organizer')!;
        expect(organizer.getFirstValue()).toMatch(/^mailto:dana@startup\.example$/i);
        expect(organizer.getParameter('cn')).toBe(calendarParamText(all.fullName));
        const attendee = event.getFirstProperty('attendee')!;
        expect(attendee.getFirstValue()).toMatch(/^mailto:kim@talent\.example$/i);
        expect(attendee.getParameter('cn')).toBe(
          calendarParamText(`${all.firstName} ${all.lastName}`),
        );
        // The title and description are text values (escaped by the library): the names are
        // text in them, line breaks included, never properties.
        expect(String(event.getFirstPropertyValue('summary'))).toMatch(/^Intro call: /);
        expect(String(event.getFirstPropertyValue('description'))).toMatch(/^Intro call between /);
      });
    }
  }

  it('keeps an ordinary name as it is, accents and all', () => {
    expect(calendarParamText('Zoë Nguyễn-Øster')).toBe('Zoë Nguyễn-Øster');
    expect(calendarParamText(`Dana${injection}`)).toBe(
      'Dana ATTENDEE;CN=Mallory:mailto:mallory@evil.example X-A: 1',
    );
    expect(calendarParamText('"Dana" Ross')).toBe('Dana Ross');
  });
});
