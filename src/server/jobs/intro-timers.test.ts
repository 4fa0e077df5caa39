/**
 * The automatic meeting reminder (issue #8): once per accepted intro with no booked call for more
 * than 48 hours, sharing the once-only rule of the dashboard banner (spec 1 §4 "Meeting reminder").
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { introRequests, outboxEmails } from '../../db/schema';
import { buildTestApp, createCandidate, createCompany, createIntro } from '../../../test/helpers';
import type { IntroStatus } from '../../shared/intro-requests/schemas';
import { runIntroTimers } from '../features/intros/intro-requests.service';

const t = await buildTestApp();

describe('the reminder timer', () => {
  it('reminds once, only for accepted intros without a booked call after 48 hours', async () => {
    const co = await createCompany(t.db, { fullName: 'Lee Park' });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const make = async (status: IntroStatus, at: Date, values = {}) => {
      const cand = await createCandidate(t.db);
      const row = await createIntro(t.db, { companyId: co.id, candidateId: cand.id }, status, {
        at,
        ...values,
      });
      return row.id;
    };
    const due = await make('accepted', hoursAgo(50));
    await make('accepted', hoursAgo(47));
    await make('meeting_marked_by_company', hoursAgo(72));
    await make('requested', hoursAgo(72));
    await make('accepted', hoursAgo(80), { meetingReminderSentAt: hoursAgo(10) });

    expect((await runIntroTimers(t.app.ctx)).remind).toBe(1);
    expect((await runIntroTimers(t.app.ctx)).remind).toBe(0);
    const [row] = await t.db.select().from(introRequests).where(eq(introRequests.id, due));
    expect(row!.meetingReminderSentAt).toBeInstanceOf(Date);
    const mails = await t.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'companyMeetingReminderSelf'),
          sql`${co.email} = any(${outboxEmails.to})`,
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Reminder: book your call');
  });
});
