import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { lockForTransaction } from './advisory-lock';

// The unit of work a request or job is in (ADR 0018). `run` opens a transaction, or joins the one
// already open in this async context, and `manager` is that transaction's EntityManager (the
// pool's default manager outside one), so services no longer pass a manager to each other.
@Injectable()
export class TransactionContext {
  private readonly open = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  get manager(): EntityManager {
    return this.current() ?? this.db.manager;
  }

  get inTransaction(): boolean {
    return this.current() !== undefined;
  }

  // Runs work in a transaction: committed when it resolves, rolled back when it throws. Nested
  // calls join the outer transaction (a second connection would wait on the outer one's row and
  // advisory locks forever), so an inner throw rolls back only if it reaches the outermost run.
  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    return this.db.transaction((manager) => this.open.run(manager, work));
  }

  // Runs work on the pool, apart from any open transaction: for what must stay recorded when the
  // caller's transaction rolls back (a wrong code still counts against the account).
  outside<T>(work: () => Promise<T>): Promise<T> {
    return this.open.exit(work);
  }

  // An advisory lock held until the current transaction ends (see lockForTransaction).
  async lock(key: string): Promise<void> {
    const manager = this.current();
    // Outside a transaction the lock would be released as soon as it was taken.
    if (manager === undefined) throw new Error(`lock ${key} taken outside a transaction`);
    await lockForTransaction(manager, key);
  }

  // A callback that outlived its transaction (a timer started inside it) is in none.
  private current(): EntityManager | undefined {
    const manager = this.open.getStore();
    const runner = manager?.queryRunner;
    return runner?.isTransactionActive && !runner.isReleased ? manager : undefined;
  }
}
