import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { validationFailed } from '../../common/errors/common.errors';
import { accountNotFound, MailSender, SmsSender } from '../auth';
import { PROVEN_CONTACT } from './proven-contact-sql';
import type {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesRequestDto,
} from './dto/notification-preferences.dto';

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_TOPICS = [
  'securityAlerts',
  'statementProcessed',
  'budgetAlerts',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export type TopicSettings = Record<NotificationTopic, boolean>;
export type Preferences = Record<NotificationChannel, TopicSettings>;

// For a user without a row (the table's column defaults say the same).
const DEFAULTS: TopicSettings = {
  securityAlerts: true,
  statementProcessed: false,
  budgetAlerts: true,
};

const COLUMN_OF: Record<NotificationTopic, string> = {
  securityAlerts: 'security_alerts',
  statementProcessed: 'statement_processed',
  budgetAlerts: 'budget_alerts',
};

// Every (channel, topic) pair in one fixed order: columns, SELECT aliases and parameters follow it.
const PAIRS = NOTIFICATION_CHANNELS.flatMap((channel) =>
  NOTIFICATION_TOPICS.map((topic) => ({
    channel,
    topic,
    column: `${channel}_${COLUMN_OF[topic]}`,
    alias: `${channel}.${topic}`,
  })),
);

const SELECT = PAIRS.map(({ column, alias }) => `${column} AS "${alias}"`).join(', ');
// $1 is the user; then one parameter per pair, null for "leave as it is".
const UPSERT = `
  INSERT INTO notification_preferences (user_id, ${PAIRS.map((p) => p.column).join(', ')})
  VALUES ($1, ${PAIRS.map((p, i) => `coalesce($${i + 2}::boolean, ${DEFAULTS[p.topic]})`).join(', ')})
  ON CONFLICT (user_id) DO UPDATE SET
    ${PAIRS.map((p, i) => `${p.column} = coalesce($${i + 2}::boolean, notification_preferences.${p.column})`).join(',\n    ')},
    updated_at = now()`;

function toPreferences(row: Record<string, boolean> | undefined): Preferences {
  const preferences = { email: { ...DEFAULTS }, sms: { ...DEFAULTS } };
  if (row === undefined) return preferences;
  for (const { channel, topic, alias } of PAIRS) preferences[channel][topic] = row[alias]!;
  return preferences;
}

// Which messages a user wants by e-mail and by SMS. Every sender asks here first (security alerts,
// statement-processed messages, budget alerts); sign-in and other codes never do.
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  async read(userId: string): Promise<Preferences> {
    const [row] = await this.db.query<Record<string, boolean>[]>(
      `SELECT ${SELECT} FROM notification_preferences WHERE user_id = $1`,
      [userId],
    );
    return toPreferences(row);
  }

  /**
   * The channels the user allows this topic on (whether they can be reached there aside). Security
   * alerts are always allowed (issue 27): they protect the account, and a stolen session could
   * otherwise switch them off before taking it.
   */
  async allowed(
    userId: string,
    topic: NotificationTopic,
  ): Promise<Record<NotificationChannel, boolean>> {
    if (topic === 'securityAlerts') return { email: true, sms: true };
    const preferences = await this.read(userId);
    return { email: preferences.email[topic], sms: preferences.sms[topic] };
  }

  async get(userId: string): Promise<NotificationPreferencesDto> {
    // A channel is available when the server has it and the user's contact there was proven.
    const [user] = await this.db.query<{ phone: string | null; email: string | null }[]>(
      `SELECT ${PROVEN_CONTACT} FROM users u WHERE u.id = $1`,
      [userId],
    );
    if (user === undefined) throw accountNotFound();
    const preferences = await this.read(userId);
    return {
      email: {
        available: !!this.mail && user.email !== null,
        ...preferences.email,
        securityAlerts: true,
      },
      sms: {
        available: !!this.sms && user.phone !== null,
        ...preferences.sms,
        securityAlerts: true,
      },
    };
  }

  async update(
    userId: string,
    body: UpdateNotificationPreferencesRequestDto,
  ): Promise<NotificationPreferencesDto> {
    for (const channel of NOTIFICATION_CHANNELS) {
      if (body[channel]?.securityAlerts === false) {
        throw validationFailed(
          'Security alerts cannot be switched off: they protect your account',
          `${channel}.securityAlerts`,
        );
      }
    }
    await this.db.query(UPSERT, [
      userId,
      ...PAIRS.map(({ channel, topic }) => body[channel]?.[topic] ?? null),
    ]);
    return this.get(userId);
  }
}
