export { ApiError, errorMessage, fieldOfServerError, toApiError } from './core/api-error';
export {
  LEGACY_TOKEN_KEY,
  SIGNED_IN_COOKIE,
  forgetSession,
  hasSession,
  moveStoredToken,
} from './core/token';
export {
  PROCESS_QUERY,
  createQueryClient,
  hasUnfinishedWork,
  isProcessQuery,
  type UnfinishedMeta,
} from './core/query-client';
export { apiQueries, type QueryOperation } from './core/api-query';
export {
  SESSION_ENDED_EVENT,
  configureApiClient,
  initApiClient,
  type ApiClientOptions,
} from './core/configure';
export { DEV_ACCOUNT, startDevSession } from './dev/dev-session';
export {
  authApi,
  type LocationInfo,
  type SendOtpRequest,
  type SendOtpResult,
  type User,
  type VerifyOtpRequest,
  type VerifyOtpResult,
} from './auth/auth-api';
export { useLocationInfo, useSendOtp, useVerifyOtp } from './auth/hooks';
export {
  isRefusal,
  sessionKeys,
  sessionQuery,
  useSession,
  useSignedIn,
  type Session,
  type SessionUser,
} from './auth/session';
export {
  WALLET_PROVIDERS,
  type CreateWalletRequest,
  type Wallet,
  type WalletProvider,
} from './wallets/wallets-api';
export { useCreateWallet, useWallets } from './wallets/hooks';
export {
  statementsApi,
  type CategorisationStatus,
  type ParseFailureCode,
  type Reconciliation,
  type ReconciliationCheck,
  type StatementTotalName,
  type StatementTotals,
  type StatementUpload,
  type StatementUploadStatus,
  type UploadAccepted,
  type UploadStatus,
} from './statements/statements-api';
export {
  IMPORTED_DATA,
  UPLOADS_POLL_MS,
  UPLOADS_STALE_MS,
  invalidateImportedData,
  invalidateUploads,
  useDeleteUpload,
  useUploads,
} from './statements/hooks';
export {
  compactFilters,
  transactionsApi,
  type CategorisedTransaction,
  type SetTransactionCategoryRequest,
  type SimilarUncategorised,
  type Transaction,
  type TransactionFilters,
  type TransactionPage,
  type TransactionPageQuery,
  type TransactionTotals,
  type TransactionTypeFilter,
  type UncategorisedList,
} from './transactions/transactions-api';
export {
  TRANSACTIONS_POLL_MS,
  invalidateCategorisedData,
  useApplyCategoryToSimilar,
  useDetailedTransactions,
  useExportTransactions,
  useSetTransactionCategory,
  useTransactionPage,
  useUncategorisedTransactions,
} from './transactions/hooks';
export {
  type Category,
  type CategorySummary,
  type CategoryType,
  type CreateCategoryRequest,
  type UpdateCategoryRequest,
} from './categories/categories-api';
export {
  useCategories,
  useCategoryEditing,
  useCreateCategory,
  useDeleteCategory,
  useRestoreDefaultCategories,
  useUpdateCategory,
} from './categories/hooks';
export {
  type AiInsight,
  type AiInsightKind,
  type AiInsights,
  type Budget,
  type BudgetLevel,
  type Budgets,
  type CategoryBreakdown,
  type CategorySpend,
  type CostlyTransaction,
  type FeeGroup,
  type FeeGroupTotals,
  type FeeMonth,
  type FeesAndLevies,
  type FlagCounts,
  type FlagFilter,
  type FlagKind,
  type FlagSort,
  type FlaggedExpense,
  type FlaggedExpenses,
  type FlagsQuery,
  type InsightsPeriod,
  type InsightsPeriodRange,
  type InsightsScope,
  type InsightsSummary,
  type Recipient,
  type RecipientDetail,
  type RecipientMonth,
  type RecipientSort,
  type RecipientsPage,
  type RecipientsQuery,
  type SpendingTrends,
  type TrendBucket,
  type TrendGranularity,
} from './insights/insights-api';
export {
  useAiInsights,
  useBudgets,
  useCategoryBreakdown,
  useFeesAndLevies,
  useFlaggedExpenses,
  useInsightsSummary,
  useMarkFlagReviewed,
  useRecipient,
  useRecipients,
  useSpendingTrends,
  useUnmarkFlagReviewed,
} from './insights/hooks';
export {
  PENDING_PAYMENT_REFERENCE_KEY,
  billingApi,
  defaultPlan,
  isPopularPlan,
  planSaving,
  type Payment,
  type PaymentInitialization,
  type PaymentStatus,
  type PaymentVerification,
  type PendingVerification,
  type Subscription,
  type SubscriptionPlan,
  type SubscriptionStatus,
} from './billing/billing-api';
export {
  invalidateBillingData,
  useInitializePayment,
  usePayments,
  useSubscription,
  useSubscriptionPlans,
} from './billing/hooks';
export {
  reportsApi,
  type ReportFile,
  type ReportFormat,
  type ReportRequest,
} from './reports/reports-api';
export { useDownloadReport } from './reports/hooks';
export {
  type AlertChannel,
  type AppNotification,
  type AppNotifications,
  type BudgetAlert,
  type NotificationKind,
  type NotificationsQuery,
  type SaveBudgetAlertRequest,
} from './alerts/alerts-api';
export {
  useBudgetAlerts,
  useDeleteBudgetAlert,
  useMarkNotificationRead,
  useNotifications,
  useSaveBudgetAlert,
} from './alerts/hooks';
export { type ChatMessage, type ChatRole } from './assistant/assistant-api';
export { useChatHistory, useSendChatMessage } from './assistant/hooks';
export {
  accountApi,
  type AccountSession,
  type ChannelPreferences,
  type ContactCodeRequest,
  type ContactCodeResult,
  type DeleteDataResult,
  type DeletedCounts,
  type DeletedData,
  type NotificationChannel,
  type NotificationPreferences,
  type RestoreDataResult,
  type UndoContactChangeResult,
  type UpdateNotificationPreferencesRequest,
  type UpdateProfileRequest,
  type VerifyContactRequest,
} from './account/account-api';
export {
  useDeleteAccount,
  useDeletedData,
  useDownloadMyData,
  useNotificationPreferences,
  useRevokeOtherSessions,
  useRevokeSession,
  useSendAccountDeletionCode,
  useSendContactCode,
  useSessions,
  useUndoContactChange,
  useUpdateNotificationPreferences,
  useUpdateProfile,
  useVerifyContact,
} from './account/hooks';
