import type { Db } from '../../db/database';
import { inUserLock } from '../../db/user-lock';
import type { Selectable } from 'kysely';
import type { SavedDecalTable } from '../../db/schema';

export type SavedDecalRow = Selectable<SavedDecalTable>;

export function createSavedDecalsRepository(db: Db) {
  return {
    async listByUser(userId: string): Promise<SavedDecalRow[]> {
      return db
        .selectFrom('saved_decals')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
    async countByUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('saved_decals')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /**
     * Inserts the row unless the user already has `max` saved decals (false then). Under the user's
     * lock (db/user-lock.ts), so concurrent saves of one user cannot pass the cap.
     */
    async insertCapped(row: SavedDecalRow, max: number): Promise<boolean> {
      return inUserLock(db, row.user_id, async (trx) => {
        const count = await trx
          .selectFrom('saved_decals')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', row.user_id)
          .executeTakeFirst();
        if (Number(count?.n ?? 0) >= max) return false;
        await trx.insertInto('saved_decals').values(row).execute();
        return true;
      });
    },
    /** Deletes the row, then runs `afterDelete` (the file removal) in the same transaction. */
    async deleteWith(id: string, userId: string, afterDelete: (row: SavedDecalRow) => Promise<void>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('saved_decals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (!row) return false;
        await trx.deleteFrom('saved_decals').where('id', '=', id).where('user_id', '=', userId).execute();
        await afterDelete(row);
        return true;
      });
    },
  };
}

export type SavedDecalsRepository = ReturnType<typeof createSavedDecalsRepository>;
