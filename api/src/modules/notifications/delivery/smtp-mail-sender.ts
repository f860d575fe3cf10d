import nodemailer, { type Transporter } from 'nodemailer';
import type { SmtpConfig } from '../../../common/config/config.types';
import { MailSender, type MailMessage } from '../../../common/messaging/senders';

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

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      // An address object, not a string: nodemailer would parse a string as a list of recipients.
      to: { name: '', address: message.to },
      ...(message.replyTo ? { replyTo: { name: '', address: message.replyTo } } : {}),
      subject: message.subject,
      text: message.text,
      attachments: message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    });
  }
}
