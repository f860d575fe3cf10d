import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { Direction } from './counterparty';

// A rule learned from the user: money going `direction` with this counterparty goes to `categoryId`.
@Entity({ name: 'category_rules' })
export class CategoryRule {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  // counterpartyKey(): `tel:233…` or `name:…`.
  @Column({ type: 'varchar', length: 200 })
  counterparty!: string;

  @Column({ type: 'varchar', length: 3 })
  direction!: Direction;

  @Column({ name: 'category_id', type: 'uuid' })
  categoryId!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
