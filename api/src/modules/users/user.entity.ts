import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  // Normalised as 233XXXXXXXXX.
  @Column({ type: 'varchar', nullable: true })
  phone: string | null;

  // Lower-cased.
  @Column({ type: 'varchar', nullable: true })
  email: string | null;

  @Column({ name: 'is_pro', type: 'boolean', default: false })
  isPro: boolean;

  @Column({ name: 'pro_until', type: 'timestamptz', nullable: true })
  proUntil: Date | null;

  // When the current (or last) Pro run began.
  @Column({ name: 'pro_started_at', type: 'timestamptz', nullable: true })
  proStartedAt: Date | null;

  @Column({ name: 'registration_ip', type: 'varchar', nullable: true })
  registrationIp: string | null;

  @Column({ name: 'registration_city', type: 'varchar', nullable: true })
  registrationCity: string | null;

  @Column({ name: 'registration_region', type: 'varchar', nullable: true })
  registrationRegion: string | null;

  @Column({ name: 'registration_country', type: 'varchar', nullable: true })
  registrationCountry: string | null;

  @Column({ name: 'registration_timezone', type: 'varchar', nullable: true })
  registrationTimezone: string | null;

  @Column({ name: 'registered_at', type: 'timestamptz', default: () => 'now()' })
  registeredAt: Date;
}
