import type { ParsedStatement, ParsedTransaction } from '../src/modules/statements/parser/types';
import type { StatementParser } from '../src/modules/statements/statement-parser';
import { cleanStatement, importedUpload } from './fixtures';
import type { TestApp } from './test-app';

// Money out of Kofi's main wallet of a type no built-in rule knows (so it stays uncategorised
// unless a learned rule applies); tests override what they need.
export const txRow = (
  id: string,
  overrides: Partial<ParsedTransaction> = {},
): ParsedTransaction => ({
  transactionId: id,
  dateTime: '2024-09-06T08:28:19',
  type: 'DEBIT',
  toFrom: '233540000103',
  accountName: 'AMA SERWAA',
  amount: '-101.00',
  fees: '0.75',
  tax: '0.01',
  balance: '114.89',
  reference: '1',
  ...overrides,
});

function statementOf(
  transactions: ParsedTransaction[],
  walletNumber = '+233241234567',
): ParsedStatement {
  const holder = { name: 'KOFI BOATENG', walletNumber };
  const dates = transactions.map((row) => row.dateTime.slice(0, 10)).sort();
  const period = { from: dates[0] ?? '2024-09-01', to: dates.at(-1) ?? '2024-09-30' };
  return cleanStatement({ holder, period, transactions });
}

// A stand-in parser for tests of what happens after parsing: each "PDF" names the statement
// the test registered for it, and the parser answers with it.
export function scriptedParser(): {
  parser: StatementParser;
  file: (rows: ParsedTransaction[], walletNumber?: string) => Buffer;
} {
  const statements = new Map<string, ParsedStatement>();
  return {
    parser: {
      parse: (file) => {
        const key = /statement:(\d+)/.exec(Buffer.from(file).toString('latin1'))?.[1] ?? '';
        const statement = statements.get(key);
        return Promise.resolve(
          statement
            ? { ok: true, statement }
            : {
                ok: false,
                failure: { code: 'NOT_MTN_STATEMENT', errorMessage: 'unknown test file' },
              },
        );
      },
    },
    file: (rows, walletNumber) => {
      const key = String(statements.size + 1);
      statements.set(key, statementOf(rows, walletNumber));
      return Buffer.from(`%PDF-1.4\nstatement:${key}\n%%EOF\n`, 'latin1');
    },
  };
}

/** The upload of a statement file to one of the user's wallets, for the test to expect on. */
export const uploadStatement = (t: TestApp, token: string, walletId: string, file: Buffer) =>
  t
    .http()
    .post('/api/upload-pdf')
    .set('Authorization', `Bearer ${token}`)
    .field('walletId', walletId)
    .attach('pdf', file, 'statement.pdf');

type Settled = {
  id: string;
  status: string;
  aiCategorizationStatus: string;
  transactionsCount: number;
};

// Uploads through the API and waits until the statement is imported and categorised.
export async function importStatement(
  t: TestApp,
  token: string,
  walletId: string,
  file: Buffer,
): Promise<Settled> {
  const accepted = await uploadStatement(t, token, walletId, file).expect(201);
  const uploadId = (accepted.body as { uploadId: string }).uploadId;
  return importedUpload<Settled>(t, { Authorization: `Bearer ${token}` }, uploadId);
}
