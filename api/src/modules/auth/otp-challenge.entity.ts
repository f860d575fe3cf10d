import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { User } from '../users';

// Sign-in and registration; and, for a signed-in user, proving a new phone or e-mail and deleting
// the account. A code serves only the purpose it was sent for.
// approve_phone / approve_email: the second code of a contact change, sent to the account's current
// proven contacts (issue 27).
export type OtpPurpose =
  | 'login'
  | 'register'
  | 'change_phone'
  | 'change_email'
  | 'approve_phone'
  | 'approve_email'
  | 'delete_account';
export type RegistrationPayload = { firstName: string; lastName: string };

@Entity({ name: 'otp_challenges' })
@Check(
  'otp_challenges_purpose_check',
  `"purpose" IN ('login', 'register', 'change_phone', 'change_email', 'delete_account', 'approve_phone', 'approve_email')`,
)
// An identifier's live challenges, newest first (created_at DESC: @Index takes no column order).
@Index('otp_challenges_live_idx', ['identityKey', 'createdAt'], {
  where: '"consumed_at" IS NULL AND "voided_at" IS NULL',
})
export class OtpChallenge {
  // Generated in the app: the HMAC binds the code to this id.
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: OtpPurpose;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  @ForeignKey(() => User, { name: 'otp_challenges_user_id_fkey', onDelete: 'CASCADE' })
  userId: string | null;

  // The account (or would-be account) the code belongs to: its phone, else its e-mail; for a
  // contact change, the new phone or e-mail (its limits and cooldown are that identifier's).
  @Column({ name: 'identity_key', type: 'varchar', length: 254 })
  identityKey: string;

  @Column({ type: 'varchar', length: 12, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'jsonb', nullable: true })
  registration: RegistrationPayload | null;

  @Column({ name: 'code_hmac', type: 'varchar', length: 64 })
  codeHmac: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  // The channels that took the code: using it proves those contacts (issue 27).
  @Column({ name: 'delivered_phone', type: 'boolean', default: false })
  deliveredPhone: boolean;

  @Column({ name: 'delivered_email', type: 'boolean', default: false })
  deliveredEmail: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
