import { Box, Download, ImageOff, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { SavedDecal } from '../../../lib/saved-decals/get-saved-decals';

export interface SavedDecalTileProps {
  decal: SavedDecal;
  onDownload?: (decal: SavedDecal) => void;
  downloading: boolean;
  deleting: boolean;
  onDelete: (decal: SavedDecal) => void;
  /** Opens or closes this decal's preview on the car (shown by the card above the grid). */
  onTogglePreview?: (decal: SavedDecal) => void;
  previewOpen?: boolean;
}

export function SavedDecalTile({
  decal,
  onDownload,
  downloading,
  deleting,
  onDelete,
  onTogglePreview,
  previewOpen = false,
}: SavedDecalTileProps) {
  const date = new Date(decal.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface-2" data-testid="saved-decal">
      {decal.signedUrl ? (
        <img
          src={decal.signedUrl}
          alt={`Saved decal: ${decal.prompt || 'untitled'}`}
          loading="lazy"
          className="aspect-square w-full bg-bg object-cover"
        />
      ) : (
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 bg-bg text-sm text-muted">
          <ImageOff aria-hidden="true" className="h-6 w-6" />
          Image unavailable
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <p className="line-clamp-2 text-sm" title={decal.prompt}>
          {decal.prompt || 'Untitled decal'}
        </p>
        <p className="text-xs text-muted">
          <time dateTime={decal.created_at}>{date}</time>
        </p>
        {onTogglePreview && decal.signedUrl && (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={previewOpen}
            aria-controls={previewOpen ? 'saved-decal-preview' : undefined}
            onClick={() => onTogglePreview(decal)}
          >
            <Box aria-hidden="true" className="h-4 w-4" /> {previewOpen ? 'Hide car preview' : 'View on car'}
          </Button>
        )}
        <div className="mt-auto flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="flex-1"
            onClick={onDownload ? () => onDownload(decal) : undefined}
            disabled={!onDownload || downloading}
            title={onDownload ? undefined : 'Download coming soon'}
          >
            <Download aria-hidden="true" className="h-4 w-4" /> {downloading ? 'Downloading...' : 'Download'}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onDelete(decal)}
            disabled={deleting}
            aria-label={`Delete saved decal ${decal.prompt}`}
            className="text-danger"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
