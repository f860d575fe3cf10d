import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { migrations } from '../../migrations';
import { AuthRateEvent } from '../../modules/auth/auth-rate-event.entity';
import { LoginEvent } from '../../modules/auth/login-event.entity';
import { OtpChallenge } from '../../modules/auth/otp-challenge.entity';
import { Session } from '../../modules/auth/session.entity';
import { Payment } from '../../modules/billing/payment.entity';
import { Category } from '../../modules/categories/category.entity';
import { CategoryRule } from '../../modules/categorisation/category-rule.entity';
import { StatementUpload } from '../../modules/statements/statement-upload.entity';
import { Transaction } from '../../modules/transactions/transaction.entity';
import { User } from '../../modules/users/user.entity';
import { Wallet } from '../../modules/wallets/wallet.entity';
import { TransactionContext } from './transaction-context';

export const entities = [
  User,
  OtpChallenge,
  Session,
  LoginEvent,
  AuthRateEvent,
  Category,
  CategoryRule,
  Wallet,
  StatementUpload,
  Transaction,
  Payment,
];

// Global: every module's services take part in the caller's transaction through TransactionContext.
@Module({})
export class DatabaseModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url: databaseUrl,
          entities,
          migrations,
          migrationsRun: true,
          synchronize: false,
          // TypeORM prints failed queries with their parameters (phones, e-mails, HMACs).
          logging: false,
          extra: { max: 10 },
        }),
      ],
      providers: [TransactionContext],
      exports: [TransactionContext],
    };
  }
}
