import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './database';

/**
 * Runs `work` in a transaction that first locks the user's profile row, so that two requests
 * of one user that count their rows and then insert (saved decals, logos, API tokens) cannot
 * both pass a cap. PostgreSQL: a no-op UPDATE takes the row lock until commit; SQLite runs one
 * write transaction at a time anyway.
 */
export function inUserLock<T>(db: Db, userId: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set((eb) => ({ plan: eb.ref('plan') }))
      .where('id', '=', userId)
      .execute();
    return work(trx);
  });
}
