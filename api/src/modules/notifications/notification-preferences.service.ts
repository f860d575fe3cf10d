import { Inject, Injectable, Optional } from '@nestjs/common';
import { validationFailed } from '../../common/errors/common.errors';
import { MailSender, SmsSender } from '../../common/messaging/senders';
import { accountNotFound } from '../auth';
import { NoticeFactsRepository } from './notice-facts.repository';
import {
  NotificationPreferencesRepository,
  type PreferenceColumn,
  type PreferenceValues,
} from './notification-preferences.repository';
import type {
  NotificationPreferencesDto,
  UpdateNotificationPreferencesRequestDto,
} from './dto/notification-preferences.dto';

const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const NOTIFICATION_TOPICS = ['securityAlerts', 'statementProcessed', 'budgetAlerts'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

type TopicSettings = Record<NotificationTopic, boolean>;
export type Preferences = Record<NotificationChannel, TopicSettings>;

// For a user without a row (the table's column defaults say the same).
const DEFAULTS: TopicSettings = {
  securityAlerts: true,
  statementProcessed: false,
  budgetAlerts: true,
};

const COLUMN_OF = {
  securityAlerts: 'security_alerts',
  statementProcessed: 'statement_processed',
  budgetAlerts: 'budget_alerts',
} as const satisfies Record<NotificationTopic, string>;

const columnOf = (channel: NotificationChannel, topic: NotificationTopic): PreferenceColumn =>
  `${channel}_${COLUMN_OF[topic]}`;

// Every (channel, topic) pair in one fixed order: the columns read and written follow it.
const PAIRS = NOTIFICATION_CHANNELS.flatMap((channel) =>
  NOTIFICATION_TOPICS.map((topic) => ({ channel, topic, column: columnOf(channel, topic) })),
);
const COLUMNS = PAIRS.map(({ column }) => column);

function toPreferences(row: Record<PreferenceColumn, boolean> | undefined): Preferences {
  const preferences = { email: { ...DEFAULTS }, sms: { ...DEFAULTS } };
  if (row === undefined) return preferences;
  for (const { channel, topic, column } of PAIRS) preferences[channel][topic] = row[column];
  return preferences;
}

// Which messages a user wants by e-mail and by SMS. Every sender asks here first (security alerts,
// statement-processed messages, budget alerts); sign-in and other codes never do.
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly facts: NoticeFactsRepository,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  async read(userId: string): Promise<Preferences> {
    return toPreferences(await this.preferences.find(userId, COLUMNS));
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
    const user = await this.facts.provenContact(userId);
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
    // A new row takes the defaults for what was not sent; an existing one keeps its settings.
    const created: PreferenceValues = {};
    const changed: PreferenceValues = {};
    for (const { channel, topic, column } of PAIRS) {
      const sent = body[channel]?.[topic];
      created[column] = sent ?? DEFAULTS[topic];
      if (sent !== undefined) changed[column] = sent;
    }
    await this.preferences.save(userId, created, changed);
    return this.get(userId);
  }
}
