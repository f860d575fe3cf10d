import type { CreateWalletRequestDto, WalletDto, WalletProvider } from '../generated/types.gen';

export type { CreateWalletRequestDto as CreateWalletRequest, WalletDto as Wallet, WalletProvider };

// Spec section 9: the providers a wallet can belong to, in the order the dialog offers them.
export const WALLET_PROVIDERS = [
  'MTN',
  'Vodafone',
  'AirtelTigo',
] as const satisfies readonly WalletProvider[];
