import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../../../common/config/config';
import type { AppConfig } from '../../../common/config/config.types';
import { deliveryFailed } from '../auth.errors';
import { MailSender, SmsSender } from './senders';

export function codeMessage(code: string, ttlMinutes: number): string {
  return `Your SikaLens code is ${code}. It expires in ${ttlMinutes} minutes. Never share it.`;
}

// Sends a code to every channel the account has; succeeds if at least one channel took it.
@Injectable()
export class CodeDeliveryService {
  private readonly logger = new Logger('CodeDelivery');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  async deliver(
    recipient: { phone: string | null; email: string | null },
    code: string,
  ): Promise<void> {
    const text = codeMessage(code, this.config.otp.ttlMinutes);
    const attempts: Promise<void>[] = [];
    if (recipient.phone !== null && this.sms) {
      attempts.push(this.sms.send({ to: recipient.phone, text, code }));
    }
    if (recipient.email !== null && this.mail) {
      attempts.push(
        this.mail.send({ to: recipient.email, subject: 'Your SikaLens sign-in code', text, code }),
      );
    }
    const results = await Promise.allSettled(attempts);
    const failures = results.filter((result) => result.status === 'rejected');
    for (const failure of failures) {
      const reason: unknown = failure.reason;
      this.logger.error(
        `Code delivery failed: ${reason instanceof Error ? reason.message : String(reason)}`,
      );
    }
    if (results.length === 0 || failures.length === results.length) throw deliveryFailed();
  }
}
