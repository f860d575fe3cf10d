import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import type {
  SecretUse,
  Secrets,
  AppConfig,
  PaymentsConfig,
  NodeEnv,
  SmsConfig,
  SmtpConfig,
  TrustProxy,
} from './config.types';
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
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

const LOG_LEVELS = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'] as const;
// REMOTE_<CONTAINER NAME>_URL points one remote of the registry at another manifest.
const REMOTE_OVERRIDE = /^REMOTE_([A-Z0-9_]+)_URL$/;
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

function str(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false`);
}

const PROXY_KEYWORDS = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

// Never Express's `true`: that trusts every hop, so the client picks its own IP with X-Forwarded-For.
function trustProxy(env: Env, name: string): TrustProxy {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops <= 32) return hops;
  } else {
    const entries = raw.split(',').map((part) => part.trim());
    if (entries.every(isProxyAddress)) return entries;
  }
  throw new ConfigError(
    `${name} must be false, a number of proxy hops (1, 2…) or a comma list of proxy addresses/CIDRs (loopback, linklocal, uniquelocal allowed); true is not accepted`,
  );
}

/**
 * PREVIEW_ALLOWED_ORIGINS (issue 27): each entry an https origin with an optional path prefix
 * (https://cdn.example.com/mfe-upload/); a preview's manifest must sit under one. Plain http only to
 * a loopback host, outside production. Empty (the default): no previews.
 */
function previewAllowed(
  env: Env,
  production: boolean,
): { previewAllowedOrigins: string[]; previewAllowedPrefixes: string[] } {
  const name = 'PREVIEW_ALLOWED_ORIGINS';
  const prefixes = urlList(
    env,
    name,
    `${name} must list https origins, each with an optional path prefix`,
  ).map(({ url, part }) => {
    const plainHttpAllowed =
      url.protocol === 'http:' && isLoopbackHost(url.hostname) && !production;
    if (url.protocol !== 'https:' && !plainHttpAllowed) {
      throw new ConfigError(
        `${name} must list https origins (plain http only to a loopback host, outside production): ${url.origin}`,
      );
    }
    if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
      throw new ConfigError(`${name} entries are an origin and a path, nothing else: ${part}`);
    }
    return `${url.origin}${url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`}`;
  });
  const unique = [...new Set(prefixes)];
  return {
    previewAllowedPrefixes: unique,
    previewAllowedOrigins: [...new Set(unique.map((prefix) => new URL(prefix).origin))],
  };
}

// A comma list of URLs, each parsed (refused with `invalid` when one is not a URL).
function urlList(env: Env, name: string, invalid: string): { url: URL; part: string }[] {
  return (str(env, name) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      if (!URL.canParse(part)) throw new ConfigError(invalid);
      return { url: new URL(part), part };
    });
}

function origins(env: Env, name: string): string[] {
  return urlList(
    env,
    name,
    `${name} must be a comma-separated list of origins such as https://app.example.com`,
  ).map(({ url }) => {
    if (url.origin === 'null' || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new ConfigError(`${name} must contain only http(s) origins`);
    }
    return url.origin;
  });
}

function required(env: Env, name: string, why: string): string {
  const value = str(env, name);
  if (value === undefined) throw new ConfigError(`${name} is required ${why}`);
  return value;
}

/**
 * Whether plain http to this URL's host stays on this machine or a private network (issue 27): a
 * loopback or private address, `localhost`, or a single-label name (a service on the same network,
 * such as `ollama`). Anything else would carry codes, texts or statement data over the internet in
 * clear.
 */
