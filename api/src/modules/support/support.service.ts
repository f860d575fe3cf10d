import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import { validationFailed } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { MailSender, type MailMessage } from '../../common/messaging/senders';
import { DevOutbox } from '../notifications';
import { checkedStatementFile, type UploadedFile } from '../statements';
import { PlanLimits, provenContacts, UsersService } from '../users';
import type { CreateTicketDto, SupportTicketDto } from './dto/support.dto';
import {
  MAX_TICKETS_PER_DAY,
  MAX_TICKETS_PER_HOUR,
  ticketNotFound,
  tooManyTickets,
} from './support.errors';
import {
  SUPPORT_TICKET_EMAIL_QUEUE,
  ticketEmail,
  type SupportTicketEmailJob,
} from './support-mail';
import { SupportRepository, type TicketRow } from './support.repository';
import { SUPPORT_TOPICS } from './support-topics';

// The address a ticket goes to in the dev outbox when no SUPPORT_EMAIL is set.
const DEV_SUPPORT_ADDRESS = 'support@sikalens.local';
const LISTED = 100;

// What went wrong sending, without what an SMTP error's text may quote (addresses).
const reasonOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
};

const toDto = (row: TicketRow): SupportTicketDto => ({
  id: row.id,
  number: row.number,
  topic: row.topic,
  topicLabel: SUPPORT_TOPICS[row.topic],
  message: row.message,
  status: row.status,
  priority: row.priority,
  uploadId: row.upload_id,
  errorCode: row.error_code,
  statementName: row.statement_name,
  createdAt: row.created_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
});

// Help & Support (issue 29, item 7; docs/support.md): a message to support is a ticket, stored,
// then e-mailed to SUPPORT_EMAIL by a job queued in the same transaction (or kept in the dev
// outbox without one). Pro users' tickets are priority.
@Injectable()
export class SupportService {
  private readonly log = new Logger('Support');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tickets: SupportRepository,
    private readonly users: UsersService,
    private readonly limits: PlanLimits,
    private readonly queue: JobQueue,
    private readonly tx: TransactionContext,
    private readonly outbox: DevOutbox,
    @Optional() @Inject(MailSender) private readonly mail: MailSender | null,
  ) {}

  async create(
    auth: AuthContext,
    body: CreateTicketDto,
    statement: UploadedFile | undefined,
  ): Promise<SupportTicketDto> {
    const share = body.shareStatement === true || body.shareStatement === 'true';
    if (statement !== undefined && !share) {
      throw validationFailed(
        'Tick "Share this statement with support" to send it, or remove the file.',
        'shareStatement',
      );
    }
    if (share && statement === undefined) {
      throw validationFailed('Choose the statement to share, or untick sharing it.', 'statement');
    }
    const shared = statement === undefined ? null : checkedStatementFile(statement);
    const uploadId = body.uploadId ?? null;
    // Another user's upload reads as none of theirs.
    if (uploadId !== null && !(await this.tickets.uploadContext(auth.userId, uploadId))) {
      throw validationFailed('uploadId must be one of your uploads.', 'uploadId');
    }
    const priority = await this.limits.isPro(auth.userId);
    const row = await this.tx.run(async () => {
      // Counted and written under the user's lock, so parallel requests cannot pass the limit.
      await this.tx.lock(`support-ticket:${auth.userId}`);
      await this.assertWithinLimits(auth.userId);
      const ticket = await this.tickets.insert({
        userId: auth.userId,
        topic: body.topic,
        message: body.message,
        uploadId,
        errorCode: body.errorCode ?? null,
        priority,
        statement: shared ? { name: shared.fileName, file: shared.file.buffer } : null,
      });
      await this.queue.send(SUPPORT_TICKET_EMAIL_QUEUE, { ticketId: ticket.id });
      return ticket;
    });
    return toDto(row);
  }

  async list(auth: AuthContext): Promise<SupportTicketDto[]> {
    return (await this.tickets.list(auth.userId, LISTED)).map(toDto);
  }

  async close(auth: AuthContext, id: string): Promise<SupportTicketDto> {
    const row = await this.tickets.close(auth.userId, id);
    if (!row) throw ticketNotFound();
    return toDto(row);
  }

  /**
   * The e-mail job: sends the ticket to the support mailbox once. A ticket already delivered (a
   * retried job) or gone (its account deleted) ends quietly. A failed send is retried by the
   * queue; after the last try the ticket is marked failed, and its shared statement dropped.
   */
  async deliver(
    job: SupportTicketEmailJob,
    attempt: { retryCount: number; retryLimit: number },
  ): Promise<void> {
    const ticket = await this.tickets.forDelivery(job.ticketId);
    if (!ticket || ticket.delivery !== 'pending') return;
    const user = await this.users.findById(ticket.user_id);
    if (!user) return;
    const contacts = provenContacts(user);
    const upload =
      ticket.upload_id === null
        ? undefined
        : await this.tickets.uploadContext(ticket.user_id, ticket.upload_id);
    const sender = {
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: contacts.email,
      phone: contacts.phone,
      userId: user.id,
    };
    try {
      const sent = await this.send((to) => ticketEmail(to, ticket, sender, upload));
      if (!sent) {
        // Nowhere to send it (production without SUPPORT_EMAIL): the ticket stays listed for the
        // user, but a shared statement is not kept for a mailbox that does not exist.
        this.log.warn(`support ticket #${ticket.number} not e-mailed: SUPPORT_EMAIL is not set`);
        await this.tickets.delivered(ticket.id, 'failed');
        return;
      }
      await this.tickets.delivered(ticket.id, 'sent');
    } catch (error) {
      // A short reason only (an error code where the sender gives one): never the message, the
      // user's contact, the support address or the statement.
      this.log.warn(
        `support ticket #${ticket.number} not e-mailed (try ${attempt.retryCount + 1}): ${reasonOf(error)}`,
      );
      if (attempt.retryCount >= attempt.retryLimit) {
        await this.tickets.delivered(ticket.id, 'failed');
        return;
      }
      throw error;
    }
  }

  // To SUPPORT_EMAIL through the mail sender; without one, outside production, the dev outbox.
  // False: nowhere to send (production without SUPPORT_EMAIL): the ticket stays pending.
  private async send(message: (to: string) => MailMessage): Promise<boolean> {
    const to = this.config.supportEmail;
    if (to !== null) {
      if (!this.mail) throw new Error('SUPPORT_EMAIL is set but no e-mail sender is configured');
      await this.mail.send(message(to));
      return true;
    }
    if (this.config.nodeEnv === 'production') return false;
    const { subject, text, attachments } = message(DEV_SUPPORT_ADDRESS);
    this.outbox.record({
      to: DEV_SUPPORT_ADDRESS,
      channel: 'email',
      kind: 'notification',
      code: null,
      subject,
      text,
      attachments: (attachments ?? []).map(({ filename, content }) => ({
        filename,
        bytes: content.length,
      })),
      sentAt: new Date(),
    });
    return true;
  }

  // The hourly and daily limits (also checked, unlocked, before a request's body is read).
  async assertWithinLimits(userId: string): Promise<void> {
    const recent = await this.tickets.recent(userId);
    const wait = (first: Date | null, windowMs: number) =>
      first === null ? 1 : (first.getTime() + windowMs - Date.now()) / 1000;
    if (recent.day >= MAX_TICKETS_PER_DAY) {
      throw tooManyTickets(true, wait(recent.firstInDay, 86_400_000));
    }
    if (recent.hour >= MAX_TICKETS_PER_HOUR) {
      throw tooManyTickets(false, wait(recent.firstInHour, 3_600_000));
    }
  }
}
