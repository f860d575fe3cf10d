import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity({ name: 'users' })
// takenBy (users.service.ts) maps these two names to the field that is taken.
@Unique('users_phone_key', ['phone'])
@Unique('users_email_key', ['email'])
@Check('users_phone_or_email', '"phone" IS NOT NULL OR "email" IS NOT NULL')
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  // Normalised as 233XXXXXXXXX.
  @Column({ type: 'varchar', length: 12, nullable: true })
  phone: string | null;

  // Lower-cased.
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ name: 'is_pro', type: 'boolean', default: false })
  isPro: boolean;

  @Column({ name: 'pro_until', type: 'timestamptz', nullable: true })
  proUntil: Date | null;

  // When the current (or last) Pro run began.
  @Column({ name: 'pro_started_at', type: 'timestamptz', nullable: true })
  proStartedAt: Date | null;

  @Column({ name: 'registration_ip', type: 'varchar', length: 64, nullable: true })
  registrationIp: string | null;

  @Column({ name: 'registration_city', type: 'varchar', length: 128, nullable: true })
  registrationCity: string | null;

  @Column({ name: 'registration_region', type: 'varchar', length: 128, nullable: true })
  registrationRegion: string | null;

  @Column({ name: 'registration_country', type: 'varchar', length: 128, nullable: true })
  registrationCountry: string | null;

  @Column({ name: 'registration_timezone', type: 'varchar', length: 64, nullable: true })
  registrationTimezone: string | null;

  @Column({ name: 'registered_at', type: 'timestamptz', default: () => 'now()' })
  registeredAt: Date;

  // When the phone and the e-mail were proven by a code that reached them (issue 27); null: not
  // proven, and nothing is sent there.
  @Column({ name: 'phone_verified_at', type: 'timestamptz', nullable: true })
  phoneVerifiedAt: Date | null;

  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  // Bumped by the transactions' triggers (migration 1795564800000) and read with SQL only (the
  // totals cache's and the assistant's key): never selected, inserted or updated through the entity.
  @Column({
    name: 'history_version',
    type: 'bigint',
    default: 0,
    select: false,
    insert: false,
    update: false,
  })
  historyVersion?: string;
}
