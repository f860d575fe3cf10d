import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../users';
import { Session } from './session.entity';

@Entity({ name: 'login_events' })
// A user's sign-ins, newest first (created_at DESC: @Index takes no column order).
@Index('login_events_user_idx', ['userId', 'createdAt'])
@Index('login_events_session_idx', ['sessionId'], { where: '"session_id" IS NOT NULL' })
export class LoginEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey(() => User, { name: 'login_events_user_id_fkey', onDelete: 'CASCADE' })
  userId: string;

  @Column({ name: 'session_id', type: 'uuid', nullable: true })
  @ForeignKey(() => Session, { name: 'login_events_session_id_fkey', onDelete: 'SET NULL' })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 128 })
  city: string;

  @Column({ type: 'varchar', length: 128 })
  region: string;

  @Column({ type: 'varchar', length: 128 })
  country: string;

  @Column({ type: 'varchar', length: 64 })
  timezone: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
