import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, secretRing } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { maskPhone } from '../../common/phone/ghana-phone';
import { MailSender, maskEmail, parseUserAgent, placeName, SmsSender, undoLink } from '../auth';
import { planById } from '../billing';
import {
  accountDeletedMessage,
  contactChangedMessage,
  contactChangeUndoneMessage,
  dataDeletedMessage,
  newSignInMessage,
  paymentReversedMessage,
  statementProcessedMessage,
  type Message,
} from './messages';
import type {
  PaymentReversedJob,
  SecurityAlertJob,
  StatementProcessedJob,
} from './notification-jobs';
import {
  NotificationPreferencesService,
  type NotificationTopic,
} from './notification-preferences.service';
import { PROVEN_CONTACT } from './proven-contact-sql';

export type Contact = { phone: string | null; email: string | null };

const ALWAYS = { email: true, sms: true };

const describe = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

// The work of the notifications queues: each job reads what it tells about when it runs (a job
// for a deleted account, session or upload ends quietly) and sends on the channels the user's
// preferences allow, through the sign-in code's senders (SMTP, an SMS provider, or the dev outbox).
// A failed channel is logged (channel, user, reason; never the text) and not retried, since a retry
// could repeat a channel that did succeed.
@Injectable()
export class UserNotifier {
  private readonly log = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly preferences: NotificationPreferencesService,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
    @Optional() @Inject(SmsSender) private readonly sms: SmsSender | null,
  ) {}

  // Security messages protect the account, so none can be switched off (issue 27): a stolen session
  // could otherwise turn them off first. They go to every proven contact the server can reach.
  async securityAlert(job: SecurityAlertJob): Promise<number> {
    switch (job.kind) {
      case 'new-sign-in':
        return this.newSignIn(job);
      case 'contact-changed':
        return this.contactChanged(job);
      case 'contact-change-undone':
        return this.contactChangeUndone(job);
      case 'data-deleted': {
        const [user] = await this.db.query<Contact[]>(
          `SELECT ${PROVEN_CONTACT} FROM users u WHERE u.id = $1`,
          [job.userId],
        );
        if (user === undefined) return 0;
        const message = dataDeletedMessage({
          at: new Date(job.deletedAt),
          restorableUntil: job.restorableUntil === null ? null : new Date(job.restorableUntil),
        });
        return this.send(job.userId, 'securityAlerts', user, message, ALWAYS);
      }
      case 'account-deleted':
        return this.send(
          job.userId,
          'securityAlerts',
          { phone: job.phone, email: job.email },
          accountDeletedMessage({ at: new Date(job.deletedAt) }),
          ALWAYS,
        );
    }
  }

  async statementProcessed(job: StatementProcessedJob): Promise<number> {
    const [upload] = await this.db.query<
      (Contact & {
        userId: string;
        fileName: string;
        status: string;
        transactions: number;
        newTransactions: number;
      })[]
    >(
      `SELECT p.user_id AS "userId", p.file_name AS "fileName", p.status,
              p.transactions_count AS transactions, p.new_transactions_count AS "newTransactions",
              ${PROVEN_CONTACT}
         FROM pdf_uploads p JOIN users u ON u.id = p.user_id
        WHERE p.id = $1`,
      [job.uploadId],
    );
    if (upload?.status !== 'completed') return 0;
    return this.send(
      upload.userId,
      'statementProcessed',
      upload,
      statementProcessedMessage(upload),
    );
  }

  private async newSignIn(
    job: Extract<SecurityAlertJob, { kind: 'new-sign-in' }>,
  ): Promise<number> {
    const [session] = await this.db.query<
      (Contact & {
        userAgent: string | null;
        createdAt: Date;
        city: string | null;
        region: string | null;
        country: string | null;
      })[]
    >(
      `SELECT s.user_agent AS "userAgent", s.created_at AS "createdAt", ${PROVEN_CONTACT},
              e.city, e.region, e.country
         FROM sessions s
         JOIN users u ON u.id = s.user_id
         LEFT JOIN LATERAL (
           SELECT city, region, country FROM login_events
            WHERE session_id = s.id ORDER BY created_at DESC LIMIT 1
         ) e ON true
        WHERE s.id = $1 AND s.user_id = $2`,
      [job.sessionId, job.userId],
    );
    if (session === undefined) return 0;
    const { browser, os } = parseUserAgent(session.userAgent);
    return this.send(
      job.userId,
      'securityAlerts',
      session,
      newSignInMessage({ browser, os, place: placeName(session), at: session.createdAt }),
      ALWAYS,
    );
  }

  private async contactChanged(
    job: Extract<SecurityAlertJob, { kind: 'contact-changed' }>,
  ): Promise<number> {
    // The new contact as it stands (shown masked in the message, proven or not), and where the
    // message may go besides the previous contact: the proven ones.
    const [user] = await this.db.query<
      (Contact & { phoneNow: string | null; emailNow: string | null })[]
    >(
      `SELECT u.phone AS "phoneNow", u.email AS "emailNow", ${PROVEN_CONTACT} FROM users u WHERE u.id = $1`,
      [job.userId],
    );
    const current = job.contact === 'phone' ? user?.phoneNow : user?.emailNow;
    if (current === undefined || current === null) return 0;
    const at = new Date(job.changedAt);
    const shown = job.contact === 'phone' ? maskPhone(current) : maskEmail(current);
    // To the previous one (the new one was just proven by its owner) and the other contact on file,
    // whatever the preferences: a stolen session could turn alerts off before taking the account.
    // The previous one only if it was proven (nothing goes to an unproven address); its message
    // carries the undo link, which only that message ever holds.
    const previous = job.previousVerified === false ? null : job.previous;
    const other: Contact =
      job.contact === 'phone'
        ? { phone: null, email: user?.email ?? null }
        : { phone: user?.phone ?? null, email: null };
    const undo = await this.undoFor(job);
    const toPrevious = await this.send(
      job.userId,
      'securityAlerts',
      job.contact === 'phone' ? { phone: previous, email: null } : { phone: null, email: previous },
      contactChangedMessage({ contact: job.contact, current: shown, at, undo }),
      ALWAYS,
    );
    // The link must reach someone who can use it: if the previous contact took nothing (its
    // channel failed, or this server cannot send to it, say a phone without SMS), the other proven
    // contact gets it instead.
    const toOther = await this.send(
      job.userId,
      'securityAlerts',
      other,
      contactChangedMessage({
        contact: job.contact,
        current: shown,
        at,
        ...(toPrevious === 0 && undo !== undefined ? { undo } : {}),
      }),
      ALWAYS,
    );
    return toPrevious + toOther;
  }

  // The previous contact's undo link, while its undo can still be used.
  private async undoFor(
    job: Extract<SecurityAlertJob, { kind: 'contact-changed' }>,
  ): Promise<{ link: string; until: Date } | undefined> {
    if (job.undoId === undefined) return undefined;
    const [undo] = await this.db.query<{ until: Date }[]>(
      `SELECT expires_at AS until FROM contact_change_undos
        WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND voided_at IS NULL AND expires_at > now()`,
      [job.undoId, job.userId],
    );
    if (undo === undefined) return undefined;
    const [secret] = secretRing(this.config, 'codes');
    return { link: undoLink(this.config.appUrl, secret!, job.undoId), until: undo.until };
  }

  // Both sides of an undone change are told: the restored contact, the one it replaced, and the
  // other proven contact on file.
  private async contactChangeUndone(
    job: Extract<SecurityAlertJob, { kind: 'contact-change-undone' }>,
  ): Promise<number> {
    const [user] = await this.db.query<Contact[]>(
      `SELECT ${PROVEN_CONTACT} FROM users u WHERE u.id = $1`,
      [job.userId],
    );
    if (user === undefined) return 0;
    const message = contactChangeUndoneMessage({
      contact: job.contact,
      restored: job.contact === 'phone' ? maskPhone(job.restored) : maskEmail(job.restored),
      at: new Date(job.undoneAt),
    });
    const to: Contact =
      job.contact === 'phone'
        ? { phone: job.restored, email: user.email }
        : { phone: user.phone, email: job.restored };
    const replaced: Contact =
      job.contact === 'phone'
        ? { phone: job.replaced, email: null }
        : { phone: null, email: job.replaced };
    const sent = await Promise.all([
      this.send(job.userId, 'securityAlerts', to, message, ALWAYS),
      this.send(job.userId, 'securityAlerts', replaced, message, ALWAYS),
    ]);
    return sent[0] + sent[1];
  }

  // Sent like a security message, whatever the preferences: Pro time taken back is not news a user
  // should be able to miss (billing, issue 27).
  async paymentReversed(job: PaymentReversedJob): Promise<number> {
    const [payment] = await this.db.query<
      (Contact & {
        userId: string;
        planId: string;
        reason: 'refunded' | 'chargeback' | 'reversed';
        whole: boolean;
        proUntil: Date | null;
      })[]
    >(
      `SELECT p.user_id AS "userId", p.plan_id AS "planId", p.reversal_reason AS reason,
              p.refunded_minor >= p.amount_minor AS whole, u.pro_until AS "proUntil",
              ${PROVEN_CONTACT}
         FROM payments p JOIN users u ON u.id = p.user_id
        WHERE p.id = $1 AND p.reversal_reason IS NOT NULL`,
      [job.paymentId],
    );
    if (payment === undefined) return 0;
    const message = paymentReversedMessage({
      planName: planById(payment.planId)?.displayName ?? payment.planId,
      reason: payment.reason,
      whole: payment.whole,
      proUntil: payment.proUntil,
    });
    return this.send(payment.userId, 'securityAlerts', payment, message, ALWAYS);
  }

  // Sends on every channel the user allows for the topic, the server has and `to` has an address
  // for; resolves with how many took it.
  private async send(
    userId: string,
    topic: NotificationTopic,
    to: Contact,
    message: Message,
    always?: { email: boolean; sms: boolean },
  ): Promise<number> {
    const allowed = always ?? (await this.preferences.allowed(userId, topic));
    const outgoing: [string, Promise<void>][] = [];
    if (allowed.email && this.mail && to.email !== null) {
      outgoing.push(['e-mail', this.mail.send({ to: to.email, ...message })]);
    }
    if (allowed.sms && this.sms && to.phone !== null) {
      outgoing.push(['SMS', this.sms.send({ to: to.phone, text: message.text })]);
    }
    const results = await Promise.allSettled(outgoing.map(([, sending]) => sending));
    results.forEach((result, index) => {
      if (result.status === 'rejected') {
        this.log.error(
          `${topic} ${outgoing[index]![0]} for user ${userId} failed: ${describe(result.reason)}`,
        );
      }
    });
    return results.filter((result) => result.status === 'fulfilled').length;
  }
}
