// The wallets module's public face: what other modules and the composition root use of it.
// Import from here ('../wallets'), never a file inside the folder (docs/api.md#module-floors).
export { PROVIDER_NAMES, STATEMENT_PROVIDERS, Wallet } from './wallet.entity';
export { WalletsModule } from './wallets.module';
export { WalletsService } from './wallets.service';
export { walletNotFound } from './wallets.errors';
