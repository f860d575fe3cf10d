import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { parseConfig } from '../src/common/config/config';
import type { AppConfig } from '../src/common/config/config.types';
import { dropDatabase, ensureDatabase } from '../src/common/database/embedded-postgres';
import { createApp } from '../src/create-app';
import { UnknownGeoLocator } from '../src/modules/auth/geo/geo-locator';
import type { StatementParser } from '../src/modules/statements/statement-parser';

export type TestApp = {
  app: NestExpressApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  db: DataSource;
  database: string;
  databaseUrl: string;
  close: () => Promise<void>;
};

function adminUrl(): string {
  const url = process.env.SIKALENS_TEST_PG_ADMIN_URL;
  if (url === undefined) throw new Error('globalSetup did not start PostgreSQL');
  return url;
}

export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    // One secret per use (issue 27), each different, as production needs.
    CODE_SECRET: 'test-code-secret-'.repeat(2),
    STATEMENT_PASSWORD_SECRET: 'test-statement-password-secret-'.repeat(2),
    ARCHIVE_SECRET: 'test-archive-secret-'.repeat(2),
    WEB_ROOT: join(tmpdir(), 'sikalens-no-web'),
    DATA_DIR: join(tmpdir(), 'sikalens-test-data'),
    OTP_SENDS_PER_IP_PER_10_MIN: '1000',
    OTP_VERIFIES_PER_IP_PER_10_MIN: '1000',
    OTP_SENDS_PER_IDENTIFIER_PER_HOUR: '100',
    OTP_FREE_FAILURES: '100',
    OTP_FAILURES_PER_NETWORK_PER_HOUR: '1000',
    DATA_DELETIONS_PER_HOUR: '100',
    DATA_RESTORES_PER_HOUR: '100',
    // Most suites import many statements of many months as a free user; the free plan's limits
    // are tested on their own (free-plan.int-spec.ts), with the defaults.
    FREE_STATEMENTS_PER_MONTH: '1000',
    FREE_HISTORY_MONTHS: '1200',
    ...overrides,
  };
}

export type TestAppOptions = {
  statementParser?: StatementParser;
  // Reuse this database (a restart), and keep it when the app closes.
  database?: string;
  keepDatabase?: boolean;
  // Receives everything the app logs (default: nothing is logged).
  logger?: LoggerService;
};

/** The real app on a fresh database of the shared test server. */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const name = options.database ?? `test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl(), name);
  const databaseUrl = adminUrl().replace(/\/postgres$/, `/${name}`);
  // The app is handed its database below; the config names it too, as a deployment's would.
  const config = parseConfig(testEnv({ DATABASE_URL: databaseUrl, ...overrides }));
  const app = await createApp(config, {
    databaseUrl,
    logger: options.logger ?? false,
    geoLocator: new UnknownGeoLocator(),
    ...(options.statementParser ? { statementParser: options.statementParser } : {}),
  });
  const db = app.get(DataSource);
  const server = app.getHttpServer() as Parameters<typeof request>[0];
  return {
    app,
    config,
    db,
    http: () => request(server),
    database: name,
    databaseUrl,
    close: async () => {
      await app.close();
      if (!options.keepDatabase) await dropDatabase(adminUrl(), name);
    },
  };
}

export type TestDatabase = { db: DataSource; close: () => Promise<void> };

/** A fresh database of the shared test server with a bare DataSource (no app, no migrations run). */
export async function startTestDatabase(
  options: Partial<Pick<DataSourceOptions, 'entities' | 'migrations'>> = {},
): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl(), name);
  const db = await new DataSource({
    type: 'postgres',
    url: adminUrl().replace(/\/postgres$/, `/${name}`),
    logging: false,
    ...options,
  }).initialize();
  return {
    db,
    close: async () => {
      await db.destroy();
      await dropDatabase(adminUrl(), name);
    },
  };
}

/** A Nest logger that keeps every line (message and parameters) for a test to search. */
export class CapturingLogger implements LoggerService {
  readonly lines: string[] = [];

  private keep(level: string, message: unknown, params: unknown[]): void {
    const text = [message, ...params]
      .map((part) => (part instanceof Error ? `${part.message} ${part.stack ?? ''}` : part))
      .map((part) => (typeof part === 'string' ? part : JSON.stringify(part)))
      .join(' ');
    this.lines.push(`${level} ${text}`);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.keep('log', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.keep('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.keep('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.keep('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.keep('verbose', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.keep('fatal', message, params);
  }
}

export type OutboxItem = {
  to: string;
  channel: 'sms' | 'email';
  kind: 'code' | 'notification';
  code: string | null;
  subject: string | null;
  text: string | null;
  sentAt: string;
};

export async function latestCode(t: TestApp, to: string): Promise<string> {
  const res = await t.http().get('/api/dev/outbox').query({ to, kind: 'code' }).expect(200);
  const items = res.body as OutboxItem[];
  const code = items[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

// The signed-in user as the API returns it, for users who registered with both contacts.
export type UserBody = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  phoneVerified: boolean;
  emailVerified: boolean;
  isPro: boolean;
};

export const KOFI = {
  phone: '241234567',
  email: 'Kofi.Boateng@Example.com',
  firstName: 'Kofi',
  lastName: 'Boateng',
};

/** Registers a user through the public API and returns the bearer token. */
export async function register(t: TestApp, person = KOFI): Promise<string> {
  await t.http().post('/api/auth/send-otp').send(person).expect(200);
  const code = await latestCode(t, `233${person.phone.slice(-9)}`);
  const res = await t
    .http()
    .post('/api/auth/verify-otp')
    .send({ phone: person.phone, email: person.email, code, session: 'token' })
    .expect(200);
  return (res.body as { token: string }).token;
}

/** Registers a user and adds an MTN wallet for momoNumber; returns the token and the wallet's id. */
export async function registerWithWallet(
  t: TestApp,
  person: typeof KOFI,
  momoNumber: string,
): Promise<{ token: string; walletId: string; momoNumber: string }> {
  const token = await register(t, person);
  const wallet = await t
    .http()
    .post('/api/wallets')
    .set('Authorization', `Bearer ${token}`)
    .send({ label: 'Main', provider: 'MTN', momoNumber })
    .expect(201);
  return { token, walletId: (wallet.body as { id: string }).id, momoNumber };
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
