import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RateEventKind = 'send' | 'verify' | 'verify_fail';

// One row per send, verify or failed verify; limits are counted in SQL so they hold across processes.
@Entity({ name: 'auth_rate_events' })
export class AuthRateEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar' })
  kind: RateEventKind;

  @Column({ type: 'varchar', nullable: true })
  identifier: string | null;

  @Column({ type: 'varchar', nullable: true })
  ip: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
