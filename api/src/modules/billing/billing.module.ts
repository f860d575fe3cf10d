import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { UsersModule } from '../users';
import { BillingController } from './billing.controller';
import { BillingService } from './billing.service';
import { PaymentReversalsService } from './payment-reversals.service';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PaystackProvider } from './paystack/paystack-provider';
import { PAYMENT_PROVIDER } from './provider/payment-provider';

@Module({
  imports: [UsersModule],
  controllers: [BillingController],
  providers: [
    BillingService,
    PaymentsService,
    PaymentReversalsService,
    PaymentsRepository,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PaystackProvider(config.payments),
    },
  ],
  exports: [BillingService],
})
export class BillingModule {}
