import { AccountPage } from '../../features/account/components/account-page';
import { ApiTokensCard } from '../../features/api-tokens/components/api-tokens-card';
import { CarPreview } from '../../features/car-preview/components/car-preview';
import { usePreloadCarPreview } from '../../features/car-preview/hooks/use-preload-car-preview';
import { PresetFileOption } from '../../features/decal-package/components/preset-file-option';
import { useDecalPackageDownload } from '../../features/decal-package/hooks/use-decal-package-download';
import { packageInputFromSavedDecal } from '../../features/decal-package/lib/package-input';
import { RequireAuth } from '../../lib/auth/require-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Account', 'Your DecalForge plan, usage and saved decals.');
  const pkg = useDecalPackageDownload();
  usePreloadCarPreview();
  return (
    <RequireAuth>
      <AccountPage
        onDownload={(d) => void pkg.download(packageInputFromSavedDecal(d))}
        downloadingId={pkg.downloadingId}
        downloadOptions={<PresetFileOption pkg={pkg} />}
        apiTokens={<ApiTokensCard />}
        renderPreview={(d) =>
          d.signedUrl ? (
            <CarPreview
              key={d.id}
              body={d.generation_settings.carBody}
              finish={d.generation_settings.finish}
              chassis={d.generation_settings.chassis}
              imageUrl={d.signedUrl}
            />
          ) : null
        }
      />
    </RequireAuth>
  );
}
