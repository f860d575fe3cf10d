import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  openExportConnection,
  type ExportConnection,
} from '../../common/database/export-connection';
import { unauthorized } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { displayPhone } from '../../common/phone/ghana-phone';
import {
  csvStream,
  toTransactionDto,
  TRANSACTION_COLUMNS,
  TRANSACTION_FROM,
  TRANSACTION_ORDER,
  type TransactionRow,
} from '../transactions';
import { isProNow } from '../users';
import { zipStream } from './zip-stream';

// Ghana keeps UTC all year, so the UTC date is the user's date.
export const dataFileName = (now = new Date()) =>
  `sikalens-data-${now.toISOString().slice(0, 10)}.zip`;

type Row = Record<string, unknown>;
type Section = { key: string; sql: string; row?: (row: Row) => unknown };

// Every transaction, of every wallet and month: it is the user's own data, so the free plan's
// history window does not apply.
const TRANSACTIONS_SQL = `SELECT ${TRANSACTION_COLUMNS} FROM ${TRANSACTION_FROM}
  WHERE t.user_id = $1 ORDER BY ${TRANSACTION_ORDER}`;

// The parts of sikalens-data.json after the account, in this order; $1 is the user's id. Fields
// a user would recognise, never a stored file, a password or another user's data.
const SECTIONS: readonly Section[] = [
  {
    key: 'wallets',
    sql: `SELECT id, label, provider, momo_number AS "momoNumber", created_at AS "createdAt"
            FROM wallets WHERE user_id = $1 ORDER BY created_at, id`,
    row: (row) => ({ ...row, momoNumber: displayPhone(String(row.momoNumber)) }),
  },
  {
    key: 'categories',
    sql: `SELECT id, name, type, color, icon, monthly_budget AS "monthlyBudget",
                 is_default AS "isDefault", created_at AS "createdAt"
            FROM categories WHERE user_id = $1 ORDER BY type, name, id`,
  },
  {
    key: 'rules',
    sql: `SELECT r.counterparty, r.direction, r.category_id AS "categoryId",
                 c.name AS "categoryName", r.created_at AS "createdAt", r.updated_at AS "updatedAt"
            FROM category_rules r JOIN categories c ON c.id = r.category_id
           WHERE r.user_id = $1 ORDER BY r.counterparty, r.direction`,
  },
  {
    key: 'budgetAlerts',
    sql: `SELECT a.category_id AS "categoryId", c.name AS "categoryName",
                 a.threshold_percent AS "thresholdPercent", a.channels, a.enabled,
                 a.created_at AS "createdAt", a.updated_at AS "updatedAt"
            FROM budget_alerts a JOIN categories c ON c.id = a.category_id
           WHERE a.user_id = $1 ORDER BY c.name, a.id`,
  },
  {
    key: 'uploads',
    sql: `SELECT id, wallet_id AS "walletId", file_name AS "fileName", size_bytes AS "sizeBytes",
                 status, ai_categorization_status AS "aiCategorizationStatus",
                 transactions_count AS "transactionsCount",
                 new_transactions_count AS "newTransactionsCount", error_message AS "errorMessage",
                 layout, period_from AS "periodFrom", period_to AS "periodTo",
                 created_at AS "createdAt", processed_at AS "processedAt"
            FROM pdf_uploads WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    key: 'reviews',
    sql: `SELECT t.id, t.transaction_id AS "transactionId", r.reviewed_at AS "reviewedAt"
            FROM transaction_reviews r JOIN transactions t ON t.id = r.transaction_id
           WHERE r.user_id = $1 ORDER BY r.reviewed_at, t.id`,
  },
  {
    key: 'chatMessages',
    sql: `SELECT role, content, created_at AS "createdAt"
            FROM chat_messages WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    key: 'notifications',
    sql: `SELECT kind, title, body, created_at AS "createdAt", read_at AS "readAt"
            FROM notifications WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    key: 'payments',
    sql: `SELECT reference, plan_id AS "planId", (amount_minor / 100.0)::numeric(14, 2)::text AS amount,
                 currency, status, failure_reason AS "failureReason", created_at AS "createdAt",
                 paid_at AS "paidAt", verified_at AS "verifiedAt"
            FROM payments WHERE user_id = $1 ORDER BY created_at, id`,
  },
  {
    key: 'transactions',
    sql: TRANSACTIONS_SQL,
    row: (row) => toTransactionDto(row as TransactionRow),
  },
];

type AccountRow = {
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  is_pro: boolean;
  pro_until: Date | null;
  registered_at: Date;
};

// Text gathered before it is handed to the ZIP.
const CHUNK_CHARS = 64 * 1024;

const camelCase = (key: string) =>
  key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

// "Download my data": one ZIP with sikalens-data.json (everything) and transactions.csv (the
// spec's CSV columns), streamed from cursors on one connection that sees one moment.
@Injectable()
export class AccountExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async export(auth: AuthContext): Promise<Readable> {
    const connection = await openExportConnection(this.db, {
      snapshot: true,
      userId: auth.userId,
      limits: this.config.exports,
    });
    try {
      const [user] = await connection.query<AccountRow>(
        `SELECT first_name, last_name, phone, email, is_pro, pro_until, registered_at
           FROM users WHERE id = $1`,
        [auth.userId],
      );
      if (!user) throw unauthorized();
      const head = {
        exportedAt: new Date().toISOString(),
        account: {
          firstName: user.first_name,
          lastName: user.last_name,
          phone: user.phone === null ? null : displayPhone(user.phone),
          email: user.email,
          plan: isProNow({ isPro: user.is_pro, proUntil: user.pro_until }) ? 'pro' : 'free',
          proUntil: user.pro_until?.toISOString() ?? null,
          registeredAt: user.registered_at.toISOString(),
        },
        // Present once the preferences exist (issue 12's notification settings); null: defaults.
        ...(await this.notificationPreferences(connection, auth.userId)),
      };
      const zip = zipStream([
        { name: 'sikalens-data.json', content: dataJson(connection, auth.userId, head) },
        { name: 'transactions.csv', content: transactionsCsv(connection, auth.userId) },
      ]);
      // However the download ends (finished, failed, abandoned), the connection goes back; a
      // stalled or overlong one is cut (the client sees a failed download).
      zip.on('close', () => void connection.close());
      connection.signal.addEventListener(
        'abort',
        () => zip.destroy(connection.signal.reason as Error),
        {
          once: true,
        },
      );
      return zip;
    } catch (error) {
      await connection.close();
      throw error;
    }
  }

  private async notificationPreferences(
    connection: ExportConnection,
    userId: string,
  ): Promise<{ notificationPreferences?: Row | null }> {
    const [table] = await connection.query<{ present: boolean }>(
      "SELECT to_regclass('notification_preferences') IS NOT NULL AS present",
    );
    if (!table?.present) return {};
    const [row] = await connection.query<{ preferences: Row }>(
      `SELECT to_jsonb(p) - 'user_id' AS preferences FROM notification_preferences p
        WHERE p.user_id = $1`,
      [userId],
    );
    if (!row) return { notificationPreferences: null };
    return {
      notificationPreferences: Object.fromEntries(
        Object.entries(row.preferences).map(([key, value]) => [camelCase(key), value]),
      ),
    };
  }
}

// The JSON document, one row per line, each section read through its own cursor in turn.
async function* dataJson(
  connection: ExportConnection,
  userId: string,
  head: Row,
): AsyncGenerator<string> {
  const fields = Object.entries(head).map(
    ([key, value]) =>
      `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`,
  );
  yield `{\n${fields.join(',\n')}`;
  for (const section of SECTIONS) {
    let text = `,\n  ${JSON.stringify(section.key)}: [`;
    let first = true;
    const rows = connection.stream(section.sql, [userId]) as AsyncIterable<Row>;
    for await (const row of rows) {
      text += `${first ? '' : ','}\n    ${JSON.stringify(section.row ? section.row(row) : row)}`;
      first = false;
      if (text.length < CHUNK_CHARS) continue;
      yield text;
      text = '';
    }
    yield `${text}${first ? '' : '\n  '}]`;
  }
  yield '\n}\n';
}

// The spec's CSV of every transaction (the /transactions export's columns and formatting).
async function* transactionsCsv(
  connection: ExportConnection,
  userId: string,
): AsyncGenerator<string | Uint8Array> {
  yield* csvStream(connection.stream(TRANSACTIONS_SQL, [userId])) as AsyncIterable<
    string | Uint8Array
  >;
}
