import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { ApiTokenTable } from '../../db/schema';
import { inUserLock } from '../../db/user-lock';

export type ApiTokenRow = Selectable<ApiTokenTable>;

export function createApiTokensRepository(db: Db) {
  return {
    /**
     * Inserts the row unless the user already has `max` active tokens (false then). Under the
     * user's lock (db/user-lock.ts), so concurrent requests of one user cannot pass the limit.
     */
    async insertCapped(row: ApiTokenRow, max: number): Promise<boolean> {
      return inUserLock(db, row.user_id, async (trx) => {
        const count = await trx
          .selectFrom('api_tokens')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', row.user_id)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(count?.n ?? 0) >= max) return false;
        await trx.insertInto('api_tokens').values(row).execute();
        return true;
      });
    },

    /** The user's active tokens, newest first. */
    async listActive(userId: string): Promise<ApiTokenRow[]> {
      return db
        .selectFrom('api_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Revokes the user's active token; false when there is none with this id (or it is someone else's). */
    async revoke(id: string, userId: string, now: string): Promise<boolean> {
      const res = await db
        .updateTable('api_tokens')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** The active token with this hash and its owner's e-mail. */
    async findActiveByHash(hash: string): Promise<(ApiTokenRow & { email: string }) | undefined> {
      return db
        .selectFrom('api_tokens')
        .innerJoin('user', 'user.id', 'api_tokens.user_id')
        .selectAll('api_tokens')
        .select('user.email')
        .where('api_tokens.token_hash', '=', hash)
        .where('api_tokens.revoked_at', 'is', null)
        .executeTakeFirst();
    },

    async touch(id: string, now: string): Promise<void> {
      await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
