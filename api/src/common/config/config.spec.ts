import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, resolveSecrets } from './config';

const base = { OTP_PEPPER: 'x'.repeat(32) };
// What production needs besides a channel, a pepper and Paystack: a real database and SMTP over TLS.
const PRODUCTION_SAFE = {
  DATABASE_URL: 'postgres://sikalens:s3cret@db.internal:5432/sikalens',
  SMTP_REQUIRE_TLS: 'true',
  CODE_SECRET: 'c'.repeat(32),
  STATEMENT_PASSWORD_SECRET: 's'.repeat(32),
  ARCHIVE_SECRET: 'a'.repeat(32),
};
// A whole production environment that starts: each test changes what it is about.
const PRODUCTION = {
  ...base,
  ...PRODUCTION_SAFE,
  NODE_ENV: 'production',
  SMTP_HOST: 'smtp.example.com',
  APP_URL: 'https://sikalens.app',
  PAYSTACK_SECRET_KEY: 'sk_live_abc',
};

describe('server secrets (issue 27: OTP_PEPPER stops doing three jobs)', () => {
  const production = PRODUCTION;

  it('keeps one ring per use, newest first, with OTP_PEPPER last as the old secret of each', () => {
    const config = parseConfig({
      ...production,
      CODE_SECRET: `${'n'.repeat(32)}, ${'c'.repeat(32)}`,
    });
    expect(config.secrets).toEqual({
      codes: ['n'.repeat(32), 'c'.repeat(32), 'x'.repeat(32)],
      statementPasswords: ['s'.repeat(32), 'x'.repeat(32)],
      archives: ['a'.repeat(32), 'x'.repeat(32)],
    });
  });

  it('refuses a short secret, a missing one in production, and two uses sharing one', () => {
    expect(() => parseConfig({ ...production, ARCHIVE_SECRET: 'short' })).toThrow(
      'ARCHIVE_SECRET must be at least 32 characters',
    );
    expect(() => parseConfig({ ...production, STATEMENT_PASSWORD_SECRET: '' })).toThrow(
      'STATEMENT_PASSWORD_SECRET is required when NODE_ENV is production',
    );
    expect(() => parseConfig({ ...production, ARCHIVE_SECRET: 'c'.repeat(32) })).toThrow(
      'must differ from each other',
    );
  });

  it('outside production, falls back to OTP_PEPPER, else generates each secret once under DATA_DIR', () => {
    expect(parseConfig(base).secrets).toEqual({
      codes: ['x'.repeat(32)],
      statementPasswords: ['x'.repeat(32)],
      archives: ['x'.repeat(32)],
    });
    const dir = mkdtempSync(join(tmpdir(), 'sikalens-secrets-'));
    // A data directory from before the split: its pepper stays the old key of every ring.
    writeFileSync(join(dir, 'otp-pepper'), 'legacy-'.repeat(6));
    const first = resolveSecrets(parseConfig({ DATA_DIR: dir }));
    const again = resolveSecrets(parseConfig({ DATA_DIR: dir }));
    expect(again.secrets).toEqual(first.secrets);
    const own = ['code-secret', 'statement-password-secret', 'archive-secret'].map((file) =>
      readFileSync(join(dir, file), 'utf8'),
    );
    expect(new Set(own).size).toBe(3);
    expect(first.secrets).toEqual({
      codes: [own[0], 'legacy-'.repeat(6)],
      statementPasswords: [own[1], 'legacy-'.repeat(6)],
      archives: [own[2], 'legacy-'.repeat(6)],
    });
  });
});

