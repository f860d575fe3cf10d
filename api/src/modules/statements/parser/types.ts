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
  code: 'ROW_UNREADABLE' | 'ROW_DIRECTION_UNKNOWN';
  page: number;
  message: string;
  text: string;
};

/** Figures a statement prints about itself (the app layout's Statement Details block). */
export type StatementTotals = {
  openingBalance: string | null;
  closingBalance: string | null;
  moneyIn: string | null;
  moneyOut: string | null;
  feesAndTaxes: string | null;
};

export type ReconciliationCheck = {
  name: 'rows' | 'totals' | 'balances';
  ok: boolean;
  /** Plain words, no statement values beyond counts and the statement's own totals. */
  detail: string;
};

/**
 * The statement checked against itself: rows read against rows the pages show, the rows' sums
 * against the printed totals, and each balance against the row before it.
 */
export type Reconciliation = {
  /** Rows read (equals the number of transactions). */
  rowsChecked: number;
  /** Transaction ids whose balance does not follow from the row below, even allowing for levy quirks. */
  unreconciled: string[];
  period: Period;
  holder: Holder;
  /** Rows the table shows that could not be read. */
  skippedRows: number;
  /** The skipped rows' transaction ids, where legible. */
  skippedIds: string[];
  /** The statement's own totals, or null when it prints none. */
  printed: StatementTotals | null;
  /** The same figures computed from the rows read. */
  computed: StatementTotals;
  /** Printed totals that differ from the computed ones. */
  mismatches: (keyof StatementTotals)[];
  checks: ReconciliationCheck[];
  /** 'match' when nothing was skipped and every printed total agrees; else 'warning'. */
  status: 'match' | 'warning';
  /** One line for the upload row, e.g. "594 transactions, totals match the statement". */
  summary: string;
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
  | 'TABLE_UNREADABLE'
  | 'PDF_UNREADABLE'
  | 'PARSE_TIMEOUT'
  | 'PARSE_CRASHED';

export type ParseFailure = {
  code: ParseFailureCode;
  errorMessage: string;
  /** For TABLE_UNREADABLE: the layout's shape (labels, counts), never its values; safe to log. */
  fingerprint?: string;
};

export type ParseOutcome =
  { ok: true; statement: ParsedStatement } | { ok: false; failure: ParseFailure };

/** One pdf.js text item, reduced to what geometry needs. y grows upwards (PDF space). */
export type TextItem = {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
  /** Advance width of the item's first glyph, from the font (0 when unknown). */
  first?: number;
  /** Direction of the text's baseline in degrees (0 when horizontal). */
  angle?: number;
  /** pdf.js's name for the item's font: spaces are as wide as their font makes them. */
  font?: string;
  /** Advance of a space in the item's font and size (0 when unknown). */
  space?: number;
};

export type PageText = { page: number; items: TextItem[] };
