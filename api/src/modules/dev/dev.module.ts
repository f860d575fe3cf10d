import { Module } from '@nestjs/common';
import { DevController } from './dev.controller';

// The dev outbox's page (DevOutbox: the global DeliveryModule's, modules/notifications).
@Module({ controllers: [DevController] })
export class DevModule {}
