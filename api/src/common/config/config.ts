import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { AppConfig, SecretUse, TrustProxy } from './config.types';
import { isLoopback } from '../web/client-info';

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(message: string) {
    super(`Invalid config: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

// The repo root, found from this file whether it runs from src/ (tests) or dist/ (node).
const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
// prettier-ignore
const PAYSTACK_CHANNELS = ['card', 'bank', 'apple_pay', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'payattitude'] as const;
// REMOTE_<CONTAINER NAME>_URL points one remote of the registry at another manifest.
const REMOTE_OVERRIDE = /^REMOTE_([A-Z0-9_]+)_URL$/;
const SMS_KEYS = {
  hubtel: ['HUBTEL_CLIENT_ID', 'HUBTEL_CLIENT_SECRET'],
  arkesel: ['ARKESEL_API_KEY'],
} as const;
const SMS_URLS = { hubtel: 'https://sms.hubtel.com', arkesel: 'https://sms.arkesel.com' };
const MODEL_SETTINGS = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
// Outside production each secret is generated once and kept under DATA_DIR (SECRET_FILES); the
// single secret that did all three jobs before issue 27 stays readable there (LEGACY_PEPPER_FILE).
const LEGACY_PEPPER_FILE = 'otp-pepper';
const SECRET_SETTINGS = {
  codes: 'CODE_SECRET',
  statementPasswords: 'STATEMENT_PASSWORD_SECRET',
  archives: 'ARCHIVE_SECRET',
} as const satisfies Record<SecretUse, string>;
const SECRET_FILES: Record<SecretUse, string> = {
  codes: 'code-secret',
  statementPasswords: 'statement-password-secret',
  archives: 'archive-secret',
};
const SECRET_USES = Object.keys(SECRET_SETTINGS) as SecretUse[];
const MIN_SECRET = 32;

/**
 * Whether plain http to this URL's host stays on this machine or a private network (issue 27): a
 * loopback or private address, `localhost`, or a single-label name (a service on the same network,
 * such as `ollama`). Anything else would carry codes, texts or statement data over the internet in
 * clear.
 */
function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) {
    const [a = 0, b = 0] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (host.includes(':')) {
    return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
  }
  return !host.includes('.');
}

// isLoopback reads addresses; a host may also be named.
const isLoopbackHost = (hostname: string): boolean =>
  hostname.toLowerCase() === 'localhost' || isLoopback(hostname.replace(/^\[|\]$/g, ''));

// The host of a plain-http URL to neither a loopback nor a private host (see isLocalOrPrivateHost).
function publicHttpHost(value: string | undefined): string | null {
  if (value === undefined || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' && !isLocalOrPrivateHost(url.hostname) ? url.hostname : null;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const normalUrl = (value: string): string => new URL(value).href.replace(/\/+$/, '');
const channelsError = `must be a comma list of ${PAYSTACK_CHANNELS.join(', ')}`;
const previewHttps = (origin: string): string =>
  `must list https origins (plain http only to a loopback host, outside production): ${origin}`;

// The schema's building blocks. Their messages leave the variable out: parseConfig puts the one
// the issue's path names first.
const text = z.string().optional();
const int = (min: number, max: number) => {
  const error = `must be an integer between ${min} and ${max}`;
  return z
    .string()
    .regex(/^-?\d+$/, error)
    .transform(Number)
    .refine((value) => Number.isSafeInteger(value) && value >= min && value <= max, error);
};
const bool = z
  .stringbool({
    truthy: ['true', '1', 'yes'],
    falsy: ['false', '0', 'no'],
    error: 'must be true or false',
  })
  .default(false);
// A comma list, blank entries left out.
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) => value.split(',').flatMap((entry) => entry.trim() || []))
    .pipe(z.array(item));
// A URL; in a list, every entry must be one before any is checked further.
const url = (invalid: string) =>
  z.string().refine((value) => URL.canParse(value), { error: invalid, abort: true });
const anyUrl = url('must be an http(s) URL');
const isHttp = (value: string): boolean => /^https?:$/.test(new URL(value).protocol);
const httpUrl = anyUrl.refine(isHttp, 'must be an https URL').transform(normalUrl);
const secretList = list(
  z.string().min(MIN_SECRET, `must be at least ${MIN_SECRET} characters (each, in a list)`),
).default([]);

/** Every setting, each valid on its own; the rules between them follow (refuseUnsafe). */
const settings = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], 'must be development, test or production')
    .default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('log'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  OTP_PEPPER: z.string().min(MIN_SECRET, `must be at least ${MIN_SECRET} characters`).optional(),
  CODE_SECRET: secretList,
  STATEMENT_PASSWORD_SECRET: secretList,
  ARCHIVE_SECRET: secretList,
  // Given only with SMTP_HOST (settingsIn): the other SMTP_ settings count only then.
  smtp: z
    .object({
      SMTP_HOST: z.string(),
      SMTP_PORT: int(1, 65535).default(587),
      SMTP_SECURE: bool,
      SMTP_REQUIRE_TLS: bool,
      SMTP_USER: text,
      SMTP_PASS: text,
    })
    .transform((smtp) => ({
      host: smtp.SMTP_HOST,
      port: smtp.SMTP_PORT,
      secure: smtp.SMTP_SECURE,
      requireTls: smtp.SMTP_REQUIRE_TLS,
      user: smtp.SMTP_USER ?? null,
      pass: smtp.SMTP_PASS ?? null,
    }))
    .optional(),
  MAIL_FROM: z.string().default('SikaLens <no-reply@sikalens.app>'),
  // Where Help & Support tickets are e-mailed (issue 29); without it, the dev outbox.
  SUPPORT_EMAIL: z.email('must be an e-mail address').optional(),
  // Ghanaian networks reject alphanumeric sender IDs longer than 11 characters.
  SMS_SENDER_ID: z.string().max(11, 'must be at most 11 characters').default('SikaLens'),
  SMS_BASE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http(s) URL')
    .optional(),
  SMS_PROVIDER: z
    .string()
    .toLowerCase()
    .pipe(z.enum(['hubtel', 'arkesel'], 'must be hubtel or arkesel (or unset)'))
    .optional(),
  HUBTEL_CLIENT_ID: text,
  HUBTEL_CLIENT_SECRET: text,
  ARKESEL_API_KEY: text,
  // The REMOTE_<NAME>_URL settings (gathered by settingsIn), by container name.
  remotes: z.record(
    z.string().transform((name) => name.replace(REMOTE_OVERRIDE, '$1').toLowerCase()),
    z
      .string()
      .refine(
        (value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)),
        'must be a path starting with / or an http(s) URL',
      ),
  ),
  WEB_ROOT: text,
  RELEASES_DIR: text,
  REGISTRY_FILE: text,
  // inline: this process also runs statement jobs; off: it only enqueues them (workers elsewhere).
  STATEMENT_WORKERS: z.enum(['inline', 'off'], 'must be inline or off').default('inline'),
  SESSION_TTL_DAYS: int(1, 365).default(30),
  SESSION_IDLE_DAYS: int(1, 365).default(7),
  PORT: int(1, 65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // http(s), and https in production: checked with the rules.
  APP_URL: anyUrl.transform(normalUrl).optional(),
  DATA_DIR: text,
  EMBEDDED_PG_PORT: int(1, 65535).default(5433),
  CORS_ORIGINS: list(
    url('must be a comma-separated list of origins such as https://app.example.com'),
  )
    .refine(
      (entries) => entries.every((entry) => /^https?:$/.test(new URL(entry).protocol)),
      'must contain only http(s) origins',
    )
    .transform((entries) => entries.map((entry) => new URL(entry).origin))
    .default([]),
  // Never Express's `true`: that trusts every hop, so the client picks its own IP with X-Forwarded-For.
  TRUST_PROXY: z
    .string()
    .toLowerCase()
    .transform((raw): TrustProxy => {
      if (raw === 'false' || raw === '0') return false;
      return /^\d+$/.test(raw) ? Number(raw) : raw.split(',').map((part) => part.trim());
    })
    .refine(
      (trust) => (typeof trust === 'number' ? trust <= 32 : !trust || trust.every(isProxyAddress)),
      'must be false, a number of proxy hops (1, 2…) or a comma list of proxy addresses/CIDRs (loopback, linklocal, uniquelocal allowed); true is not accepted',
    )
    .default(false),
  OTP_TTL_MINUTES: int(1, 10).default(10),
  OTP_MAX_ATTEMPTS: int(1, 10).default(5),
  OTP_RESEND_COOLDOWN_SECONDS: int(0, 3600).default(60),
  OTP_SENDS_PER_IDENTIFIER_PER_HOUR: int(1, 1000).default(5),
  OTP_SENDS_PER_IP_PER_10_MIN: int(1, 100000).default(20),
  OTP_VERIFIES_PER_IP_PER_10_MIN: int(1, 100000).default(30),
  OTP_FREE_FAILURES: int(1, 1000).default(3),
  OTP_FAILURE_DELAY_BASE_SECONDS: int(1, 86400).default(30),
  OTP_FAILURE_DELAY_MAX_SECONDS: int(1, 86400).default(3600),
  OTP_FAILURES_PER_NETWORK_PER_HOUR: int(1, 100000).default(30),
  /**
   * Issue 27: each entry an https origin with an optional path prefix
   * (https://cdn.example.com/mfe-upload/); a preview's manifest must sit under one. Plain http only
   * to a loopback host, outside production. Empty (the default): no previews. Kept as the prefixes,
   * each ending in '/'.
   */
  PREVIEW_ALLOWED_ORIGINS: list(url('must list https origins, each with an optional path prefix'))
    .superRefine((entries, ctx) => {
      for (const entry of entries) {
        const { protocol, hostname, origin, username, password, search, hash } = new URL(entry);
        if (protocol !== 'https:' && !(protocol === 'http:' && isLoopbackHost(hostname))) {
          ctx.addIssue(previewHttps(origin));
        } else if (username || password || search || hash) {
          ctx.addIssue(`entries are an origin and a path, nothing else: ${entry}`);
        }
      }
    })
    .transform((entries) => {
      const prefixes = entries.map((entry) => new URL(entry));
      return [
        ...new Set(prefixes.map(({ origin, pathname }) => origin + pathname.replace(/\/?$/, '/'))),
      ];
    })
    .default([]),
  PARSE_TIMEOUT_MS: int(1000, 300000).default(20000),
  PARSE_MEMORY_MB: int(192, 8192).default(512),
  PARSE_CONCURRENCY: int(1, 64).default(2),
  UPLOADS_READING_PER_PROCESS: int(1, 64).default(6),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(
      /^sk_(test|live)_[A-Za-z0-9_]+$/,
      'must be a Paystack secret key (sk_test_… or sk_live_…)',
    )
    .optional(),
  PAYSTACK_ALLOW_TEST_KEY: bool,
  PAYSTACK_CHANNELS: list(z.enum(PAYSTACK_CHANNELS, channelsError))
    .refine((channels) => channels.length > 0, channelsError)
    .default(['card', 'mobile_money']),
  PAYSTACK_CUSTOMER_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain name')
    .default('customers.sikalens.app'),
  PAYSTACK_BASE_URL: anyUrl.transform(normalUrl).default('https://api.paystack.co'),
  PAYSTACK_SANDBOX_PORT: int(1, 65535).optional(),
  PAYSTACK_SANDBOX_PUBLIC_URL: httpUrl.optional(),
  PAYSTACK_SANDBOX_MOMO_DELAY_MS: int(0, 600_000).default(20_000),
  FREE_STATEMENTS_PER_MONTH: int(0, 1000).default(1),
  FREE_HISTORY_MONTHS: int(1, 1200).default(3),
  AI_BASE_URL: text,
  AI_API_KEY: text,
  AI_MODEL: text,
  // Given only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set (settingsIn). AI_BASE_URL may
  // be http: a model server on the same host or private network (Ollama, vLLM).
  model: z
    .object({
      AI_BASE_URL: httpUrl,
      AI_API_KEY: z.string(),
      AI_MODEL: z.string(),
      AI_TIMEOUT_MS: int(500, 60000).default(8000),
    })
    .transform((model) => ({
      baseUrl: model.AI_BASE_URL,
      apiKey: model.AI_API_KEY,
      model: model.AI_MODEL,
      timeoutMs: model.AI_TIMEOUT_MS,
    }))
    .optional(),
  AI_CHAT_PER_MINUTE: int(1, 100000).default(10),
  // Pro is sold with unlimited chats: these only stop abuse (a script, a stuck client).
  AI_CHAT_PER_DAY: int(1, 100000).default(1000),
  DELETED_DATA_RESTORE_HOURS: int(1, 168).default(24),
  DATA_DELETIONS_PER_HOUR: int(1, 1000).default(5),
  DATA_RESTORES_PER_HOUR: int(1, 1000).default(5),
  // At least 2, so one user (who holds at most one) never holds them all.
  EXPORT_SLOTS: int(2, 1000).default(4),
  EXPORT_WAIT_SECONDS: int(0, 600).default(30),
  EXPORT_IDLE_TIMEOUT_SECONDS: int(1, 3600).default(30),
  EXPORT_MAX_SECONDS: int(10, 86400).default(600),
  SERVER_RENDER: z
    .stringbool({ truthy: ['on'], falsy: ['off'], case: 'sensitive', error: 'must be on or off' })
    .default(true),
  SERVER_RENDER_TIMEOUT_MS: int(10, 10000).default(150),
});
type Settings = z.output<typeof settings>;

/**
 * The environment as the schema reads it: values trimmed, blank ones unset, the REMOTE_<NAME>_URL
 * ones gathered in name order, and settings that count only with another one read only then (so
 * not refused unused): SMTP's with SMTP_HOST, the model's with all three AI_ settings, the Paystack
 * sandbox's without a key…
 */
function settingsIn(raw: Env): Record<string, unknown> {
  const env: Env = {};
  for (const [name, value] of Object.entries(raw)) env[name] = value?.trim() || undefined;
  const key = env.PAYSTACK_SECRET_KEY;
  const unused = [
    ...(key === undefined
      ? ['PAYSTACK_BASE_URL']
      : ['PAYSTACK_SANDBOX_PORT', 'PAYSTACK_SANDBOX_PUBLIC_URL', 'PAYSTACK_SANDBOX_MOMO_DELAY_MS']),
    ...(env.NODE_ENV === 'production' && key?.startsWith('sk_test_')
      ? []
      : ['PAYSTACK_ALLOW_TEST_KEY']),
  ];
  for (const name of unused) delete env[name];
  const remotes = Object.keys(env)
    .filter((name) => REMOTE_OVERRIDE.test(name) && env[name] !== undefined)
    .sort()
    .map((name) => [name, env[name]]);
  return {
    ...env,
    remotes: Object.fromEntries(remotes),
    smtp: env.SMTP_HOST === undefined ? undefined : env,
    model: MODEL_SETTINGS.every((name) => env[name] !== undefined) ? env : undefined,
  };
}

/** The rules between settings, checked once each setting is valid on its own. */
function refuseUnsafe(env: Settings, ctx: z.RefinementCtx): void {
  const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
  const production = env.NODE_ENV === 'production';
  const provider = env.SMS_PROVIDER;
  const key = env.PAYSTACK_SECRET_KEY;
  // Issue 27: production refuses settings that are only safe on a developer's machine.
  if (production) {
    const names = Object.values(SECRET_SETTINGS);
    for (const name of names.filter((name) => env[name].length === 0)) {
      refuse(
        `${name} is required when NODE_ENV is production: codes, statement passwords and data archives each have their own secret (keep OTP_PEPPER set too while anything sealed under it remains)`,
      );
    }
    const current = names.map((name) => env[name][0]);
    if (!current.includes(undefined) && new Set(current).size < current.length) {
      refuse(
        'CODE_SECRET, STATEMENT_PASSWORD_SECRET and ARCHIVE_SECRET must differ from each other',
      );
    }
  }
  for (const name of provider === undefined ? [] : SMS_KEYS[provider]) {
    if (env[name] === undefined) refuse(`${name} is required when SMS_PROVIDER is ${provider}`);
  }
  if (production) {
    if (env.smtp === undefined && provider === undefined) {
      refuse(
        'SMTP_HOST or SMS_PROVIDER is required when NODE_ENV is production (no real channel to deliver sign-in codes)',
      );
    }
    if (env.DATABASE_URL === undefined) {
      refuse(
        'DATABASE_URL is required when NODE_ENV is production: the embedded PostgreSQL runs with its default password',
      );
    }
    // A relay on this machine (loopback) keeps the message here; anything else needs TLS.
    const { smtp } = env;
    if (smtp && !smtp.secure && !smtp.requireTls && !isLoopbackHost(smtp.host)) {
      refuse(
        'SMTP must use TLS when NODE_ENV is production: set SMTP_SECURE=true (implicit TLS, port 465) or SMTP_REQUIRE_TLS=true (STARTTLS required)',
      );
    }
  }
  // The model may get the user's questions and figures: never over the internet in clear.
  for (const name of ['SMS_BASE_URL', 'AI_BASE_URL'] as const) {
    const host = publicHttpHost(env[name]);
    if (host === null || (name === 'SMS_BASE_URL' && !production)) continue;
    refuse(
      `${name} must be https: plain http is allowed only to a loopback or private host (${host} is neither)`,
    );
  }
  // Payers are sent back here: in production it must be the real, https address.
  if (production && env.APP_URL === undefined) {
    refuse('APP_URL is required when NODE_ENV is production (payments send the payer back to it)');
  }
  for (const name of ['APP_URL', 'PAYSTACK_BASE_URL'] as const) {
    const protocol = env[name] && new URL(env[name]).protocol;
    if (protocol && protocol !== 'https:' && (production || protocol !== 'http:')) {
      refuse(`${name} must be an https URL${production ? ' in production' : ''}`);
    }
  }
  for (const prefix of production ? env.PREVIEW_ALLOWED_ORIGINS : []) {
    const { protocol, origin } = new URL(prefix);
    if (protocol === 'http:') refuse(`PREVIEW_ALLOWED_ORIGINS ${previewHttps(origin)}`);
  }
  if (production && key === undefined) {
    refuse(
      'PAYSTACK_SECRET_KEY is required when NODE_ENV is production (the local Paystack sandbox is for development only)',
    );
  }
  // A test key in production would let anyone pay with Paystack's public test card.
  if (production && key?.startsWith('sk_test_') && !env.PAYSTACK_ALLOW_TEST_KEY) {
    refuse(
      'PAYSTACK_SECRET_KEY must be a live key (sk_live_…) when NODE_ENV is production; set PAYSTACK_ALLOW_TEST_KEY=true for a staging deployment',
    );
  }
  // The sandbox's default URL has its default port, PORT + 10, which may be past 65535.
  const sandboxUrl = `http://localhost:${env.PAYSTACK_SANDBOX_PORT ?? env.PORT + 10}`;
  if (!key && !env.PAYSTACK_SANDBOX_PUBLIC_URL && !URL.canParse(sandboxUrl)) {
    refuse('PAYSTACK_SANDBOX_PUBLIC_URL must be an http(s) URL');
  }
  const missing = MODEL_SETTINGS.filter((name) => env[name] === undefined);
  if (missing.length > 0 && missing.length < MODEL_SETTINGS.length) {
    refuse(
      `The assistant's model needs AI_BASE_URL, AI_API_KEY and AI_MODEL together; missing ${missing.join(', ')}`,
    );
  }
}

/** The configuration the settings make. */
function toAppConfig(env: Settings): AppConfig {
  const webRoot = resolve(env.WEB_ROOT ?? REPO_ROOT);
  /**
   * Issue 27: OTP_PEPPER no longer does three jobs. CODE_SECRET, STATEMENT_PASSWORD_SECRET and
   * ARCHIVE_SECRET are each a comma list, newest first (rotation: put the new one first and keep
   * the old ones until what they sealed is gone). OTP_PEPPER, when set, is the old secret of all
   * three: last in each ring (so what it sealed still opens), and the whole ring of any not set
   * outside production. Production needs all three, different from each other.
   */
  const legacy = env.OTP_PEPPER;
  const ring = (listed: string[]) =>
    legacy === undefined || listed.includes(legacy) ? listed : [...listed, legacy];
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL ?? null,
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data')),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    logLevel: env.LOG_LEVEL,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    secrets: {
      codes: ring(env.CODE_SECRET),
      statementPasswords: ring(env.STATEMENT_PASSWORD_SECRET),
      archives: ring(env.ARCHIVE_SECRET),
    },
    sessionTtlDays: env.SESSION_TTL_DAYS,
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    otp: {
      ttlMinutes: env.OTP_TTL_MINUTES,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      sendsPerIdentifierPerHour: env.OTP_SENDS_PER_IDENTIFIER_PER_HOUR,
      sendsPerIpPer10Min: env.OTP_SENDS_PER_IP_PER_10_MIN,
      verifiesPerIpPer10Min: env.OTP_VERIFIES_PER_IP_PER_10_MIN,
      freeFailures: env.OTP_FREE_FAILURES,
      failureDelayBaseSeconds: env.OTP_FAILURE_DELAY_BASE_SECONDS,
      failureDelayMaxSeconds: env.OTP_FAILURE_DELAY_MAX_SECONDS,
      failuresPerNetworkPerHour: env.OTP_FAILURES_PER_NETWORK_PER_HOUR,
    },
    smtp: env.smtp ?? null,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL ?? null,
    sms: sms(env),
    webRoot,
    releasesDir: resolve(env.RELEASES_DIR ?? join(webRoot, 'releases')),
    registryFile: env.REGISTRY_FILE === undefined ? null : resolve(env.REGISTRY_FILE),
    remoteOverrides: env.remotes,
    previewAllowedPrefixes: env.PREVIEW_ALLOWED_ORIGINS,
    previewAllowedOrigins: [
      ...new Set(env.PREVIEW_ALLOWED_ORIGINS.map((prefix) => new URL(prefix).origin)),
    ],
    statementWorkers: env.STATEMENT_WORKERS,
    parseTimeoutMs: env.PARSE_TIMEOUT_MS,
    parseMemoryMb: env.PARSE_MEMORY_MB,
    parseConcurrency: env.PARSE_CONCURRENCY,
    uploadsReadingPerProcess: env.UPLOADS_READING_PER_PROCESS,
    appUrl: env.APP_URL ?? normalUrl(`http://localhost:${env.PORT}`),
    payments: payments(env),
    freePlan: {
      statementsPerMonth: env.FREE_STATEMENTS_PER_MONTH,
      historyMonths: env.FREE_HISTORY_MONTHS,
    },
    assistant: {
      model: env.model ?? null,
      perMinute: env.AI_CHAT_PER_MINUTE,
      perDay: env.AI_CHAT_PER_DAY,
    },
    deletedDataRestoreHours: env.DELETED_DATA_RESTORE_HOURS,
    dataDeletionsPerHour: env.DATA_DELETIONS_PER_HOUR,
    dataRestoresPerHour: env.DATA_RESTORES_PER_HOUR,
    exports: {
      slots: env.EXPORT_SLOTS,
      maxWaitMs: env.EXPORT_WAIT_SECONDS * 1000,
      idleTimeoutMs: env.EXPORT_IDLE_TIMEOUT_SECONDS * 1000,
      maxMs: env.EXPORT_MAX_SECONDS * 1000,
    },
    serverRender: env.SERVER_RENDER,
    serverRenderTimeoutMs: env.SERVER_RENDER_TIMEOUT_MS,
  };
}

