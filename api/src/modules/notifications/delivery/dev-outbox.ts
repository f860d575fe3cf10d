import { Injectable, Logger } from '@nestjs/common';
import {
  MailSender,
  SmsSender,
  type MailMessage,
  type SmsMessage,
} from '../../../common/messaging/senders';
import { maskPhone } from '../../../common/phone/ghana-phone';
import { maskEmail } from '../../auth';

export type OutboxKind = 'code' | 'notification';

// A code entry carries the code (as before) and no text; a notification entry its subject (e-mail)
// and text, and no code.
export type OutboxEntry = {
  to: string;
  channel: 'sms' | 'email';
  kind: OutboxKind;
  code: string | null;
  subject: string | null;
  text: string | null;
  // Files sent with it (a support ticket's shared statement): their names and sizes only.
  attachments?: { filename: string; bytes: number }[];
  sentAt: Date;
};

const MAX_ENTRIES = 200;

// Development only: messages are kept in memory instead of being delivered. Codes are printed to
// the log; a notification's text is not (only that one was sent, and to whom).
@Injectable()
export class DevOutbox {
  private readonly logger = new Logger('DevOutbox');
  private readonly entries: OutboxEntry[] = [];

  record(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, MAX_ENTRIES);
    // The recipient masked, as everywhere in the logs (issue 27); the code stays, for the developer.
    const to = entry.channel === 'sms' ? maskPhone(entry.to) : maskEmail(entry.to);
    this.logger.log(
      entry.kind === 'code'
        ? `[dev outbox] code ${entry.code ?? ''} for ${to} (${entry.channel})`
        : `[dev outbox] notification for ${to} (${entry.channel})`,
    );
  }

  /** Newest first, optionally for one recipient and of one kind. */
  list(to?: string, kind?: OutboxKind): OutboxEntry[] {
    return this.entries.filter(
      (entry) =>
        (to === undefined || entry.to === to) && (kind === undefined || entry.kind === kind),
    );
  }
}

function entryOf(
  channel: OutboxEntry['channel'],
  message: {
    to: string;
    text: string;
    code?: string;
    subject?: string;
    attachments?: MailMessage['attachments'];
  },
): OutboxEntry {
  const attachments = (message.attachments ?? []).map(({ filename, content }) => ({
    filename,
    bytes: content.length,
  }));
  const base = { to: message.to, channel, attachments, sentAt: new Date() };
  return message.code !== undefined
    ? { ...base, kind: 'code', code: message.code, subject: null, text: null }
    : {
        ...base,
        kind: 'notification',
        code: null,
        subject: message.subject ?? null,
        text: message.text,
      };
}

export class OutboxMailSender extends MailSender {
  readonly kind = 'local' as const;
  constructor(private readonly outbox: DevOutbox) {
    super();
  }
  send(message: MailMessage): Promise<void> {
    this.outbox.record(entryOf('email', message));
    return Promise.resolve();
  }
}

export class OutboxSmsSender extends SmsSender {
  readonly kind = 'local' as const;
  constructor(private readonly outbox: DevOutbox) {
    super();
  }
  send(message: SmsMessage): Promise<void> {
    this.outbox.record(entryOf('sms', message));
    return Promise.resolve();
  }
}
