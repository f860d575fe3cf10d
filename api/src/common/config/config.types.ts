type NodeEnv = 'development' | 'test' | 'production';

export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  // STARTTLS required (nodemailer requireTLS): the connection fails rather than go on in clear.
  requireTls: boolean;
  user: string | null;
  pass: string | null;
};

type SmsConfig =
  | {
      provider: 'hubtel';
      clientId: string;
      clientSecret: string;
      senderId: string;
      baseUrl: string;
    }
  | { provider: 'arkesel'; apiKey: string; senderId: string; baseUrl: string };

export type OtpConfig = {
  ttlMinutes: number;
  maxAttempts: number;
  resendCooldownSeconds: number;
  sendsPerIdentifierPerHour: number;
  sendsPerIpPer10Min: number;
  verifiesPerIpPer10Min: number;
  // Wrong codes for one account (from browsers it does not know) in a day before each further
  // attempt waits: base x 2^(failures - free) seconds after the last one, at most max (issue 27).
  freeFailures: number;
  failureDelayBaseSeconds: number;
  failureDelayMaxSeconds: number;
  // Wrong codes from one network (IPv4 address, IPv6 /64), over all accounts, in an hour.
  failuresPerNetworkPerHour: number;
};

/** Express `trust proxy`: off, a hop count, or the addresses/CIDRs/keywords of trusted proxies. */
export type TrustProxy = false | number | string[];

// Paystack (issue 10). `sandbox` is set when no secret key is given outside production: the API
// then starts the local Paystack sandbox and talks to it over HTTP with this generated key.
export type PaymentsConfig = {
  secretKey: string;
  baseUrl: string;
  channels: string[];
  // Paystack needs an e-mail; a phone-only user is sent as <phone>@this domain.
  customerEmailDomain: string;
  // host: where it listens (loopback unless a public URL was given for other devices).
  sandbox: { port: number; host: string; publicUrl: string; momoDelayMs: number } | null;
};

// What a free account may do (Pro: unlimited). Checked in the API.
type FreePlanConfig = {
  statementsPerMonth: number;
  historyMonths: number;
};

/**
 * A server secret's ring, newest first: the first signs or seals, and every one is tried to check or
 * open, so a secret can be rotated without losing what the old one sealed.
 * - codes: sign-in and other codes' HMAC, and the undo links of contact changes;
 * - statementPasswords: statement passwords sealed beside their files;
 * - archives: deleted data waiting to be restored.
 */
type Secrets = { codes: string[]; statementPasswords: string[]; archives: string[] };
export type SecretUse = keyof Secrets;

export type AppConfig = {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  logLevel: 'verbose' | 'debug' | 'log' | 'warn' | 'error' | 'fatal';
  corsOrigins: string[];
  trustProxy: TrustProxy;
  // Server secrets, one ring per use (issue 27): empty only in development/test before the
  // persisted ones are resolved (resolveSecrets).
  secrets: Secrets;
  sessionTtlDays: number;
  sessionIdleDays: number;
  otp: OtpConfig;
  smtp: SmtpConfig | null;
  mailFrom: string;
  // The support mailbox tickets are e-mailed to; null: the dev outbox (docs/support.md).
  supportEmail: string | null;
  sms: SmsConfig | null;
  webRoot: string;
  // Remote releases (releases/<project>/<version>/) and the deployed registry
  // (releases/registry.json), written by `npm run release`.
  releasesDir: string;
  // The registry served as /remotes.json; null: releases/registry.json when a release has been
  // made, else the repository's registry.json.
  registryFile: string | null;
  // Manifest URLs by container name (mfe_upload), from REMOTE_MFE_UPLOAD_URL and the like.
  remoteOverrides: Record<string, string>;
  previewAllowedOrigins: string[];
  // Issue 27: where a preview manifest may come from: https (http only to a loopback host outside
  // production) origins with a path prefix ending in '/'. previewAllowedOrigins are their origins.
  previewAllowedPrefixes: string[];
  statementWorkers: 'inline' | 'off';
  // Limits of one statement parse (a child process): wall time and memory (resident set, MB);
  // parses at a time per process, the rest queue.
  parseTimeoutMs: number;
  parseMemoryMb: number;
  parseConcurrency: number;
  // Statements read into memory at once by one API process (issue 27).
  uploadsReadingPerProcess: number;
  // Where the web app is served; the default callback for payments.
  appUrl: string;
  payments: PaymentsConfig;
  freePlan: FreePlanConfig;
  assistant: AssistantConfig;
  // Hours deleted transaction data can be restored for, before the purge job drops it.
  deletedDataRestoreHours: number;
  // Per user, in an hour (issue 27): each one rewrites the user's whole history.
  dataDeletionsPerHour: number;
  dataRestoresPerHour: number;
  // Exports, reports and download-my-data (issue 27): one per user at a time and `slots` across
  // every API process (PostgreSQL advisory locks); a stalled reader is dropped after idleTimeoutMs
  // and no export (nor its read-only snapshot) lives past maxMs.
  exports: { slots: number; maxWaitMs: number; idleTimeoutMs: number; maxMs: number };
  // Signed-in pages rendered on the server (issue 26): on unless SERVER_RENDER=off; each render's
  // time budget, after which the page is rendered in the browser instead.
  serverRender: boolean;
  serverRenderTimeoutMs: number;
};

// The Pro assistant (issue 11). model: an OpenAI-compatible chat model, only when AI_BASE_URL,
// AI_API_KEY and AI_MODEL are all set; otherwise the deterministic assistant answers alone.
export type AssistantConfig = {
  model: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | null;
  perMinute: number;
  perDay: number;
};
