import type { ColumnSpec, LayoutSpec } from './header';

// Header labels as MTN prints them (reference §1a/§1b), plus spellings seen in other exports.
const col = (key: string, ...labels: string[]): ColumnSpec => ({ key, labels });

const appStart = [
  col('dateTime', 'Date & Time', 'Date and Time', 'Date/Time'),
  col('type', 'Payment Type', 'Transaction Type'),
];
const appEnd = [
  col('amount', 'Amount'),
  col('transactionId', 'Transaction ID', 'Transaction Id', 'Trans. ID'),
  col('fees', 'Fees', 'Fee'),
  col('tax', 'Tax', 'E-Levy'),
  col('balance', 'Balance'),
  col('reference', 'Reference', 'Ref'),
];

export const APP_SPEC: LayoutSpec = {
  layout: 'app',
  variants: [
    [
      ...appStart,
      col('toFrom', 'To/From', 'To / From'),
      col('accountName', 'Account Name'),
      ...appEnd,
    ],
    // FinInsight documents one "To/From Account Name" column holding "+233 54 ..., NAME".
    [...appStart, col('toFromAccount', 'To/From Account Name'), ...appEnd],
  ],
};

export const CLASSIC_SPEC: LayoutSpec = {
  layout: 'classic',
  variants: [
    [
      col('date', 'TRANSACTION DATE'),
      col('fromAcct', 'FROM ACCT'),
      col('fromName', 'FROM NAME'),
      col('fromNo', 'FROM NO.', 'FROM NO'),
      col('type', 'TRANS. TYPE', 'TRANS TYPE'),
      col('amount', 'AMOUNT'),
      col('fees', 'FEES'),
      col('levy', 'E-LEVY', 'ELEVY'),
      col('balBefore', 'BAL BEFORE'),
      col('balAfter', 'BAL AFTER'),
      col('toNo', 'TO NO.', 'TO NO'),
      col('toName', 'TO NAME'),
      col('toAcct', 'TO ACCT'),
      col('fId', 'F_ID'),
      col('ref', 'REF'),
      col('ova', 'OVA'),
    ],
  ],
};

export const SPECS = [APP_SPEC, CLASSIC_SPEC];

export const ROW_START = {
  app: { dateKey: 'dateTime', rowStart: /^\d{1,2}\s+[A-Za-z]{3,9}\s+\d{4}/ },
  classic: { dateKey: 'date', rowStart: /^\d{1,2}-[A-Za-z]{3}-\d{4}/ },
} as const;
