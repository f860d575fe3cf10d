import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type RateEventKind = 'send' | 'verify' | 'verify_fail';

// One row per send, verify or failed verify; limits are counted in SQL so they hold across processes.
@Entity({ name: 'auth_rate_events' })
@Index('auth_rate_events_identifier_idx', ['kind', 'identifier', 'createdAt'])
@Index('auth_rate_events_ip_idx', ['kind', 'ip', 'createdAt'])
// Wrong codes per account and source (issue 27: growing delays, known devices).
@Index('auth_rate_events_fail_idx', ['identifier', 'createdAt'], {
  where: `"kind" = 'verify_fail'`,
})
// The prune on every send deletes by created_at alone.
@Index('auth_rate_events_created_at_idx', ['createdAt'])
export class AuthRateEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: RateEventKind;

  @Column({ type: 'varchar', length: 254, nullable: true })
  identifier: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
