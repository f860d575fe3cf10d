import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users/user.entity';

export const WALLET_PROVIDERS = ['MTN', 'Vodafone', 'AirtelTigo'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];

@Entity({ name: 'wallets' })
export class Wallet {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
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
