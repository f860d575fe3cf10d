import { supportHref } from '@sikalens/shared-ui';

// Help & Support's common questions (issue 29): the problems people write in about, answered
// where the app can answer them, each with where to go.
export type HelpQuestion = {
  question: string;
  answer: string;
  link?: { label: string; to: string };
};

export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  {
    question: 'My statement did not import. What can I do?',
    answer:
      "Upload the PDF statement exactly as the MTN MoMo app (or MTN's e-mail) gave it: not a photo, a screenshot or a printout scanned back in. If it has a password, enter it when asked. If it still fails, send it to us with the form below: tick to share it, and we will add its layout.",
    link: {
      label: 'Contact support about a statement',
      to: supportHref({ topic: 'statement-import' }),
    },
  },
  {
    question: 'Do you read Telecel Cash or AirtelTigo Money statements?',
    answer:
      'Not yet: SikaLens reads MTN MoMo statements today. You can already add a Telecel Cash or AirtelTigo Money wallet; its upload offers to let you know when its statements are read.',
  },
  {
    question: 'Why does the dashboard show only one month?',
    answer:
      'The dashboard opens on the latest month in your statements. Choose All time (or another month) in the period selector to see everything; each card says which period it covers.',
    link: { label: 'Open the dashboard', to: '/dashboard' },
  },
  {
    question: 'A transaction is in the wrong category.',
    answer:
      'Open it in Transactions and choose its category. SikaLens learns from your choice and offers to put the other payments to the same person in it too.',
    link: { label: 'Open Transactions', to: '/transactions' },
  },
  {
    question: 'How do I delete a statement, a wallet or all my data?',
    answer:
      'Delete one statement from the Uploads page, a wallet from its card on the dashboard, and all your transaction data in Settings › Data. Each can be undone for 24 hours.',
    link: { label: 'Open the Uploads page', to: '/uploads' },
  },
  {
    question: 'I paid for Pro but it did not start.',
    answer:
      "A card payment is usually confirmed within a minute. If Pro has not started after that, write to us with the payment's reference: Pro users' requests are answered first.",
    link: { label: 'Contact support about a payment', to: supportHref({ topic: 'billing' }) },
  },
  {
    question: 'Who can see my statements?',
    answer:
      'Only you. A statement is read and then its file is deleted; support sees a statement only when you tick to share it with a request, and it is deleted once it has reached us.',
  },
];
