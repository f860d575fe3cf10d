// Exposed as mfe_billing/SubscriptionDialog: the shell renders it inside its own providers.
export { SubscriptionDialog } from './features/subscription/components/SubscriptionDialog';
