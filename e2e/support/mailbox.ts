/**
 * The end-to-end tests' mailbox (Playwright `globalSetup`): a local stand-in for SendGrid's v3
 * mail-send API that the server under test delivers to (`EMAIL_TRANSPORT=sendgrid`,
 * `SENDGRID_API_URL` pointing here), so a journey reads an e-mail as its recipient gets it — with
 * working single-use links, which the admin's outbox view masks (issue #12 finding 8).
 *
 * `POST /v3/mail/send` keeps the message and answers 202; `GET /messages/{outboxId}` answers the
 * message delivered for that outbox row (`custom_args.outbox_id`) as `DeliveredEmail`, or 404
 * until it arrives. Listens on 127.0.0.1:`E2E_MAILBOX_PORT`.
 */
import { createServer } from 'node:http';

interface SendgridMail {
  personalizations: { to: { email: string }[]; subject: string }[];
  content: { type: string; value: string }[];
  custom_args?: { outbox_id?: string };
  headers?: Record<string, string>;
}

/** An e-mail as the test mailbox received it. */
export interface DeliveredEmail {
  to: string[];
  subject: string;
  textBody: string;
  htmlBody: string;
  /** The message headers sent with it (e.g. `List-Unsubscribe`, docs/decisions/076). */
  headers: Record<string, string>;
}

export default async function startMailbox(): Promise<() => Promise<void>> {
  const delivered = new Map<string, DeliveredEmail>();
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v3/mail/send') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const mail = JSON.parse(raw) as SendgridMail;
        const [first] = mail.personalizations;
        const body = (type: string) => mail.content.find((c) => c.type === type)?.value ?? '';
        delivered.set(mail.custom_args?.outbox_id ?? `message-${delivered.size + 1}`, {
          to: first?.to.map((t) => t.email) ?? [],
          subject: first?.subject ?? '',
          textBody: body('text/plain'),
          headers: mail.headers ?? {},
          htmlBody: body('text/html'),
        });
        res.writeHead(202, { 'x-message-id': `e2e-${delivered.size}` }).end();
      });
      return;
    }
    const id = /^\/messages\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const email = req.method === 'GET' && id ? delivered.get(id) : undefined;
    if (email) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(email));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_MAILBOX_PORT), '127.0.0.1', resolve),
  );
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