export function isLocalOrPrivateHost(hostname: string): boolean {
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

// Plain http is allowed only to a local or private host (see isLocalOrPrivateHost).
function refusePublicHttp(env: Env, name: string): void {
  const value = str(env, name);
  if (value === undefined || !URL.canParse(value)) return;
  const url = new URL(value);
  if (url.protocol === 'http:' && !isLocalOrPrivateHost(url.hostname)) {
    throw new ConfigError(
      `${name} must be https: plain http is allowed only to a loopback or private host (${url.hostname} is neither)`,
    );
  }
}

function parseSmtp(env: Env): SmtpConfig | null {
  const host = str(env, 'SMTP_HOST');
  if (host === undefined) return null;
  return {
    host,
    port: int(env, 'SMTP_PORT', 587, 1, 65535),
    secure: bool(env, 'SMTP_SECURE', false),
    requireTls: bool(env, 'SMTP_REQUIRE_TLS', false),
    user: str(env, 'SMTP_USER') ?? null,
    pass: str(env, 'SMTP_PASS') ?? null,
  };
}

function parseSms(env: Env): SmsConfig | null {
  const provider = str(env, 'SMS_PROVIDER')?.toLowerCase();
  const senderId = str(env, 'SMS_SENDER_ID') ?? 'SikaLens';
  // Ghanaian networks reject alphanumeric sender IDs longer than 11 characters.
  if (senderId.length > 11) throw new ConfigError('SMS_SENDER_ID must be at most 11 characters');
  const baseUrl = str(env, 'SMS_BASE_URL');
  if (baseUrl !== undefined && !/^https?:\/\//.test(baseUrl)) {
    throw new ConfigError('SMS_BASE_URL must be an http(s) URL');
  }
  switch (provider) {
    case undefined:
      return null;
    case 'hubtel':
      return {
        provider,
        clientId: required(env, 'HUBTEL_CLIENT_ID', 'when SMS_PROVIDER is hubtel'),
        clientSecret: required(env, 'HUBTEL_CLIENT_SECRET', 'when SMS_PROVIDER is hubtel'),
        senderId,
        baseUrl: (baseUrl ?? 'https://sms.hubtel.com').replace(/\/+$/, ''),
      };
    case 'arkesel':
      return {
        provider,
        apiKey: required(env, 'ARKESEL_API_KEY', 'when SMS_PROVIDER is arkesel'),
        senderId,
        baseUrl: (baseUrl ?? 'https://sms.arkesel.com').replace(/\/+$/, ''),
      };
    default:
      throw new ConfigError('SMS_PROVIDER must be hubtel or arkesel (or unset)');
  }
}

const PAYSTACK_CHANNELS = [
  'card',
  'bank',
  'apple_pay',
  'ussd',
  'qr',
  'mobile_money',
  'bank_transfer',
  'eft',
  'payattitude',
];

function serverRender(env: Env): boolean {
  const value = str(env, 'SERVER_RENDER') ?? 'on';
  if (value !== 'on' && value !== 'off') throw new ConfigError('SERVER_RENDER must be on or off');
  return value === 'on';
}

function httpUrl(env: Env, name: string, fallback: string, production: boolean): string {
  const raw = str(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'https:' && (production || url.protocol !== 'http:')) {
    throw new ConfigError(`${name} must be an https URL${production ? ' in production' : ''}`);
  }
  return url.href.replace(/\/+$/, '');
}

function parsePayments(env: Env, production: boolean, port: number): PaymentsConfig {
  const key = str(env, 'PAYSTACK_SECRET_KEY');
  if (key !== undefined && !/^sk_(test|live)_[A-Za-z0-9_]+$/.test(key)) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY must be a Paystack secret key (sk_test_… or sk_live_…)',
    );
  }
  if (key === undefined && production) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY is required when NODE_ENV is production (the local Paystack sandbox is for development only)',
    );
  }
  // A test key in production would let anyone pay with Paystack's public test card.
  if (production && key?.startsWith('sk_test_') && !bool(env, 'PAYSTACK_ALLOW_TEST_KEY', false)) {
    throw new ConfigError(
      'PAYSTACK_SECRET_KEY must be a live key (sk_live_…) when NODE_ENV is production; set PAYSTACK_ALLOW_TEST_KEY=true for a staging deployment',
    );
  }
  const channels = (str(env, 'PAYSTACK_CHANNELS') ?? 'card,mobile_money')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (channels.length === 0 || channels.some((channel) => !PAYSTACK_CHANNELS.includes(channel))) {
    throw new ConfigError(
      `PAYSTACK_CHANNELS must be a comma list of ${PAYSTACK_CHANNELS.join(', ')}`,
    );
  }
  const customerEmailDomain =
    str(env, 'PAYSTACK_CUSTOMER_EMAIL_DOMAIN') ?? 'customers.sikalens.app';
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(customerEmailDomain)) {
    throw new ConfigError('PAYSTACK_CUSTOMER_EMAIL_DOMAIN must be a domain name');
  }
  if (key !== undefined) {
    return {
      secretKey: key,
      baseUrl: httpUrl(env, 'PAYSTACK_BASE_URL', 'https://api.paystack.co', production),
      channels,
      customerEmailDomain,
      sandbox: null,
    };
  }
  // No key outside production: the API starts the sandbox. Its key is fixed per data directory
  // and port, so nothing random enters the config; it never leaves this machine.
  const sandboxPort = int(env, 'PAYSTACK_SANDBOX_PORT', port + 10, 1, 65535);
  const publicUrl = httpUrl(
    env,
    'PAYSTACK_SANDBOX_PUBLIC_URL',
    `http://localhost:${sandboxPort}`,
    production,
  );
  const secretKey = `sk_test_sandbox_${createHash('sha256').update(`${sandboxPort}:${publicUrl}`).digest('hex').slice(0, 32)}`;
  return {
    secretKey,
    baseUrl: publicUrl,
    channels,
    customerEmailDomain,
    sandbox: {
      port: sandboxPort,
      // Anyone who reaches it can "pay": only this machine, unless its URL was set for a phone.
      host:
        str(env, 'PAYSTACK_SANDBOX_PUBLIC_URL') === undefined
          ? '127.0.0.1'
          : (str(env, 'HOST') ?? '0.0.0.0'),
      publicUrl,
      momoDelayMs: int(env, 'PAYSTACK_SANDBOX_MOMO_DELAY_MS', 20_000, 0, 600_000),
    },
  };
}

