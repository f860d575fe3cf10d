import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from '../users/user.entity';

export const PAYMENT_STATUSES = ['pending', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

@Entity({ name: 'payments' })
// One payment is granted once.
@Unique('payments_reference_key', ['reference'])
// Paystack allows only these in a reference.
@Check('payments_reference_check', `"reference" ~ '^[A-Za-z0-9.=-]+$'`)
@Check('payments_amount_minor_check', '"amount_minor" > 0')
@Check('payments_status_check', `"status" IN ('pending', 'success', 'failed')`)
@Check('payments_verified_when_settled', `("status" = 'pending') = ("verified_at" IS NULL)`)
@Check(
  'payments_failure_reason_when_failed',
  `("status" = 'failed') = ("failure_reason" IS NOT NULL)`,
)
// A user's payments, newest first (created_at DESC: @Index takes no column order).
@Index('payments_user_created', ['userId', 'createdAt'])
@Index('payments_user_pending', ['userId', 'createdAt'], { where: `"status" = 'pending'` })
export class Payment {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey(() => User, { name: 'payments_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @Column({ type: 'varchar', length: 100 })
  reference: string;

  @Column({ name: 'plan_id', type: 'varchar', length: 40 })
  planId: string;

  // Pesewas.
  @Column({ name: 'amount_minor', type: 'integer' })
  amountMinor: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: PaymentStatus;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  // When the provider says it was paid.
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  // Set exactly when failed: declined, abandoned, mismatch, checkout_failed…
  @Column({ name: 'failure_reason', type: 'varchar', length: 40, nullable: true })
  failureReason: string | null;

  // When the provider was last asked about it.
  @Column({ name: 'checked_at', type: 'timestamptz', nullable: true })
  checkedAt: Date | null;
}
