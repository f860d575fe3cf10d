// The transactions module's public face: what other modules and the composition root use of it.
// Import from here ('../transactions'), never a file inside the folder (docs/api.md#module-floors).
export { TransactionDto } from './dto/transaction.dto';
export {
  likePattern,
  toTransactionDto,
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  type TransactionRow,
} from './transaction-query';
export { Transaction } from './transaction.entity';
export { transactionTypeLabel } from './transaction-type-label';
export { csvStream } from './transactions-csv';
export { TransactionsModule } from './transactions.module';
export { TransactionsService } from './transactions.service';
export { walletNotFound } from './transactions.errors';
