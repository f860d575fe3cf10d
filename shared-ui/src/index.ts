export { COLOR_SCHEME_ATTRIBUTE, createAppTheme, type ResolvedTheme } from './theme/createAppTheme';
export { ThemeProvider } from './theme/ThemeProvider';
// The contexts live in @sikalens/contract, the one shared singleton; shared-ui itself is bundled
// into each app (only what it uses), so its components can change without a shell release.
export {
  AuthContext,
  ShellContext,
  THEME_STORAGE_KEY,
  ThemeContext,
  useAuth,
  useShell,
  useTheme,
  userLabel,
  type AuthContextValue,
  type AuthUser,
  type ShellContextValue,
  type ThemeChoice,
  type ThemeContextValue,
} from '@sikalens/contract';
export { BOTTOM_BAR_PX } from './shell-context/layout';
export { logSilently } from './logging/silent-log';
export { ToastProvider, TOAST_DURATION_MS } from './toast/ToastProvider';
export { useToast, type ToastOptions, type ToastVariant } from './toast/useToast';
export type { ToastAction } from './toast/ToastCard';
export type {
  RemoteRouteDefinition,
  RemoteRoutesModule,
  SubscriptionDialogModule,
  SubscriptionDialogProps,
} from './contract/remotes';
export {
  SHELL_PATHS,
  parseIconNode,
  parseRegistry,
  parseRegistryRemote,
  parseRemotesDocument,
  routeKey,
  type BottomNavEntry,
  type IconNode,
  type NavEntry,
  type Registry,
  type RegistryRemote,
  type RegistryRoute,
  type RemotesDocument,
  type SignedOutBehaviour,
} from './contract/registry';
export { formatCedi, formatMoney } from './format/money';
export { timeOfDayGreeting, greetingName } from './format/greeting';
export { PageHeader } from './components/PageHeader';
export { PageSkeleton } from './components/PageSkeleton';
export { lazyRoute } from './components/lazy-route';
export { lazyDialog } from './components/lazy-dialog';
export { lazyPart, type LazyPart } from './components/lazy-part';
export { RETRY_WHEN_ONLINE_DELAY_MS, useRetryWhenOnline } from './components/retry-when-online';
export { EmptyState } from './components/EmptyState';
export { UploadStatementButton } from './components/UploadStatementButton';
export { UiProviders } from './components/UiProviders';
export {
  HistoryLimitNotice,
  StatementAllowanceNotice,
  statementAllowanceUsed,
  type FreePlanUsage,
} from './components/FreePlanNotices';
export { DevProviders, DEV_USER } from './dev/DevProviders';
export { StandaloneRemote, mountStandaloneRemote } from './dev/StandaloneRemote';
export {
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDayMonth,
  formatMonth,
  formatWeekdayDate,
} from './format/date';
export {
  CATEGORY_ICONS,
  CATEGORY_ICON_NAMES,
  CATEGORY_PALETTE,
  CategoryBadge,
  CategoryIcon,
  type CategoryIconName,
} from './categories/category-icons';
export { UNCATEGORIZED_LOOK } from './categories/uncategorized';
export {
  categoryTypesFor,
  counterpartyOf,
  counterpartyText,
  directionOf,
  hasFee,
  readableName,
  signedAmount,
  similarAppliedText,
  similarOfferText,
  transactionTypeLabel,
  type CategoryKind,
  type Counterparty,
  type Direction,
  type SimilarPayments,
} from './format/transaction';
export { formatPhone, isGhanaPhone, type PhoneFormatOptions } from './format/phone';
export { SimilarOfferDialog, type SimilarOffer } from './components/SimilarOfferDialog';
export {
  CategoryPickerDialog,
  type CategoryOption,
  type CategoryOptions,
  type CategoryPickerTransaction,
} from './components/CategoryPickerDialog';
export { CategoryEditDialogs, type CategoryEditing } from './components/CategoryEditDialogs';
export { Pagination } from './pagination/Pagination';
export { PAGE_NEIGHBOURS, pageButtons, type PageButton } from './pagination/page-buttons';
export { SearchField } from './components/SearchField';
export { ListSkeleton, LoadError } from './components/LoadStates';
export { visuallyHidden } from './components/visually-hidden';
export { CategoryChip } from './categories/CategoryChip';
export { downloadFile } from './files/download-file';
export {
  changeHandler,
  messagesResolver,
  textFieldProps,
  type FieldMessages,
} from './forms/react-hook-form';
export { HELP_PATH, supportHref, type SupportContext } from './support/support-link';
