import { Boxes, FolderDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { DecalPackageDownload } from '../hooks/use-decal-package-download';
import { usePackagePrebuild } from '../hooks/use-package-prebuild';
import { PACKAGE_ACTION_TEXT } from '../lib/install-messages';
import type { PackageInput } from '../types';
import { PresetFileOption } from './preset-file-option';

export interface VariantPackageActionsProps {
  input: PackageInput;
  pkg: DecalPackageDownload;
}

/**
 * Extra package actions under a variant: one ZIP with Octane, Fennec and Dominus, (Chromium)
 * Install to folder, and the preset-name option used by every download (remembered locally).
 */
export function VariantPackageActions({ input, pkg }: VariantPackageActionsProps) {
  usePackagePrebuild(pkg, input); // the result on screen is packaged ahead of the click
  const jobId = input.jobId;
  const running = pkg.busy?.id === input.id ? pkg.busy.action : null;
  const disabled = pkg.busy !== null;
  return (
    <div className="-mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="package-actions">
      {jobId && (
        <Button
          variant="ghost"
          size="sm"
          className="border border-border"
          disabled={disabled}
          onClick={() => void pkg.downloadAllBodies(jobId, input)}
        >
          <Boxes className="h-4 w-4" aria-hidden />
          {running === 'all-bodies' ? PACKAGE_ACTION_TEXT.allBodiesBusy : PACKAGE_ACTION_TEXT.allBodies}
        </Button>
      )}
      {pkg.canInstallToFolder && (
        <Button
          variant="ghost"
          size="sm"
          className="border border-border"
          disabled={disabled}
          title={PACKAGE_ACTION_TEXT.installHint}
          onClick={() => void pkg.installToFolder(input)}
        >
          <FolderDown className="h-4 w-4" aria-hidden />
          {running === 'folder' ? PACKAGE_ACTION_TEXT.installBusy : PACKAGE_ACTION_TEXT.installToFolder}
        </Button>
      )}
      <PresetFileOption pkg={pkg} className="sm:col-span-2" />
    </div>
  );
}
