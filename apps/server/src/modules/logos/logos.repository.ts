import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { inUserLock } from '../../db/user-lock';
import type { LogoTable } from '../../db/schema';

export type LogoRow = Selectable<LogoTable>;

export function createLogosRepository(db: Db) {
  return {
    async findOwned(id: string, userId: string): Promise<LogoRow | undefined> {
      return db.selectFrom('logos').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },
    /**
     * Inserts the row unless the user already uploaded `max` logos since `since` (false then).
     * Under the user's lock (db/user-lock.ts), so concurrent uploads of one user cannot pass
     * the limit.
     */
    async insertCapped(row: LogoRow, max: number, since: string): Promise<boolean> {
      return inUserLock(db, row.user_id, async (trx) => {
        const count = await trx
          .selectFrom('logos')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', row.user_id)
          .where('created_at', '>=', since)
          .executeTakeFirst();
        if (Number(count?.n ?? 0) >= max) return false;
        await trx.insertInto('logos').values(row).execute();
        return true;
      });
    },
  };
}

export type LogosRepository = ReturnType<typeof createLogosRepository>;
