/**
 * An SMTP server on 127.0.0.1 that keeps every message it receives (no authentication, no TLS):
 * its Message-ID, subject and the name the sending client gave in EHLO.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMessage {
  messageId: string;
  subject: string;
  /** The client's EHLO name: the cluster suite sets one per server process. */
  client: string;
}

export interface SmtpCapture {
  port: number;
  messages: CapturedMessage[];
  close(): Promise<void>;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        if (raw.length < 16_384) raw += chunk;
      });
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
        messages.push({
          messageId: header(head, 'Message-ID'),
          subject: header(head, 'Subject'),
          client: session.hostNameAppearsAs,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
