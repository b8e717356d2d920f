import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSavedDecal } from '../../../lib/saved-decals/delete-saved-decal';
import { SAVED_DECALS_KEY, useSavedDecals, type SavedDecal } from '../../../lib/saved-decals/get-saved-decals';
import { useSaveDecal } from '../api/save-decal';
import type { Variant } from '../types';

/**
 * Keep / un-keep variants. A variant is kept when one of the user's saved decals was made from
 * its job (saved decal job_id = variantId), so the state survives reloads.
 */
export function useKeepVariants() {
  const qc = useQueryClient();
  const saved = useSavedDecals();
  const save = useSaveDecal();
  const remove = useDeleteSavedDecal();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const savedByJob = useMemo(() => {
    const map = new Map<string, string>();
    for (const d of saved.data ?? []) {
      const jobId = d.job_id;
      if (jobId && !map.has(jobId)) map.set(jobId, d.id);
    }
    return map;
  }, [saved.data]);
  const keptIds = useMemo<ReadonlySet<string>>(() => new Set(savedByJob.keys()), [savedByJob]);

  const setBusy = (id: string, on: boolean) =>
    setBusyIds((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggle = useCallback(
    async (variant: Variant) => {
      const id = variant.variantId;
      setBusy(id, true);
      try {
        const savedId = savedByJob.get(id);
        if (savedId) {
          try {
            await remove.mutateAsync(savedId);
          } catch (e) {
            if (!(e instanceof ApiError && e.status === 404)) {
              toast.error(MESSAGES.keep.removeFailed);
              return;
            }
            // Already gone: the collection no longer has it, which is what the user asked for.
            qc.setQueryData<SavedDecal[]>(SAVED_DECALS_KEY, (prev) => (prev ?? []).filter((d) => d.id !== savedId));
          }
          toast.success(MESSAGES.keep.removed);
        } else {
          try {
            await save.mutateAsync({ jobId: id });
            toast.success(MESSAGES.keep.saved);
          } catch (e) {
            toast.error(MESSAGES.keep.saveFailed(e instanceof Error ? e.message : 'Unknown error'));
          }
        }
      } finally {
        setBusy(id, false);
      }
    },
    [savedByJob, remove, save, qc],
  );

  return { keptIds, busyIds, toggle };
}
