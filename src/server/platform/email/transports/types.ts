/** A way to deliver an outbox e-mail. */
export interface OutgoingEmail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation (iCalendar text) sent with the message, and its METHOD. */
  calendar?: EmailCalendar | null;
  /** Extra message headers (`List-Unsubscribe`, …; docs/decisions/076). */
  headers?: Record<string, string> | null;
}

/** An iCalendar invitation: `REQUEST` for a new or changed event, `CANCEL` to remove it. */
export interface EmailCalendar {
  method: 'REQUEST' | 'CANCEL';
  ics: string;
}

export interface DeliveryResult {
  /** `simulated`: nothing left the server (the spec's simulation mode). */
  status: 'sent' | 'simulated';
  provider: string;
  messageId: string | null;
  statusCode: number | null;
}

export interface EmailTransport {
  name: string;
  send(email: OutgoingEmail): Promise<DeliveryResult>;
}
