/**
 * Migration 0031 (issue #33 item 1, docs/decisions/073): every company becomes a team with its one
 * user as owner, and nothing is lost — every intro, conversation, meeting, gig, note and e-mail
 * still belongs to the same company and the same person. Rows are written on the schema before it
 * (0030), migrated, then read back through SQL and through the real app as the company's user.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createUnmigratedDatabase, injectWith, login } from '../../test/helpers';
import { migrationsUpTo } from '../../test/support/migrations';
import { hashPassword } from '../server/platform/lib/passwords';
import { queryRows } from './rows';

const PASSWORD = 'migration-password';

describe('migration 0031: companies become teams (issue #33)', () => {
  it('makes each company user its owner and keeps every record with the same company and person', async () => {
    const database = await createUnmigratedDatabase();
    await database.migrate({ migrationsFolder: migrationsUpTo('0030_second_factors') });
    const db = database.db;
    const hash = await hashPassword(PASSWORD);
    const user = async (email: string, role: 'company' | 'candidate') => {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into users (email, password_hash, role, email_verified_at)
            values (${email}, ${hash}, ${role}, now()) returning id`,
      );
      return row!.id;
    };
    const companies: string[] = [];
    for (const [i, name] of ['Acme', 'Globex'].entries()) {
      const id = await user(`founder${i}@${name.toLowerCase()}.example`, 'company');
      await db.execute(
        sql`insert into companies (id, company_name, full_name, contact_role, onboarding_status, notes)
            values (${id}, ${name}, ${`Founder ${name}`}, 'CTO', 'complete', ${`note ${name}`})`,
      );
      companies.push(id);
    }
    const candidate = await user('kim@mail.example', 'candidate');
    await db.execute(
      sql`insert into candidates (id, first_name, last_name, role, status)
          values (${candidate}, 'Kim', 'Lee', 'Engineer', 'approved')`,
    );
    const [acme, globex] = companies as [string, string];
    const [intro] = await queryRows<{ id: string }>(
      db,
      sql`insert into intro_requests (company_id, candidate_id, status, meeting_time, outcome_note)
          values (${acme}, ${candidate}, 'meeting_marked_by_company', now() + interval '2 days', 'great call')
          returning id`,
    );
    await db.execute(
      sql`insert into intro_requests (company_id, candidate_id) values (${globex}, ${candidate})`,
    );
    const [conversation] = await queryRows<{ id: string }>(
      db,
      sql`insert into conversations (intro_request_id, company_id, candidate_id, company_name, candidate_name)
          values (${intro!.id}, ${acme}, ${candidate}, 'Acme', 'Kim Lee') returning id`,
    );
    await db.execute(
      sql`insert into messages (conversation_id, sender_id, body) values
          (${conversation!.id}, ${acme}, 'hello from Acme'), (${conversation!.id}, ${candidate}, 'hi')`,
    );
    await db.execute(
      sql`insert into gigs (company_id, title, role_category, description, deliverables,
            estimated_duration, budget_range, start_date, preferred_candidate_id, status)
          values (${acme}, 'Pricing page', 'Engineering', 'd', 'd', '1 week', '$500', '2026-12-01',
                  ${candidate}, 'proposed')`,
    );
    await db.execute(
      sql`insert into outbox_emails (template, to_addresses, subject, text_body, html_body)
          values ('accountCreationWelcome', ${'{founder0@acme.example}'}, 'Welcome', 't', 'h')`,
    );
    const snapshot = () =>
      queryRows(
        db,
        sql`select 'intro' as kind, id::text, company_id::text as owner, candidate_id::text as other from intro_requests
            union all select 'conversation', id::text, company_id::text, candidate_id::text from conversations
            union all select 'message', id::text, sender_id::text, conversation_id::text from messages
            union all select 'gig', id::text, company_id::text, preferred_candidate_id::text from gigs
            union all select 'email', id::text, to_addresses[1], template from outbox_emails
            union all select 'note', id::text, notes, company_name from companies
            order by 1, 2`,
      );
    const before = await snapshot();

    await database.migrate();

    expect(await snapshot()).toEqual(before);
    const members = await queryRows<{
      company_id: string;
      user_id: string;
      role: string;
      full_name: string;
      job_title: string;
    }>(
      db,
      sql`select company_id::text, user_id::text, role::text, full_name, job_title from company_members order by full_name`,
    );
    expect(members).toEqual([
      {
        company_id: acme,
        user_id: acme,
        role: 'owner',
        full_name: 'Founder Acme',
        job_title: 'CTO',
      },
      {
        company_id: globex,
        user_id: globex,
        role: 'owner',
        full_name: 'Founder Globex',
        job_title: 'CTO',
      },
    ]);
    const attributed = await queryRows<{ company_id: string; requested_by: string }>(
      db,
      sql`select company_id::text, requested_by::text from intro_requests
          union all select company_id::text, created_by::text from gigs`,
    );
    for (const row of attributed) expect(row.requested_by).toBe(row.company_id);

    // The company's user signs in as its owner and finds its intro, meeting, gig and conversation.
    const t = await buildTestApp({}, { database });
    const cookie = await login(t.app, 'founder0@acme.example', 'company', PASSWORD);
    const session = (await injectWith(t, cookie, 'GET', '/api/session')).json();
    expect(session.user).toMatchObject({
      companyId: acme,
      companyRole: 'owner',
      companyName: 'Acme',
    });
    const intros = (await injectWith(t, cookie, 'GET', '/api/intro-requests')).json();
    expect(intros.items.map((i: { id: string }) => i.id)).toEqual([intro!.id]);
    const gigs = (await injectWith(t, cookie, 'GET', '/api/gigs')).json();
    expect(JSON.stringify(gigs)).toContain('Pricing page');
    const inbox = (await injectWith(t, cookie, 'GET', '/api/conversations')).json();
    expect(JSON.stringify(inbox)).toContain(conversation!.id);
    await t.app.close();
  });
});
