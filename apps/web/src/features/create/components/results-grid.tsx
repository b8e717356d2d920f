import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import type { Variant } from '../types';
import { favouritesText } from '../utils/quota-display';
import { VariantCard } from './variant-card';

export interface ResultsGridProps {
  variants: Variant[];
  keptIds: ReadonlySet<string>;
  keepBusyIds: ReadonlySet<string>;
  loading: boolean;
  onToggleKeep: (variant: Variant) => void;
  onMoreLikeThis: (variant: Variant) => void;
  onRegenerateAll: () => void;
  /** Supplied by the route once the ZIP builder exists; without it the button is disabled. */
  onDownload?: (variant: Variant) => void;
  downloadingId?: string | null;
  /** Extra actions rendered under each variant's buttons (supplied by the route). */
  renderVariantExtras?: (variant: Variant) => ReactNode;
  renderVariantPreview?: (variant: Variant) => ReactNode;
}

/** The variants grid with Regenerate All and a footer counting favourites. */
export function ResultsGrid({
  variants,
  keptIds,
  keepBusyIds,
  loading,
  onToggleKeep,
  onMoreLikeThis,
  onRegenerateAll,
  onDownload,
  downloadingId,
  renderVariantExtras,
  renderVariantPreview,
}: ResultsGridProps) {
  const favourites = variants.filter((v) => keptIds.has(v.variantId)).length;
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="results-heading" className="font-[family-name:var(--font-display)] text-2xl font-bold">
          Your Decal
        </h2>
        <Button variant="secondary" size="sm" onClick={onRegenerateAll} disabled={loading}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Regenerate All
        </Button>
      </div>
      <div className={variants.length > 1 ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
        {variants.map((v, i) => (
          <VariantCard
            key={v.variantId}
            variant={v}
            index={i}
            kept={keptIds.has(v.variantId)}
            keepBusy={keepBusyIds.has(v.variantId)}
            busy={loading}
            onToggleKeep={onToggleKeep}
            onMoreLikeThis={onMoreLikeThis}
            onDownload={onDownload}
            downloading={downloadingId === v.variantId}
            extraActions={renderVariantExtras?.(v)}
            preview={renderVariantPreview?.(v)}
          />
        ))}
      </div>
      <p className="border-t border-border pt-3 text-sm text-muted" data-testid="favourites-count">
        {variants.length} variant{variants.length === 1 ? '' : 's'} · {favouritesText(favourites)}
      </p>
    </section>
  );
}
