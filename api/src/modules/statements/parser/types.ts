// Shapes shared by the parser, its worker and its callers. Money is always a decimal string.

export type StatementLayout = 'app' | 'classic';

export type ParsedTransaction = {
  transactionId: string;
  /** Local time as printed: YYYY-MM-DDTHH:MM:SS. */
  dateTime: string;
  type: string;
  /** Counterparty phone in E.164, otherwise the counterparty name as printed. */
  toFrom: string;
  accountName: string;
  /** Signed, two decimals: positive in, negative out. */
  amount: string;
  fees: string;
  /** E-Levy on the classic layout, the Tax column on the app layout. */
  tax: string;
  /** Balance after the transaction. */
  balance: string;
  reference: string;
};

export type Holder = { name: string; walletNumber: string };
export type Period = { from: string; to: string };

export type ParseProblem = {
  code: 'ROW_UNREADABLE' | 'ROW_DIRECTION_UNKNOWN' | 'HEADER_INCOMPLETE' | 'STRAY_TEXT';
  page: number;
  message: string;
  text: string;
};

export type Reconciliation = {
  rowsChecked: number;
  /** Transaction ids whose balance does not follow from the row below, even allowing for levy quirks. */
  unreconciled: string[];
  period: Period;
  holder: Holder;
};

export type ParsedStatement = {
  layout: StatementLayout;
  holder: Holder;
  period: Period;
  transactions: ParsedTransaction[];
  reconciliation: Reconciliation;
  problems: ParseProblem[];
};

export type ParseFailureCode =
  | 'PDF_PASSWORD_PROTECTED'
  | 'PDF_PASSWORD_INCORRECT'
  | 'PDF_NO_TEXT'
  | 'PDF_TOO_LARGE'
  | 'NOT_MTN_STATEMENT'
  | 'PDF_UNREADABLE'
  | 'PARSE_TIMEOUT'
  | 'PARSE_CRASHED';

export type ParseFailure = { code: ParseFailureCode; errorMessage: string };

export type ParseOutcome =
  { ok: true; statement: ParsedStatement } | { ok: false; failure: ParseFailure };

/** One pdf.js text item, reduced to what geometry needs. y grows upwards (PDF space). */
export type TextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Set on words cut out of a longer item: their position is estimated, not measured. */
  estimated?: boolean;
};

export type PageText = { page: number; items: TextItem[] };
