import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { SAVED_DECALS_KEY, type SavedDecal } from './get-saved-decals';

/** DELETE /api/saved-decals/:id → {success: true} (removes the file and the row). */
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
