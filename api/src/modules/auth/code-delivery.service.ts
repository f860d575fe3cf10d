import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { deliveryFailed } from './auth.errors';
import type { OtpPurpose } from './otp-challenge.entity';
import { MailSender, SmsSender } from '../../common/messaging/senders';

export type Recipient = { phone: string | null; email: string | null };

// What a code is for, in its message: a code to delete the account says so, so that nobody reads
// it out to someone who asks for "your sign-in code".
const APPROVAL_WARNING =
  " If you did not ask for this, someone may be signed in to your account: don't share the code, and sign out the sessions you do not recognise in Settings > Security.";
const CODE_FOR: Record<OtpPurpose, { phrase: string; subject: string; warning?: string }> = {
  login: { phrase: '', subject: 'Your SikaLens sign-in code' },
  register: { phrase: '', subject: 'Your SikaLens sign-in code' },
  change_phone: {
    phrase: ' to confirm your new phone number',
    subject: 'Your SikaLens code to confirm your new phone number',
  },
  change_email: {
    phrase: ' to confirm your new e-mail address',
    subject: 'Your SikaLens code to confirm your new e-mail address',
  },
  // Sent to the current contacts: whoever did not ask for it learns that someone is in the account.
  approve_phone: {
    phrase: ' to approve a new phone number',
    subject: 'Your SikaLens code to approve a new phone number',
    warning: APPROVAL_WARNING,
  },
  approve_email: {
    phrase: ' to approve a new e-mail address',
    subject: 'Your SikaLens code to approve a new e-mail address',
    warning: APPROVAL_WARNING,
  },
  delete_account: {
    phrase: ' to delete your account',
    subject: 'Your SikaLens code to delete your account',
  },
};

export function codeMessage(
  code: string,
  ttlMinutes: number,
  purpose: OtpPurpose = 'login',
): string {
  const { phrase, warning = '' } = CODE_FOR[purpose];
  return `Your SikaLens code${phrase} is ${code}. It expires in ${ttlMinutes} minutes. Never share it.${warning}`;
}

@Injectable()
export class CodeDeliveryService {
  private readonly logger = new Logger('CodeDelivery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  /**
   * The channels a code for this purpose may use. For a phone change, recipient.phone is the new
   * number and recipient.email the address on file; for an e-mail change, email is the new address.
   */
  route(purpose: OtpPurpose, recipient: Recipient): Recipient {
    const phone = this.sms ? recipient.phone : null;
    const email = this.mail ? recipient.email : null;
    switch (purpose) {
      // Sign-in (spec), deleting the account and approving a contact change: every channel on file.
      case 'login':
      case 'delete_account':
      case 'approve_phone':
      case 'approve_email':
        return { phone, email };
      // Only the new address can prove the new address.
      case 'change_email':
        return { phone: null, email };
      // Registration binds the MoMo number, the account's identity, so with SMS only a code that
      // reached that phone may prove it; otherwise anyone could claim a phone with their own e-mail.
      // The dev outbox stands for both channels. An e-mail-only deployment can prove no phone: as at
      // registration, the e-mail (at a change, the one on file: the account holder) takes the code.
      case 'register':
        if (this.sms?.kind === 'real') return { phone, email: null };
        if (this.sms?.kind === 'local') return { phone, email };
        return { phone: null, email };
      case 'change_phone':
        return this.sms ? { phone, email: null } : { phone: null, email };
    }
  }

  /** Sends the code on the routed channels; returns those that took it, or throws 503 if none did. */
  async deliver(purpose: OtpPurpose, recipient: Recipient, code: string): Promise<Recipient> {
    const to = this.route(purpose, recipient);
    const text = codeMessage(code, this.config.otp.ttlMinutes, purpose);
    const { subject } = CODE_FOR[purpose];
    const [phone, email] = await Promise.allSettled([
      to.phone !== null && this.sms ? this.sms.send({ to: to.phone, text, code }) : null,
      to.email !== null && this.mail ? this.mail.send({ to: to.email, subject, text, code }) : null,
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
