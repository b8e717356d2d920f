import type { SaveDecalRequest, SavedDecal } from '@decalforge/shared';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/access';
import { newId } from '../../lib/ids';
import { BUCKETS, type Storage } from '../../storage/storage';
import { readGenerationSettings } from '../generation/generation-settings';
import { parseSettings, type JobsRepository } from '../generation/jobs.repository';
import type { SavedDecalRow, SavedDecalsRepository } from './saved-decals.repository';

/** Signed link lifetimes (docs/product-rules.md, Saved decals and storage): 86400 s when kept, 3600 s on the account page. */
export const KEEP_LINK_SECONDS = 86_400;
export const LIST_LINK_SECONDS = 3_600;

let lastStamp = 0;
/** Millisecond timestamps that never repeat within this process (file names stay unique). */
function uniqueTimestamp(): number {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return lastStamp;
}

export function savedDecalFileName(userId: string, timestamp: number): string {
  return `saved-decal-${userId}-${timestamp}.png`;
}

export const savedDecalsFullMessage = (max: number) =>
  `You can keep up to ${max} decals. Remove some from your collection to keep new ones.`;

export function createSavedDecalsService(deps: {
  repo: SavedDecalsRepository;
  jobs: JobsRepository;
  storage: Storage;
  maxPerUser: number;
}) {
  async function toView(row: SavedDecalRow, linkSeconds: number): Promise<SavedDecal> {
    let signedUrl: string | null = null;
    try {
      signedUrl = await deps.storage.signedUrl(BUCKETS.savedDecals, row.image_url, linkSeconds);
    } catch {
      signedUrl = null;
    }
    return {
      id: row.id,
      user_id: row.user_id,
      image_url: row.image_url,
      prompt: row.prompt,
      improved_prompt: row.improved_prompt,
      generation_settings: readGenerationSettings(row.generation_settings),
      job_id: row.job_id,
      created_at: row.created_at,
      signedUrl,
    };
  }

  return {
    async list(user: SessionUser): Promise<SavedDecal[]> {
      const rows = await deps.repo.listByUser(user.id);
      return Promise.all(rows.map((r) => toView(r, LIST_LINK_SECONDS)));
    },

    /**
     * Copies the job's PNG into saved-decals, then inserts the row (capped per user); a refused
     * or failed insert deletes the copy. The copy runs outside the database transaction. Prompt
     * and settings are the job's as the server recorded them (after the plan rules), never the
     * client's: a kept decal cannot claim a finish, chassis or body that was not rendered.
     */
    async keep(user: SessionUser, input: SaveDecalRequest): Promise<SavedDecal> {
      const job = await deps.jobs.findOwned(input.jobId, user.id);
      if (!job) throw notFound('Decal not found');
      if (job.status !== 'COMPLETE' || !job.image_key) throw badRequest('This decal has not finished generating');
      const stamp = uniqueTimestamp();
      const fileName = savedDecalFileName(user.id, stamp);
      const row: SavedDecalRow = {
        id: newId(),
        user_id: user.id,
        image_url: fileName,
        prompt: job.prompt,
        improved_prompt: job.improved_prompt,
        generation_settings: JSON.stringify(parseSettings(job)),
        job_id: job.id,
        created_at: new Date(stamp).toISOString(),
      };
      if ((await deps.repo.countByUser(user.id)) >= deps.maxPerUser) throw conflict(savedDecalsFullMessage(deps.maxPerUser));
      let inserted = false;
      try {
        await deps.storage.copy(BUCKETS.jobs, job.image_key, BUCKETS.savedDecals, fileName, 'image/png');
        inserted = await deps.repo.insertCapped(row, deps.maxPerUser);
      } catch (err) {
        await deps.storage.delete(BUCKETS.savedDecals, fileName).catch(() => undefined);
        if (err instanceof AppError) throw err;
        throw new AppError(500, 'Could not save the decal. Please try again.', {}, err);
      }
      if (!inserted) {
        await deps.storage.delete(BUCKETS.savedDecals, fileName).catch(() => undefined);
        throw conflict(savedDecalsFullMessage(deps.maxPerUser));
      }
      return toView(row, KEEP_LINK_SECONDS);
    },

    async remove(user: SessionUser, id: string): Promise<void> {
      const removed = await deps.repo.deleteWith(id, user.id, (row) => deps.storage.delete(BUCKETS.savedDecals, row.image_url));
      if (!removed) throw notFound('Saved decal not found');
    },
  };
}

export type SavedDecalsService = ReturnType<typeof createSavedDecalsService>;
