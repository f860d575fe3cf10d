import type { MailMessage } from '../../common/messaging/senders';
import type { TicketForDelivery, UploadContext } from './support.repository';
import { SUPPORT_TOPICS } from './support-topics';

export const SUPPORT_TICKET_EMAIL_QUEUE = 'support.ticket-email';
export type SupportTicketEmailJob = { ticketId: string };

export type TicketSender = {
  name: string;
  email: string | null;
  phone: string | null;
  userId: string;
};

// Ghana keeps UTC all year.
const ghanaTime = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} (Ghana time)`;

/**
 * The e-mail a ticket becomes in the support mailbox: the ticket number and priority in the
 * subject (a mailbox sorts and filters on it), who sent it and how to reach them (reply-to: the
 * user's proven e-mail), the context it came from, the message, and the statement if shared.
 */
export function ticketEmail(
  to: string,
  ticket: TicketForDelivery,
  sender: TicketSender,
  upload: UploadContext | undefined,
): MailMessage {
  const topic = SUPPORT_TOPICS[ticket.topic];
  const lines = [
    `Support request #${ticket.number}${ticket.priority ? ' (PRIORITY: Pro subscriber)' : ''}`,
    `Topic: ${topic}`,
    `From: ${sender.name} (user ${sender.userId})`,
    `E-mail: ${sender.email ?? 'none proven'}`,
    `Phone: ${sender.phone === null ? 'none proven' : `+${sender.phone}`}`,
    `Sent: ${ghanaTime(ticket.created_at)}`,
  ];
  if (ticket.upload_id !== null) {
    lines.push(
      upload
        ? `Upload: ${ticket.upload_id} ("${upload.fileName}", ${upload.status}${upload.errorCode ? `, ${upload.errorCode}` : ''}${upload.layout ? `, ${upload.layout} layout` : ''}, uploaded ${ghanaTime(upload.createdAt)})`
        : `Upload: ${ticket.upload_id} (deleted since)`,
    );
  }
  if (ticket.error_code !== null) lines.push(`Error code: ${ticket.error_code}`);
  lines.push(
    ticket.statement_name === null
      ? 'Statement: not shared'
      : ticket.statement_file === null
        ? `Statement: "${ticket.statement_name}" was shared, but its file is no longer kept`
        : `Statement: "${ticket.statement_name}" attached (shared by the user for this request only)`,
    '',
    'Message:',
    ticket.message,
  );
  return {
    to,
    subject: `[SikaLens #${ticket.number}]${ticket.priority ? ' PRIORITY' : ''} ${topic}`,
    text: lines.join('\n'),
    ...(sender.email ? { replyTo: sender.email } : {}),
    ...(ticket.statement_file !== null && ticket.statement_name !== null
      ? {
          attachments: [
            {
              filename: ticket.statement_name,
              contentType: 'application/pdf',
              content: ticket.statement_file,
            },
          ],
        }
      : {}),
  };
}
