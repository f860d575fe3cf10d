// What a message to support is about (the contact form's Topic), with the words the form shows.
export const SUPPORT_TOPICS = {
  'statement-import': 'A statement did not import',
  'wrong-figures': 'My figures look wrong',
  billing: 'Payments and Pro',
  account: 'My account and signing in',
  other: 'Something else',
} as const;

export type SupportTopic = keyof typeof SUPPORT_TOPICS;

export const SUPPORT_TOPIC_KEYS = Object.keys(SUPPORT_TOPICS) as SupportTopic[];

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
