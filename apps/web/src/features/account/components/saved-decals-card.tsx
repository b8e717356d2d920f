import { Heart, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MESSAGES } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteSavedDecal } from '../../../lib/saved-decals/delete-saved-decal';
import { useSavedDecals, type SavedDecal } from '../../../lib/saved-decals/get-saved-decals';
import { SavedDecalTile } from './saved-decal-tile';

export interface SavedDecalsCardProps {
  /** Supplied by the route once downloads are wired; without it Download is disabled. */
  onDownload?: (decal: SavedDecal) => void;
  downloadingId?: string | null;
  /**
   * Package options shown above the decals (the route passes the download feature's own
   * controls, e.g. the preset-name option, so they match the Create page's).
   */
  downloadOptions?: ReactNode;
  /** A decal's preview on the car (the route passes the 3D preview); one is open at a time, above the grid. */
  renderPreview?: (decal: SavedDecal) => ReactNode;
}

export function SavedDecalsCard({ onDownload, downloadingId = null, downloadOptions, renderPreview }: SavedDecalsCardProps) {
  const decals = useSavedDecals();
  const remove = useDeleteSavedDecal();
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const list = decals.data ?? [];
  const previewed = renderPreview ? list.find((d) => d.id === previewId && d.signedUrl) : undefined;

  async function onDelete(decal: SavedDecal) {
    if (!window.confirm('Delete this saved decal? This cannot be undone.')) return;
    setDeletingId(decal.id);
    try {
      await remove.mutateAsync(decal.id);
      toast.success(MESSAGES.account.deleted);
    } catch {
      toast.error(MESSAGES.account.deleteFailed);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <Card aria-labelledby="saved-title">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id="saved-title" className="flex items-center gap-2 text-lg font-semibold">
          <Heart aria-hidden="true" className="h-5 w-5 text-brand" /> Saved Decals
        </h2>
        <Badge tone="muted" aria-label={`${list.length} saved decals`}>
          {decals.isPending ? '…' : list.length}
        </Badge>
      </div>
      {decals.isPending ? (
        <div className="flex items-center justify-center gap-3 py-12 text-muted">
          <Spinner label="Loading saved decals" /> Loading saved decals...
        </div>
      ) : decals.isError ? (
        <div className="py-10 text-center">
          <p className="mb-3 text-danger">Could not load your saved decals.</p>
          <Button variant="secondary" onClick={() => void decals.refetch()}>
            Try Again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="py-10 text-center">
          <Heart aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-muted" />
          <h3 className="mb-1 font-semibold">No Saved Decals Yet</h3>
          <p className="text-sm text-muted">Click the heart icon on generated decals to save them to your collection.</p>
        </div>
      ) : (
        <>
          {downloadOptions && (
            <div className="mb-4" data-testid="download-options">
              {downloadOptions}
            </div>
          )}
          {previewed && renderPreview && (
            <div
              className="mb-4 overflow-hidden rounded-xl border border-border bg-surface-2"
              id="saved-decal-preview"
              data-testid="saved-decal-preview"
            >
              <div className="flex items-center justify-between gap-2 px-4 pt-3">
                <p className="line-clamp-1 text-sm font-semibold" title={previewed.prompt}>
                  {previewed.prompt || 'Untitled decal'}
                </p>
                <Button size="sm" variant="ghost" onClick={() => setPreviewId(null)}>
                  <X aria-hidden="true" className="h-4 w-4" /> Close
                </Button>
              </div>
              {renderPreview(previewed)}
            </div>
          )}
          <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {list.map((d) => (
              <SavedDecalTile
                key={d.id}
                decal={d}
                previewOpen={previewed?.id === d.id}
                onTogglePreview={renderPreview ? (x) => setPreviewId((open) => (open === x.id ? null : x.id)) : undefined}
                onDownload={onDownload}
                downloading={downloadingId === d.id}
                deleting={deletingId === d.id}
                onDelete={(x) => void onDelete(x)}
              />
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
