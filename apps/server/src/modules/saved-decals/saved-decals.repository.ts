import type { Db } from '../../db/database';
import type { Selectable } from 'kysely';
import type { SavedDecalTable } from '../../db/schema';

export type SavedDecalRow = Selectable<SavedDecalTable>;

export function createSavedDecalsRepository(db: Db) {
  return {
    async listByUser(userId: string): Promise<SavedDecalRow[]> {
      return db.selectFrom('saved_decals').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    async findOwned(id: string, userId: string): Promise<SavedDecalRow | undefined> {
      return db.selectFrom('saved_decals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },
    /** Inserts the row, then runs `afterInsert` (the file write) in the same transaction. */
    async insertWith(row: SavedDecalRow, afterInsert: () => Promise<void>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('saved_decals').values(row).execute();
        await afterInsert();
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
