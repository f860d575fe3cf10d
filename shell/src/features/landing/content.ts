// Static marketing content for the landing page (spec: testimonials and statistics are samples).
export const TAGLINE = 'See It. Control It. Spend Better.';

export type Testimonial = { quote: string; name: string; town: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I always wondered where my MoMo money went at the end of the month. Now I can see that food and airtime take almost half of it.',
    name: 'Akosua M.',
    town: 'Kumasi',
  },
  {
    quote:
      'I upload my statement once a month and the categories are mostly done for me. The recipients list showed me who I send to the most.',
    name: 'Kwame A.',
    town: 'Accra',
  },
  {
    quote:
      'Setting a budget for transport helped me cut my trotro and ride spending. It works well on my phone, nothing to install.',
    name: 'Abena O.',
    town: 'Takoradi',
  },
];

export type Plan = {
  name: string;
  price: number;
  months: number;
  cta: string;
  popular?: boolean;
  saving?: { amount: number; percent: number };
};

// Spec section 9 pricing table, in cedis (shown as ₵).
export const FREE_PLAN: Plan = { name: 'Free', price: 0, months: 1, cta: 'Start for Free' };
export const FREE_FEATURES = ['1 statement per month', 'Basic categories', '3-month history'];

export const PRO_PLANS: readonly Plan[] = [
  { name: '1 Month Pro', price: 25, months: 1, cta: 'Choose 1 Month' },
  {
    name: '3 Months Pro',
    price: 60,
    months: 3,
    cta: 'Choose 3 Months',
    popular: true,
    saving: { amount: 15, percent: 20 },
  },
  {
    name: '6 Months Pro',
    price: 105,
    months: 6,
    cta: 'Choose 6 Months',
    saving: { amount: 45, percent: 30 },
  },
  {
    name: '12 Months Pro',
    price: 180,
    months: 12,
    cta: 'Choose 12 Months',
    saving: { amount: 120, percent: 40 },
  },
];

export const PRO_BENEFITS = [
  'Unlimited statement uploads',
  'AI insights and predictions',
  'CSV and PDF exports',
  'AI assistant chat',
  'Custom budget alerts',
  'Priority support',
];

export type Faq = { question: string; answer: string };

export const FAQS: readonly Faq[] = [
  {
    question: 'Is my data safe?',
    answer:
      'Your statements travel over an encrypted connection and your account is only reachable with a one-time code sent to your phone and e-mail, so there is no password to steal. Only you can see your transactions, and you can delete all of your transaction data at any time from Settings.',
  },
  {
    question: 'How is my data used?',
    answer:
      'We read your statement to build your own dashboard: transactions, categories, charts, recipients and budgets. If you use the Pro AI assistant, the transaction details needed to answer your question are used to write the reply.',
  },
  {
    question: 'Do you support networks other than MTN?',
    answer:
      'Not yet. Today SikaLens reads MTN MoMo statements only. Telecel Cash (formerly Vodafone Cash) and AirtelTigo Money are coming: you can add those wallets now, and we will let you know when their statements are read.',
  },
  {
    question: 'Can I use it on my phone?',
    answer:
      'Yes. SikaLens is built for phones first and runs in your browser, so there is nothing to install. Download your statement as a PDF from the MoMo app and upload it straight from your phone.',
  },
  {
    question: 'Can I share my report with my accountant?',
    answer:
      'Yes. Export your transactions as a CSV file, which opens in Excel or Google Sheets, and send it to your accountant. PDF exports come with Pro.',
  },
];
