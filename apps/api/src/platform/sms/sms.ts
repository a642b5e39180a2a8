export interface SmsMessage {
  /** Short name of the message, used in the outbox file name: 'verify-phone'. */
  kind: string;
  to: string;
  message: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
