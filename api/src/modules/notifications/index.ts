// The notifications module's public face: what other modules and the composition root use of it.
// Import from here ('../notifications'), never a file inside the folder (docs/api.md#module-floors).
export { NotificationPreferencesService } from './notification-preferences.service';
export { NotificationsService } from './notifications.service';
export { NotificationsModule } from './notifications.module';
export { DeliveryModule } from './delivery/delivery.module';
export { DevOutbox, type OutboxKind } from './delivery/dev-outbox';
