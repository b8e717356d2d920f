import { sql, type Kysely } from 'kysely';

/**
 * Saved decals used to store the settings the browser claimed (issue 13); a kept decal now
 * copies its job's recorded settings. Rows whose job still exists get the job's settings here;
 * rows without one keep theirs and are read in the old shape (see generation-settings.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE saved_decals
    SET generation_settings = (SELECT j.settings FROM jobs j WHERE j.id = saved_decals.job_id)
    WHERE EXISTS (SELECT 1 FROM jobs j WHERE j.id = saved_decals.job_id)
  `.execute(db);
}

/** Nothing to undo: the old shape is still read, and the browser's claims are not worth restoring. */
export async function down(): Promise<void> {}
