import { PROVIDER_NAMES, type Wallet } from '@sikalens/api-client';

// The wallet the upload is for when the user chose none: their only wallet whose statements are
// read (issue 30), so a user with one MoMo wallet goes straight to choosing the file.
export function onlyStatementWallet(wallets: readonly Wallet[] | undefined): Wallet | null {
  const readable = (wallets ?? []).filter((wallet) => wallet.statementsSupported);
  return readable.length === 1 ? (readable[0] ?? null) : null;
}

// Why 'Choose PDF File' is disabled, said beside it (issue 30); null when it is not. `addWallet`:
// the reason is fixed on the dashboard, where wallets are added.
export type UploadBlock = { reason: string; addWallet: boolean };

export function uploadBlock(state: {
  wallets: readonly Wallet[] | undefined;
  wallet: Wallet | undefined;
  allowanceUsed: boolean;
}): UploadBlock | null {
  const { wallets, wallet, allowanceUsed } = state;
  // Still loading, or not loaded: the wallet picker says so itself.
  if (wallets === undefined) return { reason: 'Choose a wallet first', addWallet: false };
  if (wallets.length === 0) return { reason: 'Add a wallet first', addWallet: true };
  if (!wallet) return { reason: 'Choose a wallet first', addWallet: false };
  if (!wallet.statementsSupported) {
    return {
      reason: `${PROVIDER_NAMES[wallet.provider]} statements are not read yet`,
      addWallet: false,
    };
  }
  if (allowanceUsed) {
    return { reason: "This month's free statement is used", addWallet: false };
  }
  return null;
}
