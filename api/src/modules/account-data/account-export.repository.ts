import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sql, type CompiledQuery, type Selectable } from 'kysely';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../common/config/config.types';
import { Database, type DB } from '../../common/database/database';
import {
  openExportConnection,
  type ExportConnection,
} from '../../common/database/export-connection';
import { displayPhone } from '../../common/phone/ghana-phone';
import { userDataSection, type UserDataSection } from '../../common/user-data/user-data';

export type Row = Record<string, unknown>;

/**
 * One download's reads, on a connection of its own inside one read-only snapshot: the account,
 * the notification preferences, and each section's rows through a cursor. `signal` aborts when
 * the download must end; `close` gives the connection back (safe to call more than once).
 */
export type AccountExport = {
  account(): Promise<AccountRow | undefined>;
  // Undefined: no preferences table (before issue 12's settings); null: the user kept the defaults.
  notificationPreferences(): Promise<Row | null | undefined>;
  rows(section: UserDataSection): Readable;
  signal: AbortSignal;
  close(): Promise<void>;
};

type AccountRow = Pick<
  Selectable<DB['users']>,
  'first_name' | 'last_name' | 'phone' | 'email' | 'is_pro' | 'pro_until' | 'registered_at'
>;

const run = <O>(connection: ExportConnection, query: CompiledQuery<O>) =>
  connection.query<O>(query.sql, [...query.parameters]);

// "Download my data"'s reads: the connection, the account, and the sections no module's part of
// the user's data provides (yet): wallets, categories, budget alerts and payments, read from their
// owners' tables (all on lower floors, or this one).
@Injectable()
export class AccountExportRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly database: Database,
  ) {}

  readonly sections: readonly UserDataSection[] = [
    userDataSection(
      'wallets',
      (userId) =>
        this.database.db
          .selectFrom('wallets')
          .select([
            'id',
            'label',
            'provider',
            'momo_number as momoNumber',
            'created_at as createdAt',
          ])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .compile(),
      (row) => ({ ...row, momoNumber: displayPhone(String(row.momoNumber)) }),
    ),
    userDataSection('categories', (userId) =>
      this.database.db
        .selectFrom('categories')
        .select([
          'id',
          'name',
          'type',
          'color',
          'icon',
          'monthly_budget as monthlyBudget',
          'is_default as isDefault',
          'created_at as createdAt',
        ])
        .where('user_id', '=', userId)
        .orderBy('type')
        .orderBy('name')
        .orderBy('id')
        .compile(),
    ),
    userDataSection('budgetAlerts', (userId) =>
      this.database.db
        .selectFrom('budget_alerts as a')
        .innerJoin('categories as c', 'c.id', 'a.category_id')
        .select([
          'a.category_id as categoryId',
          'c.name as categoryName',
          'a.threshold_percent as thresholdPercent',
          'a.channels',
          'a.enabled',
          'a.created_at as createdAt',
          'a.updated_at as updatedAt',
        ])
        .where('a.user_id', '=', userId)
        .orderBy('c.name')
        .orderBy('a.id')
        .compile(),
    ),
    userDataSection('payments', (userId) =>
      this.database.db
        .selectFrom('payments')
        .select([
          'reference',
          'plan_id as planId',
          sql<string>`(amount_minor / 100.0)::numeric(14, 2)::text`.as('amount'),
          'currency',
          'status',
          'failure_reason as failureReason',
          'created_at as createdAt',
          'paid_at as paidAt',
          'verified_at as verifiedAt',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .compile(),
    ),
  ];

  // A connection from the export slots (429 when none frees up in time, or the user already has
  // a download running), in a snapshot: the JSON and the CSV agree.
  async open(userId: string, limits: AppConfig['exports']): Promise<AccountExport> {
    const connection = await openExportConnection(this.dataSource, {
      snapshot: true,
      userId,
      limits,
    });
    const db = this.database.db;
    return {
      account: async () => {
        const [user] = await run(
          connection,
          db
            .selectFrom('users')
            .select([
              'first_name',
              'last_name',
              'phone',
              'email',
              'is_pro',
              'pro_until',
              'registered_at',
            ])
            .where('id', '=', userId)
            .compile(),
        );
        return user;
      },
      notificationPreferences: async () => {
        const [table] = await run(
          connection,
          sql<{
            present: boolean;
          }>`SELECT to_regclass('notification_preferences') IS NOT NULL AS present`.compile(db),
        );
        if (!table?.present) return undefined;
        const [row] = await run(
          connection,
          sql<{ preferences: Row }>`SELECT to_jsonb(p) - 'user_id' AS preferences
            FROM notification_preferences p WHERE p.user_id = ${userId}`.compile(db),
        );
        return row?.preferences ?? null;
      },
      rows: (section) => {
        const query = section.query(userId);
        return connection.stream(query.sql, [...query.parameters]);
      },
      signal: connection.signal,
      close: () => connection.close(),
    };
  }
}
