/**
 * Outbox core (issue #2 "Outbox core"; spec 1 §7 "Notification e-mail helper", §8 e-mail messages):
 * notify() queues a rendered e-mail in the caller's transaction; the worker delivers it through the
 * `log` transport (the spec's simulation) and marks it `simulated`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails } from '../../../db/schema/index';
import { buildTestApp } from '../../../../test/helpers';
import { notify } from './notify';
import { deliverDue } from './outbox-worker';
import { templates } from './templates';
import { createLogTransport } from './transports/log';

const t = await buildTestApp();
const ctx = { appUrl: 'https://app.warmintro.test', teamEmail: 'team@warmintro.test' };
const payload = {
  companyEmail: 'ada@acme.example',
  companyName: 'Acme <Robotics> & Co',
  companyContactName: 'Ada Lovelace',
};

describe('accountCreationWelcome template', () => {
  it('renders subject, text and HTML with escaped values and absolute links', () => {
    const email = templates.accountCreationWelcome(payload, ctx);
    expect(email.to).toEqual(['ada@acme.example']);
    expect(email.subject).toBe('Welcome to WarmIntro, Acme <Robotics> & Co!');
    expect(email.html).toContain('Acme &lt;Robotics&gt; &amp; Co');
    expect(email.html).not.toContain('<Robotics>');
    expect(email.html).toContain('href="https://app.warmintro.test/onboarding/preferences"');
    expect(email.text).toContain('https://app.warmintro.test/onboarding/preferences');
    expect(email).toMatchSnapshot();
  });
});

describe('notify and the worker', () => {
  it('queues in the transaction and is rolled back with it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, ctx, 'accountCreationWelcome', {
          ...payload,
          companyEmail: 'rollback@acme.example',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.db.select().from(outboxEmails);
    expect(rows.filter((r) => r.to.includes('rollback@acme.example'))).toHaveLength(0);
  });

  it('delivers a queued e-mail through the log transport as simulated', async () => {
    const id = await notify(t.db, ctx, 'accountCreationWelcome', payload);
    const [queued] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(queued).toMatchObject({
      status: 'queued',
      template: 'accountCreationWelcome',
      attempts: 0,
    });

    expect(await deliverDue(t.db, createLogTransport())).toBeGreaterThanOrEqual(1);
    const [sent] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    expect(sent).toMatchObject({ status: 'simulated', provider: 'log', attempts: 1 });
    expect(sent!.sentAt).toBeInstanceOf(Date);
    expect(await deliverDue(t.db, createLogTransport())).toBe(0);
  });

  it('refuses an unknown template and a message without recipient', async () => {
    await expect(notify(t.db, ctx, 'noSuchTemplate' as never, {} as never)).rejects.toThrow(
      'Unknown email type requested',
    );
    await expect(
      notify(t.db, ctx, 'accountCreationWelcome', { ...payload, companyEmail: '' }),
    ).rejects.toThrow('Missing required email information');
  });
});