/** Parses and validates configuration without side effects. Throws ConfigError naming the variable. */
export function parseConfig(env: Env): AppConfig {
  const nodeEnvRaw = str(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'test', 'production'].includes(nodeEnvRaw)) {
    throw new ConfigError('NODE_ENV must be development, test or production');
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const production = nodeEnv === 'production';

  const logLevel = str(env, 'LOG_LEVEL') ?? 'log';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }

  const databaseUrl = str(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }

  const secrets = parseSecrets(env, production);

  const smtp = parseSmtp(env);
  const sms = parseSms(env);
  if (production && smtp === null && sms === null) {
    throw new ConfigError(
      'SMTP_HOST or SMS_PROVIDER is required when NODE_ENV is production (no real channel to deliver sign-in codes)',
    );
  }
  // Issue 27: production refuses settings that are only safe on a developer's machine.
  if (production) {
    if (databaseUrl === null) {
      throw new ConfigError(
        'DATABASE_URL is required when NODE_ENV is production: the embedded PostgreSQL runs with its default password',
      );
    }
    // A relay on this machine (loopback) keeps the message here; anything else needs TLS.
    if (smtp !== null && !smtp.secure && !smtp.requireTls && !isLoopbackHost(smtp.host)) {
      throw new ConfigError(
        'SMTP must use TLS when NODE_ENV is production: set SMTP_SECURE=true (implicit TLS, port 465) or SMTP_REQUIRE_TLS=true (STARTTLS required)',
      );
    }
    refusePublicHttp(env, 'SMS_BASE_URL');
  }
  // The model may get the user's questions and figures: never over the internet in clear.
  refusePublicHttp(env, 'AI_BASE_URL');

  const webRoot = resolve(str(env, 'WEB_ROOT') ?? REPO_ROOT);
  const remoteOverrides: Record<string, string> = {};
  for (const variable of Object.keys(env).sort()) {
    const name = REMOTE_OVERRIDE.exec(variable)?.[1];
    const value = str(env, variable);
    if (!name || value === undefined) continue;
    if (!value.startsWith('/') && !(/^https?:\/\//.test(value) && URL.canParse(value))) {
      throw new ConfigError(`${variable} must be a path starting with / or an http(s) URL`);
    }
    remoteOverrides[name.toLowerCase()] = value;
  }
  const releasesDir = resolve(str(env, 'RELEASES_DIR') ?? join(webRoot, 'releases'));
  const registryFile = str(env, 'REGISTRY_FILE');

  // inline: this process also runs statement jobs; off: it only enqueues them (workers elsewhere).
  const statementWorkers = str(env, 'STATEMENT_WORKERS') ?? 'inline';
  if (statementWorkers !== 'inline' && statementWorkers !== 'off') {
    throw new ConfigError('STATEMENT_WORKERS must be inline or off');
  }

  const sessionTtlDays = int(env, 'SESSION_TTL_DAYS', 30, 1, 365);
  const port = int(env, 'PORT', 3000, 1, 65535);
  // Payers are sent back here: in production it must be the real, https address.
  if (production && str(env, 'APP_URL') === undefined) {
    throw new ConfigError(
      'APP_URL is required when NODE_ENV is production (payments send the payer back to it)',
    );
  }
  const appUrl = httpUrl(env, 'APP_URL', `http://localhost:${port}`, production);
  const sessionIdleDays = int(env, 'SESSION_IDLE_DAYS', 7, 1, 365);

  return {
    nodeEnv,
    port,
    host: str(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir: resolve(str(env, 'DATA_DIR') ?? join(REPO_ROOT, '.data')),
    embeddedPgPort: int(env, 'EMBEDDED_PG_PORT', 5433, 1, 65535),
    logLevel: logLevel as AppConfig['logLevel'],
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    trustProxy: trustProxy(env, 'TRUST_PROXY'),
    secrets,
    sessionTtlDays,
    sessionIdleDays,
    otp: {
      ttlMinutes: int(env, 'OTP_TTL_MINUTES', 10, 1, 10),
      maxAttempts: int(env, 'OTP_MAX_ATTEMPTS', 5, 1, 10),
      resendCooldownSeconds: int(env, 'OTP_RESEND_COOLDOWN_SECONDS', 60, 0, 3600),
      sendsPerIdentifierPerHour: int(env, 'OTP_SENDS_PER_IDENTIFIER_PER_HOUR', 5, 1, 1000),
      sendsPerIpPer10Min: int(env, 'OTP_SENDS_PER_IP_PER_10_MIN', 20, 1, 100000),
      verifiesPerIpPer10Min: int(env, 'OTP_VERIFIES_PER_IP_PER_10_MIN', 30, 1, 100000),
      freeFailures: int(env, 'OTP_FREE_FAILURES', 3, 1, 1000),
      failureDelayBaseSeconds: int(env, 'OTP_FAILURE_DELAY_BASE_SECONDS', 30, 1, 86400),
      failureDelayMaxSeconds: int(env, 'OTP_FAILURE_DELAY_MAX_SECONDS', 3600, 1, 86400),
      failuresPerNetworkPerHour: int(env, 'OTP_FAILURES_PER_NETWORK_PER_HOUR', 30, 1, 100000),
    },
    smtp,
    mailFrom: str(env, 'MAIL_FROM') ?? 'SikaLens <no-reply@sikalens.app>',
    sms,
    webRoot,
    releasesDir,
    registryFile: registryFile === undefined ? null : resolve(registryFile),
    remoteOverrides,
    ...previewAllowed(env, production),
    statementWorkers,
    parseTimeoutMs: int(env, 'PARSE_TIMEOUT_MS', 20000, 1000, 300000),
    parseMemoryMb: int(env, 'PARSE_MEMORY_MB', 512, 192, 8192),
    parseConcurrency: int(env, 'PARSE_CONCURRENCY', 2, 1, 64),
    uploadsReadingPerProcess: int(env, 'UPLOADS_READING_PER_PROCESS', 6, 1, 64),
    appUrl,
    payments: parsePayments(env, production, port),
    freePlan: {
      statementsPerMonth: int(env, 'FREE_STATEMENTS_PER_MONTH', 1, 0, 1000),
      historyMonths: int(env, 'FREE_HISTORY_MONTHS', 3, 1, 1200),
    },
    assistant: parseAssistant(env),
    deletedDataRestoreHours: int(env, 'DELETED_DATA_RESTORE_HOURS', 24, 1, 168),
    dataDeletionsPerHour: int(env, 'DATA_DELETIONS_PER_HOUR', 5, 1, 1000),
    dataRestoresPerHour: int(env, 'DATA_RESTORES_PER_HOUR', 5, 1, 1000),
    exports: {
      // At least 2, so one user (who holds at most one) never holds them all.
      slots: int(env, 'EXPORT_SLOTS', 4, 2, 1000),
      maxWaitMs: int(env, 'EXPORT_WAIT_SECONDS', 30, 0, 600) * 1000,
      idleTimeoutMs: int(env, 'EXPORT_IDLE_TIMEOUT_SECONDS', 30, 1, 3600) * 1000,
      maxMs: int(env, 'EXPORT_MAX_SECONDS', 600, 10, 86400) * 1000,
    },
    serverRender: serverRender(env),
    serverRenderTimeoutMs: int(env, 'SERVER_RENDER_TIMEOUT_MS', 150, 10, 10000),
  };
}

// AI_BASE_URL may be http: a model server on the same host or private network (Ollama, vLLM).
function parseAssistant(env: Env): AppConfig['assistant'] {
  const names = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
  const set = names.filter((name) => str(env, name) !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => !set.includes(name));
    throw new ConfigError(
      `The assistant's model needs AI_BASE_URL, AI_API_KEY and AI_MODEL together; missing ${missing.join(', ')}`,
    );
  }
  return {
    model:
      set.length === names.length
        ? {
            baseUrl: httpUrl(env, 'AI_BASE_URL', '', false),
            apiKey: str(env, 'AI_API_KEY')!,
            model: str(env, 'AI_MODEL')!,
            timeoutMs: int(env, 'AI_TIMEOUT_MS', 8000, 500, 60000),
          }
        : null,
    perMinute: int(env, 'AI_CHAT_PER_MINUTE', 10, 1, 1000),
    // Pro is sold with unlimited chats: these only stop abuse (a script, a stuck client).
    perDay: int(env, 'AI_CHAT_PER_DAY', 1000, 1, 100000),
  };
}

