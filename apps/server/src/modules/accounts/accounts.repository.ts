import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** `emailVerified` is a boolean on PostgreSQL and 0/1 on SQLite: NOT works on both. */
const unverified = sql<boolean>`not ${sql.ref('emailVerified')}`;

/** better-auth's user rows as far as account clean-up needs them. */
export function createAccountsRepository(db: Db) {
  return {
    /** Unconfirmed accounts, oldest first (at most `limit`); `createdAt` as better-auth stored it. */
    async unverified(limit: number): Promise<Array<{ id: string; createdAt: string | Date | number }>> {
      return db.selectFrom('user').select(['id', 'createdAt']).where(unverified).orderBy('createdAt').limit(limit).execute();
    },
    /** Removes an account that was never confirmed: sessions, credentials, profile and user in one transaction. */
    async removeUnverified(userId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('user').select('id').where('id', '=', userId).where(unverified).executeTakeFirst();
        if (!user) return false;
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        await trx.deleteFrom('profiles').where('id', '=', userId).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
        return true;
      });
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
