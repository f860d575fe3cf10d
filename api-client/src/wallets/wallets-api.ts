import { createWallet, listWallets } from '../generated/sdk.gen';
import type { CreateWalletRequestDto, WalletDto, WalletProvider } from '../generated/types.gen';
import { configureApiClient } from '../core/configure';

export type { CreateWalletRequestDto as CreateWalletRequest, WalletDto as Wallet, WalletProvider };

configureApiClient();

// Spec section 9: the providers a wallet can belong to, in the order the dialog offers them.
export const WALLET_PROVIDERS = [
  'MTN',
  'Vodafone',
  'AirtelTigo',
] as const satisfies readonly WalletProvider[];

export const walletKeys = {
  all: ['wallets'] as const,
  list: () => [...walletKeys.all, 'list'] as const,
};

export const walletsApi = {
  list: async (): Promise<WalletDto[]> => {
    const { data } = await listWallets({ throwOnError: true });
    return data;
  },
  create: async (body: CreateWalletRequestDto): Promise<WalletDto> => {
    const { data } = await createWallet({ body, throwOnError: true });
    return data;
  },
};
