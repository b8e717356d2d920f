import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenerationSettings } from '@decalforge/shared';
import { api } from '../../../lib/api-client';

export interface SavedDecal {
  id: string;
  user_id: string;
  image_url: string;
  prompt: string;
  improved_prompt: string;
  generation_settings: GenerationSettings;
  created_at: string;
  /** Signed link to the image; null when it could not be made. */
  signedUrl: string | null;
}

/** Same cache entry as the Create page's saved decals (an array, newest first). */
export const SAVED_DECALS_KEY = ['saved-decals'] as const;

/** GET /api/saved-decals → {decals}, newest first. */
export async function getSavedDecals(): Promise<SavedDecal[]> {
  const res = await api<{ decals: SavedDecal[] }>('/api/saved-decals');
  return res.decals;
}

export const savedDecalsQueryOptions = () => queryOptions({ queryKey: SAVED_DECALS_KEY, queryFn: getSavedDecals });

export function useSavedDecals() {
  return useQuery(savedDecalsQueryOptions());
}
