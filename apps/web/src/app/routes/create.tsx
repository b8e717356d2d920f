import { CarPreview } from '../../features/car-preview/components/car-preview';
import { usePreloadCarPreview } from '../../features/car-preview/hooks/use-preload-car-preview';
import { CreatePage } from '../../features/create/components/create-page';
import type { Variant } from '../../features/create/types';
import { VariantPackageActions } from '../../features/decal-package/components/variant-package-actions';
import { useDecalPackageDownload } from '../../features/decal-package/hooks/use-decal-package-download';
import { packageInputFromVariant } from '../../features/decal-package/lib/package-input';
import { RequireAuth } from '../../lib/auth/require-auth';

/** The 3D preview of a variant: under its flat texture and in its package confirmation. */
function variantPreview(v: Variant) {
  return v.meta ? <CarPreview body={v.meta.carBody} finish={v.meta.finish} chassis={v.meta.chassis} imageUrl={v.thumbnailUrl} /> : null;
}

export function Component() {
  const pkg = useDecalPackageDownload();
  usePreloadCarPreview();
  return (
    <RequireAuth>
      <CreatePage
        onDownload={(v) => void pkg.download(packageInputFromVariant(v))}
        downloadingId={pkg.downloadingId}
        renderVariantExtras={(v) => (
          <VariantPackageActions input={packageInputFromVariant(v)} pkg={pkg} renderPreview={() => variantPreview(v)} />
        )}
        renderVariantPreview={variantPreview}
      />
    </RequireAuth>
  );
}
