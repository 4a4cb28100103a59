/** One mail or text message to a shopper. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** The email address, or the phone number's digits as the account stores them. */
  to: string;
  /** For SMS: the calling code to dial first, e.g. "+1". */
  phoneCode?: string | null;
  subject: string;
  body: string;
}

/** One way out of the server for messages of one channel (SMTP, an SMS gateway). */
export interface Transport {
  deliver(message: OutgoingMessage): Promise<void>;
  close(): void;
}
