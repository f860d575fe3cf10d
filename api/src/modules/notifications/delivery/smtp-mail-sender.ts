import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../../common/config/config.types';
import { MailSender } from '../../../common/messaging/senders';

export class SmtpMailSender extends MailSender {
  readonly kind = 'real' as const;
  private readonly transporter: Transporter;

  constructor(
    smtp: SmtpConfig,
    private readonly from: string,
  ) {
    super();
    this.transporter = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTls,
      auth: smtp.user !== null ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
  }

  async send(message: { to: string; subject: string; text: string }): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      // An address object, not a string: nodemailer would parse a string as a list of recipients.
      to: { name: '', address: message.to },
      subject: message.subject,
      text: message.text,
    });
  }
}
