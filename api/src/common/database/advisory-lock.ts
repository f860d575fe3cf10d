import type { EntityManager } from 'typeorm';

/**
 * Serialises transactions on one key until the caller's transaction ends
 * (pg_advisory_xact_lock on hashtext(key)), so a check and the write that depends on it cannot
 * interleave with another request's, in this process or another. Keys are namespaced by their
 * user, e.g. `statement-upload:<userId>`. Services take it with TransactionContext.lock, in the
 * transaction they are running.
 */
export async function lockForTransaction(manager: EntityManager, key: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}
