import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { CategoryType } from './default-categories';

@Entity({ name: 'categories' })
@Index('categories_user_default_key', ['userId', 'defaultKey'], {
  unique: true,
  where: '"default_key" IS NOT NULL',
})
// Unique on (user_id, type, lower(name)): an expression index, which TypeORM leaves alone.
@Index('categories_user_type_name', { synchronize: false })
@Check('categories_name_check', 'length(btrim("name")) > 0')
@Check('categories_type_check', `"type" IN ('income', 'expense')`)
@Check('categories_color_check', `"color" ~ '^#[0-9A-Fa-f]{6}$'`)
@Check('categories_monthly_budget_check', '"monthly_budget" IS NULL OR "monthly_budget" > 0')
export class Category {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  @ForeignKey('User', { name: 'categories_user_id_fkey', onDelete: 'CASCADE' })
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
