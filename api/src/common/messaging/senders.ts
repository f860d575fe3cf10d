// Small ports for the outside world; the module picks real or local implementations from config.
// A message is a sign-in code (`code` set: the dev outbox lists the code, never the text) or a
// notification such as a budget alert (no `code`: the dev outbox keeps its text to show).
// A support ticket's e-mail also carries a reply-to (the user) and, when the user shared it, the
// statement (a PDF).
type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  code?: string;
  replyTo?: string;
  attachments?: readonly MailAttachment[];
};
export type SmsMessage = { to: string; text: string; code?: string };

export abstract class MailSender {
  abstract readonly kind: 'real' | 'local';
  abstract send(message: MailMessage): Promise<void>;
}

export abstract class SmsSender {
  abstract readonly kind: 'real' | 'local';
  /** to is 233XXXXXXXXX. */
  abstract send(message: SmsMessage): Promise<void>;
}