describe('PREVIEW_ALLOWED_ORIGINS (issue 27: https origins with a path prefix)', () => {
  it('keeps each entry as an origin and a path ending in /, and the origins apart for the CSP', () => {
    const config = parseConfig({
      ...base,
      PREVIEW_ALLOWED_ORIGINS:
        'https://cdn.example.com/mfe-upload, https://cdn.example.com/mfe-ai/, https://staging.example.com',
    });
    expect(config.previewAllowedPrefixes).toEqual([
      'https://cdn.example.com/mfe-upload/',
      'https://cdn.example.com/mfe-ai/',
      'https://staging.example.com/',
    ]);
    expect(config.previewAllowedOrigins).toEqual([
      'https://cdn.example.com',
      'https://staging.example.com',
    ]);
    // Off unless configured.
    expect(parseConfig(base).previewAllowedPrefixes).toEqual([]);
  });

  it('refuses plain http except to a loopback host outside production, and anything but a path', () => {
    expect(() =>
      parseConfig({ ...base, PREVIEW_ALLOWED_ORIGINS: 'http://staging.example.com' }),
    ).toThrow('PREVIEW_ALLOWED_ORIGINS must list https origins');
    expect(
      parseConfig({ ...base, PREVIEW_ALLOWED_ORIGINS: 'http://127.0.0.1:4100/mfe-upload/' })
        .previewAllowedPrefixes,
    ).toEqual(['http://127.0.0.1:4100/mfe-upload/']);
    expect(() =>
      parseConfig({ ...PRODUCTION, PREVIEW_ALLOWED_ORIGINS: 'http://localhost:4100' }),
    ).toThrow('plain http only to a loopback host, outside production');
    for (const entry of ['https://cdn.example.com/?x=1', 'https://u:p@cdn.example.com/', 'cdn']) {
      expect(() => parseConfig({ ...base, PREVIEW_ALLOWED_ORIGINS: entry })).toThrow(
        'PREVIEW_ALLOWED_ORIGINS',
      );
    }
  });
});

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    const config = parseConfig(base);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      embeddedPgPort: 5433,
      corsOrigins: [],
      trustProxy: false,
      sessionTtlDays: 30,
      sessionIdleDays: 7,
      otp: {
        ttlMinutes: 10,
        maxAttempts: 5,
        resendCooldownSeconds: 60,
        sendsPerIdentifierPerHour: 5,
        sendsPerIpPer10Min: 20,
        verifiesPerIpPer10Min: 30,
        freeFailures: 3,
        failureDelayBaseSeconds: 30,
        failureDelayMaxSeconds: 3600,
        failuresPerNetworkPerHour: 30,
      },
      smtp: null,
      sms: null,
      mailFrom: 'SikaLens <no-reply@sikalens.app>',
    });
    expect(config.remoteOverrides).toEqual({});
    expect(config.releasesDir).toMatch(/releases$/);
    expect(config.registryFile).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid config: PORT must be an integer between 1 and 65535'],
    [{ PORT: '70000' }, 'Invalid config: PORT must be an integer between 1 and 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'Invalid config: TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'Invalid config: TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'Invalid config: TRUST_PROXY'],
    [{ TRUST_PROXY: 'loopback,' }, 'Invalid config: TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'Invalid config: TRUST_PROXY'],
    [{ OTP_PEPPER: 'short' }, 'OTP_PEPPER must be at least 32 characters'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ SMS_PROVIDER: 'twilio' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'arkesel' }, 'ARKESEL_API_KEY'],
    [{ SMS_PROVIDER: 'hubtel', HUBTEL_CLIENT_ID: 'a' }, 'HUBTEL_CLIENT_SECRET'],
    [{ SMS_SENDER_ID: 'SikaLensAppGH' }, 'SMS_SENDER_ID must be at most 11 characters'],
    [{ OTP_MAX_ATTEMPTS: '0' }, 'OTP_MAX_ATTEMPTS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REMOTE_MFE_AI_URL: 'ftp://cdn' }, 'REMOTE_MFE_AI_URL'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => parseConfig({ ...base, ...env })).toThrow(message);
  });

  it('needs a real channel and a pepper in production', () => {
    expect(() => parseConfig({ ...base, ...PRODUCTION_SAFE, NODE_ENV: 'production' })).toThrow(
      'SMTP_HOST or SMS_PROVIDER',
    );
    expect(() => parseConfig({ NODE_ENV: 'production', SMTP_HOST: 'smtp.example.com' })).toThrow(
      'CODE_SECRET is required when NODE_ENV is production',
    );
    const paystack = { PAYSTACK_SECRET_KEY: 'sk_live_abc123', APP_URL: 'https://sikalens.app' };
    expect(
      parseConfig({
        ...base,
        ...paystack,
        ...PRODUCTION_SAFE,
        NODE_ENV: 'production',
        SMTP_HOST: 'smtp.example.com',
      }).smtp?.port,
    ).toBe(587);
  });

  it('refuses to run production without a real Paystack key, and runs the sandbox without one elsewhere', () => {
    const production = {
      ...base,
      ...PRODUCTION_SAFE,
      NODE_ENV: 'production',
      SMTP_HOST: 'smtp.example.com',
      APP_URL: 'https://sikalens.app',
    };
    expect(() => parseConfig(production)).toThrow('PAYSTACK_SECRET_KEY is required');
    // A test key would take Paystack's public test card as payment.
    expect(() => parseConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc' })).toThrow(
      'must be a live key',
    );
    expect(
      parseConfig({
        ...production,
        PAYSTACK_SECRET_KEY: 'sk_test_abc',
        PAYSTACK_ALLOW_TEST_KEY: 'true',
      }).payments.secretKey,
    ).toBe('sk_test_abc');
    // Payers must come back to the real address.
    expect(() =>
      parseConfig({ ...production, APP_URL: '', PAYSTACK_SECRET_KEY: 'sk_live_abc' }),
    ).toThrow('APP_URL is required');
    expect(() =>
      parseConfig({
        ...production,
        PAYSTACK_SECRET_KEY: 'sk_live_abc',
        APP_URL: 'http://sikalens.app',
      }),
    ).toThrow('APP_URL must be an https URL in production');
    expect(() => parseConfig({ ...production, PAYSTACK_SECRET_KEY: 'hunter2' })).toThrow(
      'PAYSTACK_SECRET_KEY must be a Paystack secret key',
    );
    expect(() =>
      parseConfig({
        ...production,
        PAYSTACK_SECRET_KEY: 'sk_live_abc',
        PAYSTACK_BASE_URL: 'http://api.paystack.co',
      }),
    ).toThrow('PAYSTACK_BASE_URL must be an https URL in production');
    expect(parseConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc' }).payments).toEqual({
      secretKey: 'sk_live_abc',
      baseUrl: 'https://api.paystack.co',
      channels: ['card', 'mobile_money'],
      customerEmailDomain: 'customers.sikalens.app',
      sandbox: null,
    });
    const dev = parseConfig({ ...base, PORT: '3100' }).payments;
    expect(dev.sandbox).toEqual({
      port: 3110,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3110',
      momoDelayMs: 20_000,
    });
    expect(dev.baseUrl).toBe('http://localhost:3110');
    expect(dev.secretKey).toMatch(/^sk_test_sandbox_[0-9a-f]{32}$/);
    expect(() => parseConfig({ ...base, PAYSTACK_CHANNELS: 'card,cash' })).toThrow(
      'PAYSTACK_CHANNELS',
    );
  });

  it('reads the free plan’s limits', () => {
    expect(parseConfig(base).freePlan).toEqual({ statementsPerMonth: 1, historyMonths: 3 });
    expect(
      parseConfig({ ...base, FREE_STATEMENTS_PER_MONTH: '3', FREE_HISTORY_MONTHS: '6' }).freePlan,
    ).toEqual({ statementsPerMonth: 3, historyMonths: 6 });
    expect(() => parseConfig({ ...base, FREE_HISTORY_MONTHS: '0' })).toThrow('FREE_HISTORY_MONTHS');
  });

  it('reads the support mailbox, which must be an e-mail address', () => {
    expect(parseConfig(base).supportEmail).toBeNull();
    expect(parseConfig({ ...base, SUPPORT_EMAIL: 'help@sikalens.app' }).supportEmail).toBe(
      'help@sikalens.app',
    );
    expect(() => parseConfig({ ...base, SUPPORT_EMAIL: 'help desk' })).toThrow('SUPPORT_EMAIL');
  });

  it('reads how long deleted data can be restored (1 hour to 7 days, default 24 hours)', () => {
    expect(parseConfig(base).deletedDataRestoreHours).toBe(24);
    expect(parseConfig({ ...base, DELETED_DATA_RESTORE_HOURS: '48' }).deletedDataRestoreHours).toBe(
      48,
    );
    expect(() => parseConfig({ ...base, DELETED_DATA_RESTORE_HOURS: '0' })).toThrow(
      'DELETED_DATA_RESTORE_HOURS',
    );
    expect(() => parseConfig({ ...base, DELETED_DATA_RESTORE_HOURS: '169' })).toThrow(
      'DELETED_DATA_RESTORE_HOURS',
    );
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    [
      'loopback, 10.0.0.0/8, 192.168.1.7, fd00::/8',
      ['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8'],
    ],
    ['uniquelocal,linklocal', ['uniquelocal', 'linklocal']],
  ])('parses TRUST_PROXY=%j for Express, never as true', (raw, expected) => {
    expect(parseConfig({ ...base, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('parses origin lists and remote overrides', () => {
    const config = parseConfig({
      ...base,
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      REMOTE_MFE_AI_URL: 'https://cdn.example.com/mfe-ai/1.2.3/mf-manifest.json',
    });
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.remoteOverrides).toEqual({
      mfe_ai: 'https://cdn.example.com/mfe-ai/1.2.3/mf-manifest.json',
    });
  });

  describe('production refuses settings only safe on a developer machine (issue 27)', () => {
    const production = PRODUCTION;

    it('starts with safe settings', () => {
      expect(parseConfig(production).nodeEnv).toBe('production');
      expect(
        parseConfig({ ...production, SMTP_REQUIRE_TLS: '', SMTP_SECURE: 'true' }).smtp?.secure,
      ).toBe(true);
    });

    it.each([
      [{ DATABASE_URL: '' }, 'DATABASE_URL is required when NODE_ENV is production'],
      [{ SMTP_REQUIRE_TLS: '' }, 'SMTP must use TLS'],
      [{ PAYSTACK_SECRET_KEY: '' }, 'PAYSTACK_SECRET_KEY is required'],
      [
        { SMS_PROVIDER: 'arkesel', ARKESEL_API_KEY: 'k', SMS_BASE_URL: 'http://sms.example.com' },
        'SMS_BASE_URL must be https',
      ],
      [
        { AI_BASE_URL: 'http://models.example.com/v1', AI_API_KEY: 'k', AI_MODEL: 'm' },
        'AI_BASE_URL must be https',
      ],
    ])('refuses %j, naming the setting', (env, message) => {
      expect(() => parseConfig({ ...production, ...env })).toThrow(message);
    });

    it('lets plain SMTP to a relay on this machine, and plain http to a loopback or private host', () => {
      expect(
        parseConfig({ ...production, SMTP_REQUIRE_TLS: '', SMTP_HOST: '127.0.0.1' }).smtp?.host,
      ).toBe('127.0.0.1');
      for (const url of [
        'http://127.0.0.1:11434/v1',
        'http://10.0.0.5/v1',
        'http://192.168.1.9/v1',
        'http://[::1]:8000/v1',
        'http://ollama:11434/v1',
        'http://localhost/v1',
      ]) {
        expect(
          parseConfig({ ...production, AI_BASE_URL: url, AI_API_KEY: 'k', AI_MODEL: 'm' }).assistant
            .model?.baseUrl,
        ).toBeDefined();
      }
      for (const url of [
        'http://8.8.8.8/v1',
        'http://172.32.0.1/v1',
        'http://[2001:db8::1]/v1',
        'http://api.example.com/v1',
      ]) {
        expect(() =>
          parseConfig({ ...base, AI_BASE_URL: url, AI_API_KEY: 'k', AI_MODEL: 'm' }),
        ).toThrow('AI_BASE_URL must be https');
      }
    });
  });
});

describe('settings that count only with another one', () => {
  it('are not refused while what they go with is unset', () => {
    const unused = {
      SMTP_PORT: 'abc',
      SMTP_SECURE: 'maybe',
      PAYSTACK_BASE_URL: 'nope',
      PAYSTACK_ALLOW_TEST_KEY: 'maybe',
      AI_TIMEOUT_MS: 'slow',
    };
    expect(parseConfig({ ...base, ...unused }).smtp).toBeNull();
    // With a key there is no sandbox, so its settings are not read.
    expect(
      parseConfig({ ...PRODUCTION, PAYSTACK_SANDBOX_PORT: 'abc', PAYSTACK_SANDBOX_PUBLIC_URL: 'x' })
        .payments.sandbox,
    ).toBeNull();
    // The model's settings go together: an incomplete model is refused as such.
    expect(() => parseConfig({ ...base, AI_BASE_URL: 'not a url' })).toThrow(
      "Invalid config: The assistant's model needs AI_BASE_URL, AI_API_KEY and AI_MODEL together; missing AI_API_KEY, AI_MODEL",
    );
  });

  it('are refused, naming the setting, once they count', () => {
    const model = { AI_BASE_URL: 'http://ollama:11434/v1', AI_API_KEY: 'k', AI_MODEL: 'm' };
    for (const [env, message] of [
      [{ SMTP_HOST: 'smtp.example.com', SMTP_PORT: 'abc' }, 'SMTP_PORT must be an integer'],
      [
        { SMTP_HOST: 'smtp.example.com', SMTP_SECURE: 'maybe' },
        'SMTP_SECURE must be true or false',
      ],
      [
        { ...model, AI_TIMEOUT_MS: 'slow' },
        'AI_TIMEOUT_MS must be an integer between 500 and 60000',
      ],
      [{ ...model, AI_BASE_URL: 'not a url' }, 'AI_BASE_URL must be an http(s) URL'],
      [{ PAYSTACK_SANDBOX_PORT: 'abc' }, 'PAYSTACK_SANDBOX_PORT must be an integer'],
      [
        { PAYSTACK_SECRET_KEY: 'sk_live_abc', PAYSTACK_BASE_URL: 'nope' },
        'PAYSTACK_BASE_URL must be an http(s) URL',
      ],
    ] as const) {
      expect(() => parseConfig({ ...base, ...env })).toThrow(`Invalid config: ${message}`);
    }
    expect(() =>
      parseConfig({
        ...PRODUCTION,
        PAYSTACK_SECRET_KEY: 'sk_test_abc',
        PAYSTACK_ALLOW_TEST_KEY: 'maybe',
      }),
    ).toThrow('Invalid config: PAYSTACK_ALLOW_TEST_KEY must be true or false');
  });
});

describe('how values are read', () => {
  it('takes a blank value as unset and booleans in any case', () => {
    const config = parseConfig({
      ...base,
      PORT: '  ',
      SERVER_RENDER: '',
      SMTP_HOST: ' smtp.example.com ',
      SMTP_SECURE: 'YES',
    });
    expect(config).toMatchObject({ port: 3000, serverRender: true });
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', secure: true, port: 587 });
    expect(parseConfig({ ...base, SERVER_RENDER: 'off' }).serverRender).toBe(false);
    expect(() => parseConfig({ ...base, SERVER_RENDER: 'Off' })).toThrow(
      'Invalid config: SERVER_RENDER must be on or off',
    );
  });

  it('says "https" for a URL of another protocol, and "in production" there', () => {
    expect(() => parseConfig({ ...base, APP_URL: 'ftp://sikalens.app' })).toThrow(
      /APP_URL must be an https URL$/,
    );
    expect(() => parseConfig({ ...PRODUCTION, APP_URL: 'ftp://sikalens.app' })).toThrow(
      'APP_URL must be an https URL in production',
    );
  });

  it('reports a setting that is wrong on its own before the rules between settings', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', PORT: 'abc' })).toThrow(
      'Invalid config: PORT must be an integer between 1 and 65535',
    );
  });
});
