/**
 * E-mail that really leaves (issue #8; spec 1 §4 "Email sending mode", §7 "Direct e-mail send", §8
 * e-mail codes, §9): a real SMTP server and a SendGrid-speaking HTTP server on 127.0.0.1 receive
 * what the outbox worker sends; failures map to the spec's codes; retries back off; a crashed worker
 * leads to exactly one delivery; two workers deliver 1,000 e-mails exactly once each.
 */
import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../db/client';
import { outboxEmails } from '../../../db/schema/index';
import { createTestDatabase } from '../../../../test/helpers';
import { startFakeSendgrid } from '../../../../test/support/fake-sendgrid';
import { testConfig } from '../config';
import { resolveEmailSetup } from './email-config';
import { notify } from './notify';
import { claimDue } from './outbox.repo';
import { deliverDue, RETRY_DELAYS_MS } from './outbox-worker';
import { createSendgridTransport } from './transports/sendgrid';
import { createSmtpTransport } from './transports/smtp';
import type { EmailTransport } from './transports/types';

const database = await createTestDatabase();
const db = database.db;
const ctx = { appUrl: 'https://app.warmintro.test', teamEmail: 'team@warmintro.test' };
const sendgrid = await startFakeSendgrid();
afterAll(() => sendgrid.close());

function sendgridTransport(timeoutMs = 2000) {
  return createSendgridTransport({
    apiKey: 'SG.test-key',
    from: { email: 'hello@warmintro.test', name: 'WarmIntro' },
    baseUrl: sendgrid.url,
    timeoutMs,
  });
}
async function queueOne(to = 'ada@acme.example') {
  await db.delete(outboxEmails);
  return notify(db, ctx, 'accountCreationWelcome', {
    companyEmail: to,
    companyName: 'Acme & Co',
    companyContactName: 'Ada Lovelace',
  });
}
async function row(id: string) {
  const [r] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
  return r!;
}
/** Makes a queued retry due now, as if its wait had passed. */
async function makeDue(id: string) {
  await db
    .update(outboxEmails)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboxEmails.id, id));
}

beforeEach(() => {
  sendgrid.requests.length = 0;
  sendgrid.respondWith(202);
});

describe('SMTP transport', () => {
  it('delivers the whole message to a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const id = await queueOne();
      const transport = createSmtpTransport({
        url: `smtp://127.0.0.1:${port}`,
        from: 'WarmIntro <hello@warmintro.test>',
      });
      await deliverDue(db, transport);
      expect(await row(id)).toMatchObject({ status: 'sent', provider: 'smtp', attempts: 1 });
      expect(received).toHaveLength(1);
      const raw = received[0]!;
      expect(raw).toContain('Subject: Welcome to WarmIntro, Acme & Co!');
      expect(raw).toContain(`Message-ID: <${id}@warmintro>`);
      expect(raw).toContain('To: ada@acme.example');
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('SendGrid transport', () => {
  it('posts the v3 payload with the bearer key and records the message id and status', async () => {
    const id = await queueOne();
    await deliverDue(db, sendgridTransport());
    expect(await row(id)).toMatchObject({
      status: 'sent',
      provider: 'sendgrid',
      messageId: 'msg-1',
      statusCode: 202,
    });
    const [request] = sendgrid.requests;
    expect(request!.authorization).toBe('Bearer SG.test-key');
    expect(request!.body).toMatchObject({
      personalizations: [
        { to: [{ email: 'ada@acme.example' }], subject: 'Welcome to WarmIntro, Acme & Co!' },
      ],
      from: { email: 'hello@warmintro.test', name: 'WarmIntro' },
      reply_to: { email: 'hello@warmintro.test' },
      tracking_settings: { click_tracking: { enable: true }, open_tracking: { enable: true } },
      custom_args: { outbox_id: id },
    });
    expect((request!.body.content as { type: string }[]).map((c) => c.type)).toEqual([
      'text/plain',
      'text/html',
    ]);
  });

  it.each([
    [401, 'AUTH_FAILED'],
    [403, 'PERMISSION_DENIED'],
    [400, 'SENDGRID_ERROR'],
  ] as const)('a %i is permanent: failed at once with %s', async (status, code) => {
    sendgrid.respondWith(status);
    const id = await queueOne();
    await deliverDue(db, sendgridTransport());
    const r = await row(id);
    expect(r).toMatchObject({ status: 'failed', statusCode: status, attempts: 1 });
    expect(r.error).toMatch(new RegExp(`^${code}: `));
    expect(r.error!.length).toBeLessThanOrEqual(code.length + 2 + 100);
    expect(await deliverDue(db, sendgridTransport())).toBe(0);
  });

  it('with EMAIL_FALLBACK a permanent failure keeps a simulated copy and the error', async () => {
    sendgrid.respondWith(401);
    const id = await queueOne();
    await deliverDue(db, sendgridTransport(), { fallback: true });
    expect(await row(id)).toMatchObject({ status: 'simulated', statusCode: 401 });
    expect((await row(id)).error).toMatch(/^AUTH_FAILED/);
  });

  it('retries 429, 500 and a hung provider with growing waits, then delivers', async () => {
    sendgrid.respondWith(429, 500, 'hang', 202);
    const id = await queueOne();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await deliverDue(db, sendgridTransport(300));
      const r = await row(id);
      expect(r.status).toBe('queued');
      expect(r.error).toMatch(attempt === 3 ? /^NETWORK_ERROR/ : /^SENDGRID_ERROR/);
      waits.push(r.nextAttemptAt.getTime() - before);
      expect(await deliverDue(db, sendgridTransport(300))).toBe(0); // not due yet
      await makeDue(id);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0]! - 1000);
    expect(waits[1]).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[1]! - 1000);
    expect(waits[2]).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[2]! - 1000);
    await deliverDue(db, sendgridTransport(300));
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 4 });
  });

  it('gives up after five tries', async () => {
    sendgrid.respondWith(500);
    const id = await queueOne();
    for (let i = 0; i < 5; i++) {
      await deliverDue(db, sendgridTransport());
      await makeDue(id);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });
});

