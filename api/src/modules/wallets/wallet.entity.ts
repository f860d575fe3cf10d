import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../users';

export const WALLET_PROVIDERS = ['MTN', 'Vodafone', 'AirtelTigo'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

// The networks whose statements SikaLens reads (issue 29, item 4): the others can be added as
// wallets, so users see them coming, but their uploads are refused before anything is sent.
// 'Vodafone' is Telecel Cash since 2024 (the API keeps the name it has always had).
export const STATEMENT_PROVIDERS: readonly WalletProvider[] = ['MTN'];
export const COMING_PROVIDERS = WALLET_PROVIDERS.filter(
  (provider) => !STATEMENT_PROVIDERS.includes(provider),
);
export type ComingProvider = Exclude<WalletProvider, 'MTN'>;
export const PROVIDER_NAMES: Record<WalletProvider, string> = {
  MTN: 'MTN MoMo',
  Vodafone: 'Telecel Cash',
  AirtelTigo: 'AirtelTigo Money',
};

@Entity({ name: 'wallets' })
// One wallet per MoMo number per user; WalletsService maps this name to 409. It leads with
// user_id, so it also serves "this user's wallets".
@Unique('wallets_user_momo_number_key', ['userId', 'momoNumber'])
@Check('wallets_provider_check', `"provider" IN ('MTN', 'Vodafone', 'AirtelTigo')`)
@Check('wallets_momo_number_check', `"momo_number" ~ '^233[0-9]{9}$'`)
export class Wallet {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'wallets_user_id_fkey' })
  user?: User;

  @Column({ type: 'varchar', length: 60 })
  label: string;

  @Column({ type: 'varchar', length: 16 })
  provider: WalletProvider;

  // Normalised as 233XXXXXXXXX.
  @Column({ name: 'momo_number', type: 'varchar', length: 12 })
  momoNumber: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
