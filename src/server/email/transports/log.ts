/** The `log` transport: the spec's simulation — nothing leaves the server, the row is `simulated`. */
import type { EmailTransport } from './types';

export function createLogTransport(log?: (msg: string) => void): EmailTransport {
  return {
    name: 'log',
    async send(email) {
      log?.(`simulated e-mail to ${email.to.join(', ')}: ${email.subject.slice(0, 50)}`);
      return {
        status: 'simulated',
        provider: 'log',
        messageId: `log-${email.id}`,
        statusCode: null,
      };
    },
  };
}
