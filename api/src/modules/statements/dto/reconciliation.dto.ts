import { ApiProperty } from '@nestjs/swagger';
import type { ParseFailureCode, Reconciliation, StatementTotals } from '../parser/types';

// Record keys: adding a code or a total to the parser's types fails to compile until listed here.
const FAILURE_CODES: Record<ParseFailureCode, null> = {
  PDF_PASSWORD_PROTECTED: null,
  PDF_PASSWORD_INCORRECT: null,
  PDF_NO_TEXT: null,
  PDF_TOO_LARGE: null,
  NOT_MTN_STATEMENT: null,
  TABLE_UNREADABLE: null,
  PDF_UNREADABLE: null,
  PARSE_TIMEOUT: null,
  PARSE_CRASHED: null,
};
export const PARSE_FAILURE_CODES = Object.keys(FAILURE_CODES) as ParseFailureCode[];

const TOTALS: Record<keyof StatementTotals, null> = {
  openingBalance: null,
  closingBalance: null,
  moneyIn: null,
  moneyOut: null,
  feesAndTaxes: null,
};
const STATEMENT_TOTAL_NAMES = Object.keys(TOTALS) as (keyof StatementTotals)[];

const money = (description: string) =>
  ({ type: String, nullable: true, example: '1234.50', description }) as const;

export class StatementTotalsDto {
  @ApiProperty(money('Balance before the first transaction of the period'))
  openingBalance!: string | null;

  @ApiProperty(money('Balance after the last transaction of the period'))
  closingBalance!: string | null;

  @ApiProperty(money('Total received'))
  moneyIn!: string | null;

  @ApiProperty(money('Total sent or paid (a positive figure)'))
  moneyOut!: string | null;

  @ApiProperty(money('Total fees and taxes (E-Levy included)'))
  feesAndTaxes!: string | null;
}

export class ReconciliationCheckDto {
  @ApiProperty({ enum: ['rows', 'totals', 'balances'], enumName: 'ReconciliationCheckName' })
  name!: 'rows' | 'totals' | 'balances';

  @ApiProperty()
  ok!: boolean;

  @ApiProperty({ description: 'What was checked and what was found, in plain words' })
  detail!: string;
}

export class StatementPeriodDto {
  @ApiProperty({ description: 'First day (YYYY-MM-DD), or empty when not printed' })
  from!: string;

  @ApiProperty({ description: 'Last day (YYYY-MM-DD), or empty when not printed' })
  to!: string;
}

export class StatementHolderDto {
  @ApiProperty({ description: 'Account holder as printed' })
  name!: string;

  @ApiProperty({ description: 'Wallet number as printed' })
  walletNumber!: string;
}

// The statement checked against its own figures (docs/statements.md, "Checks").
export class ReconciliationDto {
  @ApiProperty({
    enum: ['match', 'warning'],
    enumName: 'ReconciliationStatus',
    description:
      "'match' when no row was skipped and every printed total agrees with the rows read; else 'warning'",
  })
  status!: 'match' | 'warning';

  @ApiProperty({
    description: 'One line for the upload, e.g. "594 transactions, totals match the statement"',
  })
  summary!: string;

  @ApiProperty({ description: 'Rows read (the number of transactions)' })
  rowsChecked!: number;

  @ApiProperty({ description: 'Rows the statement shows that could not be read (not imported)' })
  skippedRows!: number;

  @ApiProperty({
    type: [String],
    description: "The skipped rows' transaction IDs, where legible",
  })
  skippedIds!: string[];

  @ApiProperty({
    type: StatementTotalsDto,
    nullable: true,
    description: "The statement's own totals, or null when it prints none",
  })
  printed!: StatementTotalsDto | null;

  @ApiProperty({ type: StatementTotalsDto, description: 'The same figures from the rows read' })
  computed!: StatementTotalsDto;

  @ApiProperty({
    enum: STATEMENT_TOTAL_NAMES,
    enumName: 'StatementTotalName',
    isArray: true,
    description: 'Printed totals that differ from the computed ones',
  })
  mismatches!: (keyof StatementTotals)[];

  @ApiProperty({ type: [ReconciliationCheckDto] })
  checks!: ReconciliationCheckDto[];

  @ApiProperty({
    type: [String],
    description:
      'Transaction IDs whose balance does not follow from the row before, even allowing for E-Levy postings',
  })
  unreconciled!: string[];

  @ApiProperty({ type: StatementPeriodDto })
  period!: StatementPeriodDto;

  @ApiProperty({ type: StatementHolderDto })
  holder!: StatementHolderDto;
}

const emptyTotals = (): StatementTotalsDto => ({
  openingBalance: null,
  closingBalance: null,
  moneyIn: null,
  moneyOut: null,
  feesAndTaxes: null,
});

// Stored jsonb is read defensively (rows from before a field existed get its neutral value), and a
// statement with skipped rows or differing totals is never reported as a match.
export function toReconciliationDto(
  stored: Partial<Reconciliation> | null,
): ReconciliationDto | null {
  if (stored === null) return null;
  const rowsChecked = stored.rowsChecked ?? 0;
  const skippedIds = stored.skippedIds ?? [];
  const skippedRows = Math.max(stored.skippedRows ?? 0, skippedIds.length);
  const mismatches = (stored.mismatches ?? []).filter((name) =>
    STATEMENT_TOTAL_NAMES.includes(name),
  );
  const warning = stored.status === 'warning' || skippedRows > 0 || mismatches.length > 0;
  return {
    status: warning ? 'warning' : 'match',
    summary:
      stored.summary ?? `${rowsChecked} ${rowsChecked === 1 ? 'transaction' : 'transactions'}`,
    rowsChecked,
    skippedRows,
    skippedIds,
    printed: stored.printed ?? null,
    computed: stored.computed ?? emptyTotals(),
    mismatches,
    checks: stored.checks ?? [],
    unreconciled: stored.unreconciled ?? [],
    period: stored.period ?? { from: '', to: '' },
    holder: stored.holder ?? { name: '', walletNumber: '' },
  };
}
