import type { SupportTicketDto, SupportTopic, TicketStatus } from '../generated/types.gen';

export type { SupportTicketDto as SupportTicket, SupportTopic, TicketStatus };

// A message to support (Help & Support, issue 29): the statement goes only when the user ticked
// to share it (the API refuses one without the tick).
export type SupportRequest = {
  topic: SupportTopic;
  message: string;
  uploadId?: string;
  errorCode?: string;
  statement?: File;
};

// The contact form's topics, in its order, in the words it shows (the API's topicLabel).
export const SUPPORT_TOPICS: readonly { value: SupportTopic; label: string }[] = [
  { value: 'statement-import', label: 'A statement did not import' },
  { value: 'wrong-figures', label: 'My figures look wrong' },
  { value: 'billing', label: 'Payments and Pro' },
  { value: 'account', label: 'My account and signing in' },
  { value: 'other', label: 'Something else' },
];
