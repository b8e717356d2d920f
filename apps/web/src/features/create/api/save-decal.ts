import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveDecalRequest } from '@decalforge/shared';
import { api } from '../../../lib/api-client';
import { SAVED_DECALS_KEY, type SavedDecal } from '../../../lib/saved-decals/get-saved-decals';

/**
 * POST /api/saved-decals {jobId} → 201 {decal}: keeps a generated decal in the user's collection.
 * The server copies the job's prompt and settings; the client has nothing to add.
 */
export async function saveDecal(body: SaveDecalRequest): Promise<SavedDecal> {
  const res = await api<{ decal: SavedDecal }>('/api/saved-decals', { body });
  return res.decal;
}

export function useSaveDecal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveDecal,
    onSuccess: (decal) => {
      qc.setQueryData<SavedDecal[]>(SAVED_DECALS_KEY, (prev) => [decal, ...(prev ?? []).filter((d) => d.id !== decal.id)]);
    },
  });
}
