// Small ports for the outside world; the module picks real or local implementations from config.
export abstract class MailSender {
  abstract readonly kind: 'real' | 'local';
  abstract send(message: {
    to: string;
    subject: string;
    text: string;
    code: string;
  }): Promise<void>;
}

export abstract class SmsSender {
  abstract readonly kind: 'real' | 'local';
  /** to is 233XXXXXXXXX. */
  abstract send(message: { to: string; text: string; code: string }): Promise<void>;
}
