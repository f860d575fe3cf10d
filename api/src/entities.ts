// Every table's entity, each from its module's face: the composition root hands them to TypeORM
// (DatabaseModule.forRoot, in app.module.ts), and the migration-drift test compares them with the
// migrations. The database module, in common, names none (issue 28, item 4: entities register per
// module; common imports no module).
import { AuthRateEvent, LoginEvent, OtpChallenge, Session } from './modules/auth';
import { Payment } from './modules/billing';
import { Category } from './modules/categories';
import { CategoryRule } from './modules/categorisation';
import { StatementUpload } from './modules/statements';
import { Transaction } from './modules/transactions';
import { User } from './modules/users';
import { Wallet } from './modules/wallets';

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
