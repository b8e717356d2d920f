import { MESSAGES, type JobDetails } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

/** GET /api/jobs/:id (owner only). */
export async function getJob(id: string, signal?: AbortSignal): Promise<JobDetails> {
  return api<JobDetails>(`/api/jobs/${encodeURIComponent(id)}`, { signal, fallbackMessage: MESSAGES.create.generateFailed });
}

/** The finished job's PNG: an authenticated same-origin URL usable directly as an img src. */
export function jobImageUrl(id: string): string {
  return `/api/jobs/${encodeURIComponent(id)}/image`;
}
