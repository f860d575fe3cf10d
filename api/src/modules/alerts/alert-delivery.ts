import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { MailSender, SmsSender } from '../../common/messaging/senders';
import { NotificationPreferencesService } from '../notifications';
import { emailText, type BudgetAlertMessage } from './budget-alert-rules';
import type { AlertChannel } from './dto/budget-alert.dto';

export type Contact = { email: string | null; phone: string | null };

/** E-mail and SMS of one alert: how many went, and how many were tried and failed. */
export type DeliveryOutcome = { sent: number; failed: number };

// E-mail and SMS for alerts, through the sign-in code's senders (SMTP or an SMS provider; the dev
// outbox in development). Failures are logged by channel and user, never with the text. A channel
// the user turned budget alerts off for (notification preferences) is skipped.
@Injectable()
export class AlertDelivery {
  private readonly log = new Logger('BudgetAlerts');

  constructor(
    private readonly preferences: NotificationPreferencesService,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  available(channel: Exclude<AlertChannel, 'in_app'>): boolean {
    return channel === 'email' ? !!this.mail : !!this.sms;
  }

  // Resolves whatever happens: what was sent stays sent, and the in-app notification stays.
  async send(
    userId: string,
    contact: Contact,
    channels: readonly AlertChannel[],
    message: BudgetAlertMessage,
  ): Promise<DeliveryOutcome> {
    const allowed = await this.preferences.allowed(userId, 'budgetAlerts');
    const outgoing: [string, Promise<void>][] = [];
    if (channels.includes('email') && allowed.email) {
      outgoing.push([
        'e-mail',
        this.mail && contact.email
          ? this.mail.send({
              to: contact.email,
              subject: message.subject,
              text: emailText(message),
            })
          : Promise.reject(new Error('no e-mail channel or address')),
      ]);
    }
    if (channels.includes('sms') && allowed.sms) {
      outgoing.push([
        'SMS',
        this.sms && contact.phone
          ? this.sms.send({ to: contact.phone, text: message.text })
          : Promise.reject(new Error('no SMS channel or phone')),
      ]);
    }
    const results = await Promise.allSettled(outgoing.map(([, sending]) => sending));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const reason: unknown = result.reason;
      this.log.error(
        `budget alert ${outgoing[index]![0]} for user ${userId} failed: ${reason instanceof Error ? reason.message : String(reason)}`,
      );
    });
    const sent = results.filter((result) => result.status === 'fulfilled').length;
    return { sent, failed: results.length - sent };
  }
}
