export type NodeEnv = 'development' | 'test' | 'production';
export type SmsProviderName = 'hubtel' | 'arkesel';

export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
};

export type SmsConfig =
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
  failuresPerIdentifierPerDay: number;
};

/** Express `trust proxy`: off, a hop count, or the addresses/CIDRs/keywords of trusted proxies. */
export type TrustProxy = false | number | string[];

export type RemoteName = 'dashboard' | 'transactions' | 'upload' | 'categories' | 'ai' | 'billing';

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
  // null only in development/test before the persisted pepper is resolved.
  otpPepper: string | null;
  sessionTtlDays: number;
  sessionIdleDays: number;
  otp: OtpConfig;
  smtp: SmtpConfig | null;
  mailFrom: string;
  sms: SmsConfig | null;
  webRoot: string;
  remotes: Record<RemoteName, string>;
  previewAllowedOrigins: string[];
  statementWorkers: 'inline' | 'off';
  // Limits of one statement parse (a child process): wall time and memory (resident set, MB);
  // parses at a time per process, the rest queue.
  parseTimeoutMs: number;
  parseMemoryMb: number;
  parseConcurrency: number;
};
