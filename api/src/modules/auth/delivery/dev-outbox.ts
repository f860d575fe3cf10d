import { Injectable, Logger } from '@nestjs/common';
import { MailSender, SmsSender } from './senders';

export type OutboxEntry = { to: string; channel: 'sms' | 'email'; code: string; sentAt: Date };

const MAX_ENTRIES = 200;

// Development only: codes are kept in memory and printed to the log instead of being delivered.
@Injectable()
export class DevOutbox {
  private readonly logger = new Logger('DevOutbox');
  private readonly entries: OutboxEntry[] = [];

  record(entry: OutboxEntry): void {
    this.entries.unshift(entry);
    this.entries.length = Math.min(this.entries.length, MAX_ENTRIES);
    this.logger.log(`[dev outbox] code ${entry.code} for ${entry.to} (${entry.channel})`);
  }

  /** Newest first, optionally for one recipient. */
  list(to?: string): OutboxEntry[] {
    return to === undefined ? [...this.entries] : this.entries.filter((entry) => entry.to === to);
  }
}

export class OutboxMailSender extends MailSender {
  readonly kind = 'local' as const;
  constructor(private readonly outbox: DevOutbox) {
    super();
  }
  send(message: { to: string; code: string }): Promise<void> {
    this.outbox.record({
      to: message.to,
      channel: 'email',
      code: message.code,
      sentAt: new Date(),
    });
    return Promise.resolve();
  }
}

export class OutboxSmsSender extends SmsSender {
  readonly kind = 'local' as const;
  constructor(private readonly outbox: DevOutbox) {
    super();
  }
  send(message: { to: string; code: string }): Promise<void> {
    this.outbox.record({ to: message.to, channel: 'sms', code: message.code, sentAt: new Date() });
    return Promise.resolve();
  }
}
