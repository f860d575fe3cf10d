import { AuthSchema1763712000000 } from './1763712000000-auth-schema';
import { AuthRateEventsCreatedAt1764316800000 } from './1764316800000-auth-rate-events-created-at';
import { Wallets1795219200000 } from './1795219200000-wallets';
import { Categories1795305600000 } from './1795305600000-categories';
import { Statements1795392000000 } from './1795392000000-statements';
import { UploadReconciliation1795478400000 } from './1795478400000-upload-reconciliation';
import { TransactionHistory1795564800000 } from './1795564800000-transaction-history';
import { UploadEvents1795737600000 } from './1795737600000-upload-events';
import { TransactionReviews1795824000000 } from './1795824000000-transaction-reviews';
import { InsightsColumns1795910400000 } from './1795910400000-insights-columns';
import { Payments1795996800000 } from './1795996800000-payments';
import { PaymentSettlement1796083200000 } from './1796083200000-payment-settlement';
import { AssistantChat1796169600000 } from './1796169600000-assistant-chat';
import { BudgetAlerts1796256000000 } from './1796256000000-budget-alerts';
import { DeletedData1796342400000 } from './1796342400000-deleted-data';
import { AccountSettings1796428800000 } from './1796428800000-account-settings';
import { KnownDevices1796515200000 } from './1796515200000-known-devices';
import { VerifiedContacts1796601600000 } from './1796601600000-verified-contacts';
import { StatementAllowanceLedger1796688000000 } from './1796688000000-statement-allowance-ledger';
import { ContactChangeApproval1796774400000 } from './1796774400000-contact-change-approval';
import { PaymentReversals1796800000000 } from './1796800000000-payment-reversals';
import { SupportTickets1796886400000 } from './1796886400000-support-tickets';
import { StatementInterest1796972800000 } from './1796972800000-statement-interest';
import { ScopedDeletions1797059200000 } from './1797059200000-scoped-deletions';
import { HistoryNumberSearch1797150000000 } from './1797150000000-history-number-search';
import { AssistantConversations1797240000000 } from './1797240000000-assistant-conversations';

// Listed explicitly (not globbed) so the same list works from src/ under Jest and from dist/.
export const migrations = [
  AuthSchema1763712000000,
  AuthRateEventsCreatedAt1764316800000,
  Wallets1795219200000,
  Categories1795305600000,
  Statements1795392000000,
  UploadReconciliation1795478400000,
  TransactionHistory1795564800000,
  UploadEvents1795737600000,
  TransactionReviews1795824000000,
  InsightsColumns1795910400000,
  Payments1795996800000,
  PaymentSettlement1796083200000,
  AssistantChat1796169600000,
  BudgetAlerts1796256000000,
  DeletedData1796342400000,
  AccountSettings1796428800000,
  KnownDevices1796515200000,
  VerifiedContacts1796601600000,
  StatementAllowanceLedger1796688000000,
  ContactChangeApproval1796774400000,
  PaymentReversals1796800000000,
  SupportTickets1796886400000,
  StatementInterest1796972800000,
  ScopedDeletions1797059200000,
  HistoryNumberSearch1797150000000,
  AssistantConversations1797240000000,
];
