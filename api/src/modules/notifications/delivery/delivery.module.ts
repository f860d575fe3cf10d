import { Global, Module, type DynamicModule } from '@nestjs/common';
import { usesDevOutbox } from '../../../common/config/config';
import type { AppConfig } from '../../../common/config/config.types';
import { MailSender, SmsSender } from '../../../common/messaging/senders';
import { DevOutbox, OutboxMailSender, OutboxSmsSender } from './dev-outbox';
import { ArkeselSmsSender, HubtelSmsSender } from './http-sms-senders';
import { SmtpMailSender } from './smtp-mail-sender';

// The e-mail and SMS channels every message goes out on: sign-in codes (auth), security alerts and
// other notices (notifications), budget alerts (alerts). Real senders from the config, else the dev
// outbox outside production, else none (a null sender: that channel is off). Global, so auth, on a
// lower floor, injects the ports (common/messaging/senders.ts) without importing this module.
@Global()
@Module({})
export class DeliveryModule {
  static register(config: AppConfig): DynamicModule {
    const outbox = usesDevOutbox(config);
    const mail = (devOutbox: DevOutbox): MailSender | null => {
      if (config.smtp !== null) return new SmtpMailSender(config.smtp, config.mailFrom);
      return outbox ? new OutboxMailSender(devOutbox) : null;
    };
    const sms = (devOutbox: DevOutbox): SmsSender | null => {
      switch (config.sms?.provider) {
        case 'hubtel':
          return new HubtelSmsSender(config.sms);
        case 'arkesel':
          return new ArkeselSmsSender(config.sms);
        case undefined:
          return outbox ? new OutboxSmsSender(devOutbox) : null;
      }
    };
    return {
      module: DeliveryModule,
      providers: [
        DevOutbox,
        { provide: MailSender, useFactory: mail, inject: [DevOutbox] },
        { provide: SmsSender, useFactory: sms, inject: [DevOutbox] },
      ],
      exports: [DevOutbox, MailSender, SmsSender],
    };
  }
}