/** True when codes go to the dev outbox (log + GET /api/dev/outbox) instead of a real channel. */
export function usesDevOutbox(config: AppConfig): boolean {
  return config.nodeEnv !== 'production' && config.smtp === null && config.sms === null;
}

/**
 * Issue 27: OTP_PEPPER no longer does three jobs. CODE_SECRET, STATEMENT_PASSWORD_SECRET and
 * ARCHIVE_SECRET are each a comma list, newest first (rotation: put the new one first and keep the
 * old ones until what they sealed is gone). OTP_PEPPER, when set, is the old secret of all three:
 * last in each ring (so what it sealed still opens), and the whole ring of any not set outside
 * production. Production needs all three, different from each other.
 */
function parseSecrets(env: Env, production: boolean): Secrets {
  const legacy = str(env, 'OTP_PEPPER') ?? null;
  if (legacy !== null && legacy.length < MIN_SECRET) {
    throw new ConfigError(`OTP_PEPPER must be at least ${MIN_SECRET} characters`);
  }
  const rings = {} as Secrets;
  for (const use of SECRET_USES) {
    const name = SECRET_SETTINGS[use];
    const listed = (str(env, name) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    if (listed.some((entry) => entry.length < MIN_SECRET)) {
      throw new ConfigError(`${name} must be at least ${MIN_SECRET} characters (each, in a list)`);
    }
    if (production && listed.length === 0) {
      throw new ConfigError(
        `${name} is required when NODE_ENV is production: codes, statement passwords and data archives each have their own secret (keep OTP_PEPPER set too while anything sealed under it remains)`,
      );
    }
    rings[use] = [...listed, ...(legacy !== null && !listed.includes(legacy) ? [legacy] : [])];
  }
  if (production) {
    const current = SECRET_USES.map((use) => rings[use][0]);
    if (new Set(current).size !== current.length) {
      throw new ConfigError(
        'CODE_SECRET, STATEMENT_PASSWORD_SECRET and ARCHIVE_SECRET must differ from each other',
      );
    }
  }
  return rings;
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
