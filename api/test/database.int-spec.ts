import { sql } from 'kysely';
import { QueryFailedError } from 'typeorm';
import { Database } from '../src/common/database/database';
import { isUniqueViolation } from '../src/common/database/pg-errors';
import { TransactionContext } from '../src/common/database/transaction-context';
import { startTestDatabase, type TestDatabase } from './test-app';

// The repositories' query builder (ADR 0028) runs in the unit of work: inside
// TransactionContext.run a query joins that transaction, outside it takes a pooled connection, and
// errors stay TypeORM's QueryFailedError that pg-errors.ts reads.
describe('Database (Kysely over TransactionContext)', () => {
  let t: TestDatabase;
  let tx: TransactionContext;
  let database: Database;

  beforeAll(async () => {
    t = await startTestDatabase();
    await t.db.query('CREATE TABLE users (id int PRIMARY KEY, email text UNIQUE)');
    tx = new TransactionContext(t.db);
    database = new Database(tx);
  });

  afterAll(async () => {
    await t.close();
  });

  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('joins the open transaction, so a rollback takes its writes back', async () => {
    await expect(
      tx.run(async () => {
        await database.db
          .insertInto('users')
          .values({ id: 1, email: 'a@example.com' } as never)
          .execute();
        expect(await count()).toBe(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await count()).toBe(0);
  });

  it('runs outside a transaction on the pool and reports affected rows', async () => {
    await database.db
      .insertInto('users')
      .values([
        { id: 2, email: 'b@example.com' },
        { id: 3, email: 'c@example.com' },
      ] as never)
      .execute();
    const result = await database.db
      .updateTable('users')
      .set({ email: sql`email || '.gh'` } as never)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    await database.db.deleteFrom('users').execute();
  });

  it("keeps TypeORM's errors, so a unique violation is recognised", async () => {
    await database.db
      .insertInto('users')
      .values({ id: 4, email: 'd@example.com' } as never)
      .execute();
    const error: unknown = await database.db
      .insertInto('users')
      .values({ id: 5, email: 'd@example.com' } as never)
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
  });

  it('refuses a Kysely transaction: the unit of work opens them', async () => {
    await expect(database.db.transaction().execute(() => Promise.resolve())).rejects.toThrow(
      'TransactionContext.run',
    );
  });
});
