import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CategoryType } from './default-categories';

@Entity({ name: 'categories' })
@Index('categories_user_default_key', ['userId', 'defaultKey'], {
  unique: true,
  where: '"default_key" IS NOT NULL',
})
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 7 })
  type!: CategoryType;

  @Column({ type: 'varchar', length: 7 })
  color!: string;

  @Column({ type: 'varchar', length: 50 })
  icon!: string;

  // Exact money: numeric in Postgres, a decimal string in TypeScript.
  @Column({ name: 'monthly_budget', type: 'numeric', precision: 14, scale: 2, nullable: true })
  monthlyBudget!: string | null;

  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault!: boolean;

  // Set on the defaults only: what the built-in rules refer to.
  @Column({ name: 'default_key', type: 'varchar', length: 40, nullable: true })
  defaultKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
