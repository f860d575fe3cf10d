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
import { User } from '../users';

export type PaymentStatus = 'pending' | 'success' | 'failed';
// The failure reasons that mean the payer did not complete the checkout (abandoned at the provider,
// still unfinished a day on, or never seen by it): 'Not completed' in the payments list.
export const NOT_COMPLETED_REASONS: readonly string[] = ['abandoned', 'unfinished', 'not_found'];
export const REVERSAL_REASONS = ['refunded', 'chargeback', 'reversed'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

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
// The Pro time a payment pays for, once granted (none when granted over Pro without an end).
@Check(
  'payments_pro_span',
  `("pro_from" IS NULL) = ("pro_to" IS NULL) AND ("pro_from" IS NULL OR "pro_from" <= "pro_to")`,
)
@Check('payments_pro_taken_back_check', '"pro_taken_back_seconds" >= 0')
@Check(
  'payments_refunded_minor_check',
  '"refunded_minor" >= 0 AND "refunded_minor" <= "amount_minor"',
)
// Only a paid payment is taken back, and always with why.
@Check(
  'payments_reversed_when_paid',
  `("reversed_at" IS NULL) = ("reversal_reason" IS NULL) AND ("reversed_at" IS NULL OR "status" = 'success')`,
)
@Check(
  'payments_reversal_reason_check',
  `"reversal_reason" IN ('refunded', 'chargeback', 'reversed')`,
)
@Check('payments_dispute_status_check', `"dispute_status" IN ('open', 'won', 'lost')`)
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

  // The Pro time this payment pays for now: set by the grant, moved earlier when an earlier
  // payment is taken back, cut short when this one is (payments.service.ts, reversals).
  @Column({ name: 'pro_from', type: 'timestamptz', nullable: true })
  proFrom: Date | null;

  @Column({ name: 'pro_to', type: 'timestamptz', nullable: true })
  proTo: Date | null;

  // Pro time taken back from this payment so far (whole seconds).
  @Column({ name: 'pro_taken_back_seconds', type: 'integer', default: 0 })
  proTakenBackSeconds: number;

  // How much of the price has come back to the payer (refunds, a lost dispute), in pesewas, at
  // most the price: the share of the payment's time that is taken back.
  @Column({ name: 'refunded_minor', type: 'integer', default: 0 })
  refundedMinor: number;

  // When the payment was first refunded or charged back, and why: refunded, chargeback, or
  // reversed (the provider reports it reversed without saying which).
  @Column({ name: 'reversed_at', type: 'timestamptz', nullable: true })
  reversedAt: Date | null;

  @Column({ name: 'reversal_reason', type: 'varchar', length: 20, nullable: true })
  reversalReason: ReversalReason | null;

  // A dispute (chargeback) on the payment: open, won (the merchant kept the money) or lost.
  @Column({ name: 'dispute_status', type: 'varchar', length: 10, nullable: true })
  disputeStatus: 'open' | 'won' | 'lost' | null;
}
