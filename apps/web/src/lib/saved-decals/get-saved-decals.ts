import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedDecal } from '@decalforge/shared';
import { api } from '../api-client';

export type { SavedDecal };

/** One cache entry shared by Create (Kept state) and Account (collection): newest first. */
export const SAVED_DECALS_KEY = ['saved-decals'] as const;

/** GET /api/saved-decals → {decals}: the user's kept decals with signed links. */
export async function getSavedDecals(): Promise<SavedDecal[]> {
  const res = await api<{ decals: SavedDecal[] }>('/api/saved-decals');
  return res.decals;
}

export const savedDecalsQueryOptions = () => queryOptions({ queryKey: SAVED_DECALS_KEY, queryFn: getSavedDecals });

export function useSavedDecals(enabled = true) {
  return useQuery({ ...savedDecalsQueryOptions(), enabled });
}
