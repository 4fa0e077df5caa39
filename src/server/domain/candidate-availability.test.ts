/**
 * Candidates stay current, as a table (issue #17 "Candidates stay current"; docs/decisions/028):
 * every kind of candidate × every availability event → the change and the e-mail, or a refusal;
 * and the timers at their edges — just before and just after 30 days, and 7 more days.
 */
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_CHECK_AFTER_MS,
  AVAILABILITY_LINK_VALID_MS,
  AVAILABILITY_PAUSE_AFTER_MS,
} from '../../shared/candidates/availability';
import {
  applyAvailabilityEvent,
  linkValid,
  type AvailabilityEvent,
  type AvailabilityState,
} from './candidate-availability';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const now = new Date('2026-11-23T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

/** Kinds of candidate, placed in time so that any timer their state allows is due. */
const kinds: Record<string, AvailabilityState> = {
  open: {
    status: 'approved',
    pausedAt: null,
    pausedBy: null,
    confirmedAt: at(-31 * DAY),
    askedAt: null,
    linkSentAt: null,
  },
  asked: {
    status: 'approved',
    pausedAt: null,
    pausedBy: null,
    confirmedAt: at(-38 * DAY),
    askedAt: at(-8 * DAY),
    linkSentAt: at(-8 * DAY),
  },
  pausedBySelf: {
    status: 'approved',
    pausedAt: at(-40 * DAY),
    pausedBy: 'candidate',
    confirmedAt: at(-60 * DAY),
    askedAt: null,
    linkSentAt: null,
  },
  pausedNoAnswer: {
    status: 'approved',
    pausedAt: at(-DAY),
    pausedBy: 'no_answer',
    confirmedAt: at(-38 * DAY),
    askedAt: null,
    linkSentAt: at(-DAY),
  },
  pending: {
    status: 'pending',
    pausedAt: null,
    pausedBy: null,
    confirmedAt: at(-60 * DAY),
    askedAt: null,
    linkSentAt: null,
  },
};

type Row = Record<AvailabilityEvent['type'], string>;
/** `paused` / `open` / `asked` (e-mail), `refused:<reason>`. */
const table: Record<keyof typeof kinds, Row> = {
  open: {
    ask: 'asked:availabilityCheck',
    lapse: 'refused:not_due',
    confirm: 'open',
    pause: 'paused',
    approve: 'open',
  },
  asked: {
    ask: 'refused:not_due',
    lapse: 'paused:availabilityPaused',
    confirm: 'open',
    pause: 'paused',
    approve: 'open',
  },
  pausedBySelf: {
    ask: 'refused:not_due',
    lapse: 'refused:not_due',
    confirm: 'open',
    pause: 'refused:already_paused',
    approve: 'paused',
  },
  pausedNoAnswer: {
    ask: 'refused:not_due',
    lapse: 'refused:not_due',
    confirm: 'open',
    pause: 'refused:already_paused',
    approve: 'paused',
  },
  pending: {
    ask: 'refused:not_due',
    lapse: 'refused:not_due',
    confirm: 'refused:not_approved',
    pause: 'refused:not_approved',
    approve: 'open',
  },
};

function outcome(s: AvailabilityState, type: AvailabilityEvent['type'], when = now) {
  const r = applyAvailabilityEvent(s, { type }, when);
  if (!r.ok) return `refused:${r.reason}`;
  const where = r.state.pausedAt ? 'paused' : r.state.askedAt ? 'asked' : 'open';
  return r.email ? `${where}:${r.email}` : where;
}

describe('candidate availability: every kind × every event', () => {
  for (const [kind, row] of Object.entries(table))
    for (const [type, expected] of Object.entries(row))
      it(`${kind} × ${type} → ${expected}`, () => {
        expect(outcome(kinds[kind]!, type as AvailabilityEvent['type'])).toBe(expected);
      });

  it('confirming restarts the 30-day clock and ends a pause; the feed changes only when paused state does', () => {
    const r = applyAvailabilityEvent(kinds.pausedNoAnswer!, { type: 'confirm' }, now);
    expect(r).toMatchObject({
      ok: true,
      changes: { pausedAt: null, pausedBy: null, askedAt: null, confirmedAt: now },
      feedChanged: true,
      newLink: false,
    });
    const again = applyAvailabilityEvent(kinds.open!, { type: 'confirm' }, now);
    expect(again).toMatchObject({ ok: true, feedChanged: false });
  });

  it('the question and the pause notice each carry a new link', () => {
    for (const [kind, type] of [
      ['open', 'ask'],
      ['asked', 'lapse'],
    ] as const) {
      const r = applyAvailabilityEvent(kinds[kind]!, { type }, now);
      expect(r).toMatchObject({ ok: true, newLink: true, changes: { linkSentAt: now } });
    }
  });
});

describe('candidate availability: the timers at their edges', () => {
  const confirmed: AvailabilityState = { ...kinds.open!, confirmedAt: now };
  it('asked just after 30 days, not just before', () => {
    expect(outcome(confirmed, 'ask', at(AVAILABILITY_CHECK_AFTER_MS - MIN))).toBe(
      'refused:not_due',
    );
    expect(outcome(confirmed, 'ask', at(AVAILABILITY_CHECK_AFTER_MS))).toBe(
      'asked:availabilityCheck',
    );
  });

  it('paused just after 7 more days (37 in all), not just before', () => {
    const asked: AvailabilityState = { ...confirmed, askedAt: at(AVAILABILITY_CHECK_AFTER_MS) };
    const edge = AVAILABILITY_CHECK_AFTER_MS + AVAILABILITY_PAUSE_AFTER_MS;
    expect(edge).toBe(37 * DAY);
    expect(outcome(asked, 'lapse', at(edge - MIN))).toBe('refused:not_due');
    expect(outcome(asked, 'lapse', at(edge))).toBe('paused:availabilityPaused');
  });

  it('a link works for 30 days after it was sent', () => {
    expect(linkValid(now, at(AVAILABILITY_LINK_VALID_MS))).toBe(true);
    expect(linkValid(now, at(AVAILABILITY_LINK_VALID_MS + MIN))).toBe(false);
    expect(linkValid(null, now)).toBe(false);
  });
});
