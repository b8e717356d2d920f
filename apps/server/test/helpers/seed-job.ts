import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/database';
import type { JobTable } from '../../src/db/schema';

/**
 * Inserts a job row directly, as if generated earlier (to reach a plan's limit or own a job
 * quickly): a finished job with no image unless the caller says otherwise.
 */
export async function seedJob(db: Db, job: Pick<Insertable<JobTable>, 'id' | 'user_id'> & Partial<Insertable<JobTable>>): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      status: 'COMPLETE',
      prompt: 'p',
      improved_prompt: 'p',
      settings: '{}',
      error: null,
      image_key: null,
      used_credit: 0,
      created_at: new Date().toISOString(),
      finished_at: null,
      ...job,
    })
    .execute();
}
