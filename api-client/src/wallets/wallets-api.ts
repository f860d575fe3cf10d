import type {
  CreateWalletRequestDto,
  DeletedItemDto,
  DeletionPreviewDto,
  StatementSupportDto,
  UpdateWalletRequestDto,
  WalletDto,
  WalletProvider,
} from '../generated/types.gen';

export type {
  CreateWalletRequestDto as CreateWalletRequest,
  DeletedItemDto as DeletedItem,
  DeletionPreviewDto as DeletionPreview,
  StatementSupportDto as StatementSupport,
  UpdateWalletRequestDto as UpdateWalletRequest,
  WalletDto as Wallet,
  WalletProvider,
};

// The networks by the names people use (Vodafone Cash is Telecel Cash since 2024; the API keeps
// the name it always had).
export const PROVIDER_NAMES: Record<WalletProvider, string> = {
  MTN: 'MTN MoMo',
  Vodafone: 'Telecel Cash',
  AirtelTigo: 'AirtelTigo Money',
};

// Spec section 9: the providers a wallet can belong to, in the order the dialog offers them.
export const WALLET_PROVIDERS = [
  'MTN',
  'Vodafone',
  'AirtelTigo',
] as const satisfies readonly WalletProvider[];
