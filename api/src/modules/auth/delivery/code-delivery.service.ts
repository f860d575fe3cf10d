import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../../../common/config/config';
import type { AppConfig } from '../../../common/config/config.types';
import { deliveryFailed } from '../auth.errors';
import type { OtpPurpose } from '../otp-challenge.entity';
import { MailSender, SmsSender } from './senders';

export type Recipient = { phone: string | null; email: string | null };

export function codeMessage(code: string, ttlMinutes: number): string {
  return `Your SikaLens code is ${code}. It expires in ${ttlMinutes} minutes. Never share it.`;
}

@Injectable()
export class CodeDeliveryService {
  private readonly logger = new Logger('CodeDelivery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  /** The channels a code for this purpose may use. */
  route(purpose: OtpPurpose, recipient: Recipient): Recipient {
    const phone = this.sms ? recipient.phone : null;
    const email = this.mail ? recipient.email : null;
    // Sign-in: every channel on file (spec).
    if (purpose === 'login') return { phone, email };
    // Registration binds the MoMo number, the account's identity, so with SMS only a code that
    // reached that phone may prove it; otherwise anyone could claim a phone with their own e-mail.
    if (this.sms?.kind === 'real') return { phone, email: null };
    // The dev outbox stands for both channels; an e-mail-only deployment can only prove the e-mail.
    if (this.sms?.kind === 'local') return { phone, email };
    return { phone: null, email };
  }

  /** Sends the code on the routed channels; returns those that took it, or throws 503 if none did. */
  async deliver(purpose: OtpPurpose, recipient: Recipient, code: string): Promise<Recipient> {
    const to = this.route(purpose, recipient);
    const text = codeMessage(code, this.config.otp.ttlMinutes);
    const [phone, email] = await Promise.allSettled([
      to.phone !== null && this.sms ? this.sms.send({ to: to.phone, text, code }) : null,
      to.email !== null && this.mail
        ? this.mail.send({ to: to.email, subject: 'Your SikaLens sign-in code', text, code })
        : null,
    ]);
    for (const result of [phone, email]) {
      if (result.status === 'rejected') {
        const reason: unknown = result.reason;
        this.logger.error(
          `Code delivery failed: ${reason instanceof Error ? reason.message : String(reason)}`,
        );
      }
    }
    const sent: Recipient = {
      phone: phone.status === 'fulfilled' ? to.phone : null,
      email: email.status === 'fulfilled' ? to.email : null,
    };
    if (sent.phone === null && sent.email === null) throw deliveryFailed();
    return sent;
  }
}
