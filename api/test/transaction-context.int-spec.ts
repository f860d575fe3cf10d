import { TransactionContext } from '../src/common/database/transaction-context';
import { startTestDatabase, type TestDatabase } from './test-app';

describe('TransactionContext', () => {
  let t: TestDatabase;
  let tx: TransactionContext;

  beforeAll(async () => {
    t = await startTestDatabase();
    tx = new TransactionContext(t.db);
    await t.db.query('CREATE TABLE notes (id int PRIMARY KEY)');
  });

  beforeEach(async () => {
    await t.db.query('TRUNCATE notes');
  });

  afterAll(async () => {
    await t.close();
  });

  const note = (id: number) => tx.manager.query('INSERT INTO notes (id) VALUES ($1)', [id]);
  const notes = async () =>
    (await t.db.query<{ id: number }[]>('SELECT id FROM notes ORDER BY id')).map((row) => row.id);
  const transactionId = async () =>
    (await tx.manager.query<{ id: string }[]>('SELECT txid_current()::text AS id'))[0]?.id;

  it('uses the default manager outside run', async () => {
    expect(tx.inTransaction).toBe(false);
    expect(tx.manager).toBe(t.db.manager);
    await note(1);
    expect(await notes()).toEqual([1]);
  });

  it('commits what run did when it resolves, and leaves no transaction behind', async () => {
    const result = await tx.run(async () => {
      expect(tx.inTransaction).toBe(true);
      expect(tx.manager).not.toBe(t.db.manager);
      await note(1);
      return 'done';
    });
    expect(result).toBe('done');
    expect(tx.inTransaction).toBe(false);
    expect(tx.manager).toBe(t.db.manager);
    expect(await notes()).toEqual([1]);
  });

  it('rolls back when the work throws', async () => {
    await expect(
      tx.run(async () => {
        await note(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await notes()).toEqual([]);
    expect(tx.manager).toBe(t.db.manager);
  });

  it('joins the open transaction in nested runs: one connection, one commit or rollback', async () => {
    await note(1);
    await expect(
      tx.run(async () => {
        const outer = tx.manager;
        const outerId = await transactionId();
        // The outer transaction holds the row's lock: a second connection would wait forever.
        await tx.manager.query('SELECT id FROM notes WHERE id = 1 FOR UPDATE');
        await tx.run(async () => {
          expect(tx.manager).toBe(outer);
          expect(await transactionId()).toBe(outerId);
          await tx.manager.query('UPDATE notes SET id = 2 WHERE id = 1');
        });
        expect(tx.manager).toBe(outer);
        throw new Error('after the inner run');
      }),
    ).rejects.toThrow('after the inner run');
    expect(await notes()).toEqual([1]);

    await tx.run(async () => {
      await note(2);
      await tx.run(() => note(3));
    });
    expect(await notes()).toEqual([1, 2, 3]);
  });

  it('keeps parallel runs apart', async () => {
    const ids = await Promise.all([tx.run(transactionId), tx.run(transactionId)]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('runs outside() on the pool, kept when the transaction rolls back', async () => {
    await expect(
      tx.run(async () => {
        await note(1);
        await tx.outside(async () => {
          expect(tx.inTransaction).toBe(false);
          await note(2);
        });
        expect(tx.inTransaction).toBe(true);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await notes()).toEqual([2]);
  });

  it('sees no transaction in a callback that outlives it', async () => {
    let open!: () => void;
    const committed = new Promise<void>((resolve) => {
      open = resolve;
    });
    let later!: Promise<boolean>;
    await tx.run(async () => {
      // Registered inside the run, so it carries the run's context; it runs after the commit.
      later = committed.then(() => tx.inTransaction);
      await transactionId();
    });
    open();
    expect(await later).toBe(false);
  });

  it('takes advisory locks only inside a transaction', async () => {
    await expect(tx.lock('notes:1')).rejects.toThrow('outside a transaction');
    await tx.run(async () => {
      await tx.lock('notes:1');
      const [held] = await t.db.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_locks
          WHERE locktype = 'advisory' AND granted
            AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(held?.n).toBe(1);
    });
  });
});
