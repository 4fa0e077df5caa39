/** A way to deliver an outbox e-mail. */
export interface OutgoingEmail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
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
