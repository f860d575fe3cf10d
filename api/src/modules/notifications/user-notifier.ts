import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { APP_CONFIG, secretRing } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { maskPhone } from '../../common/phone/ghana-phone';
import { MailSender, SmsSender } from '../../common/messaging/senders';
import { maskEmail, parseUserAgent, placeName, undoLink } from '../auth';
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
import { NoticeFactsRepository } from './notice-facts.repository';
import {
  NotificationPreferencesService,
  type NotificationTopic,
} from './notification-preferences.service';

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
    private readonly facts: NoticeFactsRepository,
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
        const user = await this.facts.provenContact(job.userId);
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
    const upload = await this.facts.uploadProcessed(job.uploadId);
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
    const session = await this.facts.signIn(job.sessionId, job.userId);
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
    const user = await this.facts.contactNow(job.userId);
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
    const until = await this.facts.openUndoUntil(job.undoId, job.userId);
    if (until === undefined) return undefined;
    const [secret] = secretRing(this.config, 'codes');
    return { link: undoLink(this.config.appUrl, secret!, job.undoId), until };
  }

  // Both sides of an undone change are told: the restored contact, the one it replaced, and the
  // other proven contact on file.
  private async contactChangeUndone(
    job: Extract<SecurityAlertJob, { kind: 'contact-change-undone' }>,
  ): Promise<number> {
    const user = await this.facts.provenContact(job.userId);
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
    const payment = await this.facts.reversedPayment(job.paymentId);
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