function sms(env: Settings): AppConfig['sms'] {
  if (env.SMS_PROVIDER === undefined) return null;
  const senderId = env.SMS_SENDER_ID;
  const baseUrl = (env.SMS_BASE_URL ?? SMS_URLS[env.SMS_PROVIDER]).replace(/\/+$/, '');
  return env.SMS_PROVIDER === 'hubtel'
    ? {
        provider: 'hubtel',
        clientId: env.HUBTEL_CLIENT_ID!,
        clientSecret: env.HUBTEL_CLIENT_SECRET!,
        senderId,
        baseUrl,
      }
    : { provider: 'arkesel', apiKey: env.ARKESEL_API_KEY!, senderId, baseUrl };
}

function payments(env: Settings): AppConfig['payments'] {
  const channels = env.PAYSTACK_CHANNELS;
  const customerEmailDomain = env.PAYSTACK_CUSTOMER_EMAIL_DOMAIN;
  const secretKey = env.PAYSTACK_SECRET_KEY;
  if (secretKey !== undefined) {
    return {
      secretKey,
      baseUrl: env.PAYSTACK_BASE_URL,
      channels,
      customerEmailDomain,
      sandbox: null,
    };
  }
  // No key outside production: the API starts the sandbox. Its key is fixed per data directory
  // and port, so nothing random enters the config; it never leaves this machine.
  const port = env.PAYSTACK_SANDBOX_PORT ?? env.PORT + 10;
  const publicUrl = env.PAYSTACK_SANDBOX_PUBLIC_URL ?? normalUrl(`http://localhost:${port}`);
  const hash = createHash('sha256').update(`${port}:${publicUrl}`).digest('hex');
  return {
    secretKey: `sk_test_sandbox_${hash.slice(0, 32)}`,
    baseUrl: publicUrl,
    channels,
    customerEmailDomain,
    sandbox: {
      port,
      // Anyone who reaches it can "pay": only this machine, unless its URL was set for a phone.
      host: env.PAYSTACK_SANDBOX_PUBLIC_URL === undefined ? '127.0.0.1' : env.HOST,
      publicUrl,
      momoDelayMs: env.PAYSTACK_SANDBOX_MOMO_DELAY_MS,
    },
  };
}