describe('email configuration (spec 1 §5 "Outbound e-mail")', () => {
  it('is valid only with an SG. key and an address-like sender; otherwise falls back to log', () => {
    expect(
      resolveEmailSetup(
        testConfig({
          EMAIL_TRANSPORT: 'sendgrid',
          SENDGRID_API_KEY: 'SG.abc',
          EMAIL_FROM: 'hello@warmintro.test',
        }),
      ),
    ).toMatchObject({ valid: true, problems: [] });
    const badKey = resolveEmailSetup(
      testConfig({
        EMAIL_TRANSPORT: 'sendgrid',
        SENDGRID_API_KEY: 'abc',
        EMAIL_FROM: 'hello@warmintro.test',
      }),
    );
    expect(badKey).toMatchObject({
      valid: false,
      problems: ['SENDGRID_API_KEY must start with "SG.".'],
    });
    expect(badKey.transport.name).toBe('log');
    const badFrom = resolveEmailSetup(
      testConfig({
        EMAIL_TRANSPORT: 'sendgrid',
        SENDGRID_API_KEY: 'SG.abc',
        EMAIL_FROM: 'not an address',
      }),
    );
    expect(badFrom.problems).toEqual(['EMAIL_FROM is not a valid address.']);
  });
});

describe('exactly once', () => {
  function countingTransport(): EmailTransport & { sent: Map<string, number> } {
    const sent = new Map<string, number>();
    return {
      name: 'counting',
      sent,
      async send(email) {
        sent.set(email.id, (sent.get(email.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, Math.random() * 2));
        return { status: 'sent', provider: 'counting', messageId: email.id, statusCode: 250 };
      },
    };
  }

  it('a worker that dies between claim and send leads to exactly one delivery', async () => {
    const id = await queueOne();
    const claimed = await claimDue(db, 10); // the dead worker's claim; it never sends
    expect(claimed.map((e) => e.id)).toEqual([id]);
    const transport = countingTransport();
    expect(await deliverDue(db, transport)).toBe(0); // the claim is still fresh
    await db
      .update(outboxEmails)
      .set({ claimedAt: sql`now() - interval '6 minutes'` })
      .where(eq(outboxEmails.id, id));
    expect(await deliverDue(db, transport)).toBe(1);
    expect(await deliverDue(db, transport)).toBe(0);
    expect(transport.sent.get(id)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two workers deliver 1,000 queued e-mails exactly once each', async () => {
    await db.delete(outboxEmails);
    const values = Array.from({ length: 1000 }, (_, i) => ({
      template: 'accountCreationWelcome',
      to: [`user${i}@example.com`],
      subject: `Hello ${i}`,
      textBody: 'text',
      htmlBody: '<p>html</p>',
    }));
    for (let i = 0; i < values.length; i += 250)
      await db.insert(outboxEmails).values(values.slice(i, i + 250));
    const second = database.url ? openPostgres(database.url, 5) : database;
    const transport = countingTransport();
    const work = async (workerDb: typeof db) => {
      while ((await deliverDue(workerDb, transport, { batchSize: 25 })) > 0) {
        /* until empty */
      }
    };
    await Promise.all([work(db), work(second.db)]);
    if (second !== database) await second.close();
    expect(transport.sent.size).toBe(1000);
    expect([...transport.sent.values()].every((n) => n === 1)).toBe(true);
    const ids = [...transport.sent.keys()];
    const statuses = await db
      .select({ status: outboxEmails.status })
      .from(outboxEmails)
      .where(inArray(outboxEmails.id, ids.slice(0, 100)));
    expect(statuses.every((s) => s.status === 'sent')).toBe(true);
  });
});

describe('the log transport (docs/decisions/065)', () => {
  const email = {
    id: 'e1',
    to: ['ada@acme.example'],
    subject: 'Verify your e-mail address for WarmIntro',
    text: 'Open https://app.warmintro.test/verify-email?token=abc to verify. Or https://app.warmintro.test/verify-email?token=abc again.',
    html: '',
  };

  it('shows a developer the links of each e-mail in development, never in production', async () => {
    for (const [env, shown] of [
      ['development', true],
      ['production', false],
      ['test', false],
    ] as const) {
      const lines: string[] = [];
      const setup = resolveEmailSetup(
        testConfig({ NODE_ENV: env, ...(env === 'production' ? { COOKIE_SECURE: 'true' } : {}) }),
        { log: (line) => lines.push(line) },
      );
      expect(await setup.transport.send(email)).toMatchObject({ status: 'simulated' });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('simulated e-mail to ada@acme.example');
      expect(lines[0]!.includes('verify-email?token=abc')).toBe(shown);
      if (shown) expect(lines[0]!.match(/verify-email\?token=abc/g)).toHaveLength(1);
    }
  });
});
