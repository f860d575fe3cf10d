import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
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
import { CodeDeliveryService } from './code-delivery.service';
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

@Module({})
export class AuthModule {
  static register(options: AuthModuleOptions = {}): DynamicModule {
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
        CodeDeliveryService,
        { provide: GeoLocator, useValue: options.geoLocator ?? new GeoipLiteLocator() },
        { provide: APP_GUARD, useClass: SessionGuard },
      ],
      exports: [SessionsService],
    };
  }
}