// The rules run only once every setting is valid on its own (zod would run them after a failed
// refinement), so they see parsed values.
const configSchema = z.preprocess(
  settingsIn,
  settings
    .superRefine(refuseUnsafe, { when: ({ issues }) => issues.length === 0 })
    .transform(toAppConfig),
);

/** Parses and validates configuration without side effects. Throws ConfigError naming the variable. */
export function parseConfig(env: Env): AppConfig {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  // The first issue: each setting on its own comes before the rules between them.
  const issue = result.error.issues[0]!;
  const variable = issue.path.findLast((key) => typeof key === 'string');
  throw new ConfigError(variable === undefined ? issue.message : `${variable} ${issue.message}`);
}

/** True when codes go to the dev outbox (log + GET /api/dev/outbox) instead of a real channel. */
export function usesDevOutbox(config: AppConfig): boolean {
  return config.nodeEnv !== 'production' && config.smtp === null && config.sms === null;
}

/** A use's ring; an empty one is a wiring bug (loadConfig resolves every ring), not a user error. */
export function secretRing(config: Pick<AppConfig, 'secrets'>, use: SecretUse): string[] {
  const ring = config.secrets[use];
  if (ring.length === 0) throw new Error(`${SECRET_SETTINGS[use]} is not resolved`);
  return ring;
}

// Outside production a ring not set is one secret generated once and kept under DATA_DIR, so codes,
// statement passwords and archives survive restarts; the single pepper of before stays its old key.
export function resolveSecrets(config: AppConfig): AppConfig {
  if (SECRET_USES.every((use) => config.secrets[use].length > 0)) return config;
  const read = (name: string, create: boolean): string | null => {
    const file = join(config.dataDir, name);
    if (!existsSync(file)) {
      if (!create) return null;
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    return readFileSync(file, 'utf8').trim();
  };
  const legacy = read(LEGACY_PEPPER_FILE, false);
  const secrets = { ...config.secrets };
  for (const use of SECRET_USES) {
    if (secrets[use].length > 0) continue;
    const own = read(SECRET_FILES[use], true) ?? '';
    secrets[use] = [own, ...(legacy !== null && legacy !== own ? [legacy] : [])];
  }
  return { ...config, secrets };
}

export function loadConfig(env: Env = process.env): AppConfig {
  return resolveSecrets(parseConfig(env));
}
