import { lockForTransaction } from '../src/common/database/advisory-lock';
import { startTestDatabase, type TestDatabase } from './test-app';

describe('lockForTransaction', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await startTestDatabase();
  });

  afterAll(async () => {
    await t.close();
  });

  // Resolves once some backend waits for an advisory lock.
  async function someoneWaits(): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      const [row] = await t.db.query<{ waiting: number }[]>(
        "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      if ((row?.waiting ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('nobody waited for the lock');
  }

  it('holds a key until the transaction ends, and only that key', async () => {
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const firstLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = t.db.transaction(async (manager) => {
      await lockForTransaction(manager, 'statement-upload:a');
      order.push('first locked');
      locked();
      await released;
      order.push('first done');
    });
    await firstLocked;

    // Another key is free meanwhile.
    await t.db.transaction((manager) => lockForTransaction(manager, 'statement-upload:b'));

    const second = t.db.transaction(async (manager) => {
      await lockForTransaction(manager, 'statement-upload:a');
      order.push('second locked');
    });
    await someoneWaits();
    expect(order).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first done', 'second locked']);
  });
});
