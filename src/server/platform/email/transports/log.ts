/** The `log` transport: the spec's simulation — nothing leaves the server, the row is `simulated`. */
import type { EmailTransport } from './types';

/** The links in an e-mail's text, in order, each once. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/**
 * `log` receives one line per e-mail: its recipients and subject. With `showLinks` (development
 * only, never in production: they carry single-use tokens) the line also lists the e-mail's links,
 * so that a person trying the product locally can open the verification or reset link they would
 * have received (docs/decisions/065).
 */
export function createLogTransport(
  log?: (msg: string) => void,
  { showLinks = false }: { showLinks?: boolean } = {},
): EmailTransport {
  return {
    name: 'log',
    async send(email) {
      const links = showLinks ? linksIn(email.text) : [];
      log?.(
        `simulated e-mail to ${email.to.join(', ')}: ${email.subject.slice(0, 50)}${
          links.length > 0 ? ` — links: ${links.join(' ')}` : ''
        }`,
      );
      return {
        status: 'simulated',
        provider: 'log',
        messageId: `log-${email.id}`,
        statusCode: null,
      };
    },
  };
}
