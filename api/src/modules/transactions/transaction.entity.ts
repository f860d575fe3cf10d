import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// "YYYY-MM-DDTHH:MM:SS" as printed on the statement, with no time zone attached: pg reads a
// `timestamp` as local time, so format it back with the same local clock.
const pad = (value: number) => String(value).padStart(2, '0');
const localTimestamp = {
  to: (value: string) => value,
  from: (value: Date | null) =>
    value === null
      ? null
      : `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}T${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`,
};

@Entity({ name: 'transactions' })
export class Transaction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'wallet_id', type: 'uuid' })
  walletId!: string;

  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId!: string;

  @Column({ name: 'transaction_id', type: 'varchar', length: 40 })
  transactionId!: string;

  @Column({ name: 'date_time', type: 'timestamp without time zone', transformer: localTimestamp })
  dateTime!: string;

  @Column({ type: 'varchar', length: 60 })
  type!: string;

  @Column({ name: 'to_from', type: 'varchar', length: 200 })
  toFrom!: string;

  @Column({ name: 'account_name', type: 'varchar', length: 200 })
  accountName!: string;

  // Exact money: numeric columns arrive as decimal strings.
  @Column({ type: 'numeric', precision: 14, scale: 2 })
  amount!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  fees!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  tax!: string;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  balance!: string;

  @Column({ type: 'text' })
  reference!: string;

  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId!: string | null;

  // Which categoriser decided ("momo-rules:cash-out"), or "user"; null while uncategorised.
  @Column({ name: 'categorised_by', type: 'varchar', length: 80, nullable: true })
  categorisedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
