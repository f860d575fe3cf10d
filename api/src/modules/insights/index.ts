// The insights module's public face: what other modules and the composition root use of it.
// Import from here ('../insights'), never a file inside the folder (docs/api.md#module-floors).
export {
  AnalyticsService,
  type Forecast,
  type LargeTransaction,
  PAYEE_MATCHES,
  type PayeeSpend,
  type RecurringPayment,
  type TypeSpend,
  type UnusualCategory,
  type WalletBalance,
  type WalletSpend,
} from './analytics.service';
export { type FlagKind, FlagsDto } from './dto/flags.dto';
export {
  BudgetDto,
  BudgetsDto,
  CategoryBreakdownDto,
  FeesDto,
  InsightsQueryDto,
  PeriodDto,
  SummaryDto,
} from './dto/insights.dto';
export { RecipientsPageDto } from './dto/recipients.dto';
export { FlagsService } from './flags.service';
export { type Caller, InsightsScopes, type Scope } from './insights-scope';
export { ownSql, scopeSql, type ScopeBounds } from './insights-scope.repository';
export { recipientKeyOf } from './insights-sql';
export { InsightsModule } from './insights.module';
export { InsightsService } from './insights.service';
export { addDays, customPeriod, fitToData, MONTHS, PERIOD_KEYS, rangeLabel } from './period';
export { RecipientsService } from './recipients.service';
