import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import type { Direction } from './counterparty';

// A rule learned from the user: money going `direction` with this counterparty goes to `categoryId`.
@Entity({ name: 'category_rules' })
// One per counterparty and direction.
@Unique('category_rules_user_counterparty_key', ['userId', 'counterparty', 'direction'])
@Check('category_rules_direction_check', `"direction" IN ('in', 'out')`)
@Index('category_rules_category', ['categoryId'])
export class CategoryRule {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('User', { name: 'category_rules_user_id_fkey', onDelete: 'CASCADE' })
  userId!: string;

  // counterpartyKey(): `tel:233…` or `name:…`.
  @Column({ type: 'varchar', length: 200 })
  counterparty!: string;

  @Column({ type: 'varchar', length: 3 })
  direction!: Direction;

  @Column({ name: 'category_id', type: 'uuid' })
  @ForeignKey('Category', { name: 'category_rules_category_id_fkey', onDelete: 'CASCADE' })
  categoryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
