import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { usesDevOutbox } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { UsersModule } from '../users';
import { AccountDeletionService } from './account-deletion.service';
import { AccountController } from './account.controller';
import { KnownDevicesRepository } from './known-devices.repository';
import { KnownDevicesService } from './known-devices.service';
import { AuthController } from './auth.controller';
import { ContactChangeService } from './contact-change.service';
import { ContactChangesRepository } from './contact-changes.repository';
import { ContactUndoService } from './contact-undo.service';
import { AuthService } from './auth.service';
import { CodeDeliveryService } from './delivery/code-delivery.service';
import { DevOutbox, OutboxMailSender, OutboxSmsSender } from './delivery/dev-outbox';
import { ArkeselSmsSender, HubtelSmsSender } from './delivery/http-sms-senders';
import { MailSender, SmsSender } from './delivery/senders';
import { SmtpMailSender } from './delivery/smtp-mail-sender';
import { GeoipLiteLocator, GeoLocator } from './geo/geo-locator';
import { LoginEventsRepository } from './login-events.repository';
import { OtpChallengesRepository } from './otp-challenges.repository';
import { OtpChallengesService } from './otp-challenges.service';
import { RateEventsRepository } from './rate-events.repository';
import { RateLimitService } from './rate-limit.service';
import { SessionGuard } from './session.guard';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

export type AuthModuleOptions = { geoLocator?: GeoLocator };

function deliveryProviders(config: AppConfig): Provider[] {
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
  return [
    DevOutbox,
    { provide: MailSender, useFactory: mail, inject: [DevOutbox] },
    { provide: SmsSender, useFactory: sms, inject: [DevOutbox] },
    CodeDeliveryService,
  ];
}

@Module({})
export class AuthModule {
  static register(config: AppConfig, options: AuthModuleOptions = {}): DynamicModule {
    return {
      module: AuthModule,
      imports: [UsersModule],
      controllers: [AuthController, AccountController, SessionsController],
      providers: [
        AuthService,
        SessionsService,
        RateLimitService,
        OtpChallengesService,
        ContactChangeService,
        ContactUndoService,
        AccountDeletionService,
        KnownDevicesService,
        SessionsRepository,
        LoginEventsRepository,
        OtpChallengesRepository,
        RateEventsRepository,
        KnownDevicesRepository,
        ContactChangesRepository,
        ...deliveryProviders(config),
        { provide: GeoLocator, useValue: options.geoLocator ?? new GeoipLiteLocator() },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
      // The senders also carry notifications (budget alerts, modules/alerts; modules/notifications).
      exports: [SessionsService, DevOutbox, MailSender, SmsSender],
    };
  }
}
