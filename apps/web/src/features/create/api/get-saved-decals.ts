import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationSettings } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export interface SavedDecalRecord {
  id: string;
  user_id: string;
  image_url: string;
  prompt: string;
  improved_prompt: string;
  generation_settings: GenerationSettings;
  job_id?: string | null;
  jobId?: string | null;
  created_at: string;
  signedUrl: string | null;
}

export const SAVED_DECALS_KEY = ['saved-decals'] as const;

/** GET /api/saved-decals: the user's kept decals, newest first. */
export async function getSavedDecals(): Promise<SavedDecalRecord[]> {
  const res = await api<{ decals: SavedDecalRecord[] }>('/api/saved-decals');
  return res.decals;
}

export const savedDecalsQueryOptions = () => queryOptions({ queryKey: SAVED_DECALS_KEY, queryFn: getSavedDecals });

export function useSavedDecals(enabled = true) {
  return useQuery({ ...savedDecalsQueryOptions(), enabled });
}

/** The job a saved decal was made from (variantId = jobId on the Create page). */
export function savedDecalJobId(d: SavedDecalRecord): string | null {
  return d.job_id ?? d.jobId ?? null;
}
