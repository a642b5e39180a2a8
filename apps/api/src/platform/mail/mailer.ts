export interface MailMessage {
  /** Short name of the mail, used in the outbox file name: 'verify-email', 'reset-password'. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail, such as an invoice PDF; rendered when the mail is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
