import { MESSAGES, type JobStatus } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export interface JobDetails {
  id: string;
  status: JobStatus;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  seed: number | null;
  settings?: { carBody?: string; finish?: string; chassis?: string; seed?: number | null; variationStrength?: number } | null;
}

/** GET /api/jobs/:id (owner only). */
export async function getJob(id: string, signal?: AbortSignal): Promise<JobDetails> {
  return api<JobDetails>(`/api/jobs/${encodeURIComponent(id)}`, { signal, fallbackMessage: MESSAGES.create.generateFailed });
}

/** The finished job's PNG: an authenticated same-origin URL usable directly as an img src. */
export function jobImageUrl(id: string): string {
  return `/api/jobs/${encodeURIComponent(id)}/image`;
}
