import { Download, Heart, ImageOff, Layers } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { CAR_BODY_INFO, FINISH_INFO } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { Variant } from '../types';

export interface VariantCardProps {
  variant: Variant;
  index: number;
  kept: boolean;
  keepBusy: boolean;
  busy: boolean;
  onToggleKeep: (variant: Variant) => void;
  onMoreLikeThis: (variant: Variant) => void;
  onDownload?: (variant: Variant) => void;
  downloading: boolean;
  /** Extra actions under the buttons (the route adds the package actions). */
  extraActions?: ReactNode;
  /** Shown under the flat texture (the route adds the 3D preview). */
  preview?: ReactNode;
}

/** One generated decal with Keep, More Like This and Download ZIP. */
export function VariantCard({
  variant,
  index,
  kept,
  keepBusy,
  busy,
  onToggleKeep,
  onMoreLikeThis,
  onDownload,
  downloading,
  extraActions,
  preview,
}: VariantCardProps) {
  const [broken, setBroken] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // An image already in the cache may finish before React attaches onLoad: check once on mount.
  const imgRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);
  const meta = variant.meta;
  const alt = meta ? `Generated decal ${index + 1}: ${meta.prompt}` : `Generated decal ${index + 1}`;
  return (
    <article
      className="overflow-hidden rounded-[var(--radius-card)] border border-border bg-surface"
      aria-label={`Variant ${index + 1}`}
      data-variant-id={variant.variantId}
    >
      <div className="relative aspect-square bg-surface-2" aria-busy={!loaded && !broken}>
        {!loaded && !broken && (
          <div
            className="bg-grid absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted"
            data-testid="variant-loading"
          >
            <div className="tile-skeleton absolute inset-0" aria-hidden />
            <span className="relative">Loading your decal…</span>
          </div>
        )}
        {broken ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-sm text-muted">
            <ImageOff className="h-8 w-8" aria-hidden />
            Image unavailable
          </div>
        ) : (
          <img
            ref={imgRef}
            src={variant.thumbnailUrl}
            alt={alt}
            width={2048}
            height={2048}
            decoding="async"
            className={cn('relative h-full w-full object-contain transition-opacity duration-300', loaded ? 'opacity-100' : 'opacity-0')}
            onLoad={() => setLoaded(true)}
            onError={() => setBroken(true)}
          />
        )}
        {kept && (
          <Badge tone="success" className="absolute left-3 top-3 gap-1 bg-bg/80 backdrop-blur">
            <Heart className="h-3 w-3 fill-current" aria-hidden /> Kept
          </Badge>
        )}
      </div>
      {preview}
      <div className="space-y-3 p-4">
        {meta && (
          <div className="space-y-1">
            <p className="line-clamp-2 text-sm" title={meta.prompt}>
              {meta.prompt}
            </p>
            <p className="text-xs text-muted">
              {CAR_BODY_INFO[meta.carBody]?.name ?? meta.carBody} · {FINISH_INFO[meta.finish]?.name ?? meta.finish}
              {meta.seed !== null && <> · Seed {meta.seed}</>}
            </p>
          </div>
        )}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Button
            variant={kept ? 'outline' : 'secondary'}
            size="sm"
            aria-pressed={kept}
            disabled={keepBusy || broken}
            onClick={() => onToggleKeep(variant)}
            className={cn(kept && 'text-success border-success hover:bg-success/10')}
          >
            <Heart className={cn('h-4 w-4', kept && 'fill-current')} aria-hidden />
            {kept ? 'Kept' : 'Keep'}
          </Button>
          <Button variant="secondary" size="sm" disabled={busy || broken} onClick={() => onMoreLikeThis(variant)}>
            <Layers className="h-4 w-4" aria-hidden />
            More Like This
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!onDownload || downloading || broken}
            title={onDownload ? undefined : 'Download coming soon'}
            onClick={() => onDownload?.(variant)}
          >
            <Download className="h-4 w-4" aria-hidden />
            {downloading ? 'Downloading...' : 'Download ZIP'}
          </Button>
        </div>
        {extraActions}
      </div>
    </article>
  );
}
