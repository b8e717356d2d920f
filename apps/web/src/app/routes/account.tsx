import { CAR_BODIES, FINISHES, type CarBody, type Finish } from '@decalforge/shared';
import { AccountPage } from '../../features/account/components/account-page';
import { CarPreview } from '../../features/car-preview/components/car-preview';
import { PresetFileOption } from '../../features/decal-package/components/preset-file-option';
import { useDecalPackageDownload } from '../../features/decal-package/hooks/use-decal-package-download';
import { packageInputFromSavedDecal } from '../../features/decal-package/lib/package-input';
import { RequireAuth } from '../../lib/auth/require-auth';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The body a saved decal was made for (older or foreign rows without one show on the Octane). */
function savedBody(body: string | undefined): CarBody {
  return (CAR_BODIES as readonly string[]).includes(body ?? '') ? (body as CarBody) : 'octane';
}

function savedFinish(finish: string | undefined): Finish | undefined {
  return (FINISHES as readonly string[]).includes(finish ?? '') ? (finish as Finish) : undefined;
}

export function Component() {
  useDocumentTitle('Account', 'Your DecalForge plan, usage and saved decals.');
  const pkg = useDecalPackageDownload();
  return (
    <RequireAuth>
      <AccountPage
        onDownload={(d) => void pkg.download(packageInputFromSavedDecal(d))}
        downloadingId={pkg.downloadingId}
        downloadOptions={<PresetFileOption pkg={pkg} />}
        renderPreview={(d) =>
          d.signedUrl ? (
            <CarPreview
              key={d.id}
              body={savedBody(d.generation_settings.body)}
              finish={savedFinish(d.generation_settings.finish)}
              imageUrl={d.signedUrl}
            />
          ) : null
        }
      />
    </RequireAuth>
  );
}
