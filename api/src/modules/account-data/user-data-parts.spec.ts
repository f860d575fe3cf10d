import { sql } from 'kysely';
import type {
  UserDataRepository,
  UserDataTable,
  UserDataTableName,
} from '../../common/user-data/user-data';
import { parentsFirst, type PartTable } from './user-data-parts';

const part = {} as UserDataRepository;
const table = (name: UserDataTableName, parents?: UserDataTableName[]): PartTable => {
  const spec: UserDataTable = {
    table: name,
    parents,
    count: null,
    owned: () => sql`true`,
    keep: () => sql`true`,
  };
  return { part, spec };
};
const names = (tables: PartTable[]) => tables.map(({ spec }) => spec.table);

describe("the order of a user's data tables", () => {
  it('puts every table after the tables it points at, the rest by name', () => {
    const ordered = parentsFirst([
      table('upload_transactions', ['pdf_uploads', 'transactions']),
      table('notifications'),
      table('transaction_reviews', ['transactions']),
      table('transactions', ['pdf_uploads']),
      table('chat_messages'),
      table('pdf_uploads'),
      table('category_rules'),
    ]);
    expect(names(ordered)).toEqual([
      'category_rules',
      'chat_messages',
      'notifications',
      'pdf_uploads',
      'transactions',
      'transaction_reviews',
      'upload_transactions',
    ]);
  });

  it('refuses a table named twice, a parent no part names, and tables pointing at each other', () => {
    expect(() => parentsFirst([table('notifications'), table('notifications')])).toThrow(
      'two parts name the table notifications',
    );
    expect(() => parentsFirst([table('transactions', ['pdf_uploads'])])).toThrow(
      'transactions points at pdf_uploads, which no part names',
    );
    expect(() =>
      parentsFirst([
        table('transactions', ['pdf_uploads']),
        table('pdf_uploads', ['transactions']),
      ]),
    ).toThrow('the tables pdf_uploads, transactions point at each other');
  });
});
