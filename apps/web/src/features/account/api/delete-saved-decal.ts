import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SAVED_DECALS_KEY, type SavedDecal } from './get-saved-decals';

/** DELETE /api/saved-decals/:id → {success: true}. */
export async function deleteSavedDecal(id: string): Promise<void> {
  await api<{ success: boolean }>(`/api/saved-decals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedDecal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedDecal,
    onSuccess: (_data, id) => {
      qc.setQueryData<SavedDecal[]>(SAVED_DECALS_KEY, (prev) => (prev ?? []).filter((d) => d.id !== id));
    },
  });
}
