import { Boxes, CircleCheck, FolderDown, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CAR_BODY_INFO } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import type { DecalPackageDownload, PackageAction } from '../hooks/use-decal-package-download';
import { usePackagePrebuild } from '../hooks/use-package-prebuild';
import { PACKAGE_ACTION_TEXT } from '../lib/install-messages';
import type { PackageInput } from '../types';
import { PresetFileOption } from './preset-file-option';

export interface VariantPackageActionsProps {
  input: PackageInput;
  pkg: DecalPackageDownload;
  /**
   * The decal on the car, shown in the confirmation once its package is done (the route composes
   * it from the 3D preview feature: features do not import each other).
   */
  renderPreview?: () => ReactNode;
}

/** Highest toast id so far (sonner numbers toasts that get no id of their own). */
function lastToastId(): number {
  return toast.getHistory().reduce((max, t) => (typeof t.id === 'number' && t.id > max ? t.id : max), 0);
}

/**
 * Whether a success toast was shown after `mark` and no error toast: the download hook tells the
 * outcome of a package only by its toasts (`MESSAGES.download.success`, the folder's "installed",
 * or an error), so the confirmation follows them.
 */
function succeededSince(mark: number): boolean {
  const since = toast.getHistory().filter((t) => typeof t.id === 'number' && t.id > mark && 'type' in t);
  return since.some((t) => 'type' in t && t.type === 'success') && !since.some((t) => 'type' in t && t.type === 'error');
}

function confirmationText(action: PackageAction, bodyName: string): string {
  if (action === 'folder') return `Installed. This is how it will look on your ${bodyName}:`;
  if (action === 'all-bodies') return `Downloaded for Octane, Fennec and Dominus. This is how it will look on your ${bodyName}:`;
  return `Downloaded. This is how it will look on your ${bodyName}:`;
}

/**
 * Extra package actions under a variant: one ZIP with Octane, Fennec and Dominus, (Chromium)
 * Install to folder, and the preset-name option used by every download (remembered locally).
 * When a package of this variant (any of these or Download ZIP) is done, a confirmation shows
 * the decal on the car until it is closed.
 */
export function VariantPackageActions({ input, pkg, renderPreview }: VariantPackageActionsProps) {
  usePackagePrebuild(pkg, input); // the result on screen is packaged ahead of the click
  const jobId = input.jobId;
  const running = pkg.busy?.id === input.id ? pkg.busy.action : null;
  const disabled = pkg.busy !== null;
  const [confirmed, setConfirmed] = useState<PackageAction | null>(null);
  const run = useRef<{ action: PackageAction; mark: number } | null>(null);
  const headingId = useId();
  const bodyName = CAR_BODY_INFO[input.carBody]?.name ?? input.carBody;

  useEffect(() => {
    if (running) {
      // the hook has already shown its "Preparing…" toast: only later toasts tell the outcome
      run.current ??= { action: running, mark: lastToastId() };
      return;
    }
    const finished = run.current;
    run.current = null;
    if (finished && succeededSince(finished.mark)) setConfirmed(finished.action);
  }, [running]);

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
      {confirmed && (
        <section
          aria-labelledby={headingId}
          className="overflow-hidden rounded-lg border border-border bg-surface-2 sm:col-span-2"
          data-testid="package-confirmation"
          data-action={confirmed}
        >
          <div className="flex items-start justify-between gap-2 px-3 pt-3">
            <div className="flex items-start gap-2">
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden />
              <div>
                <h3 id={headingId} className="text-sm font-semibold">
                  Package ready
                </h3>
                <p className="text-xs text-muted" role="status">
                  {confirmationText(confirmed, bodyName)}
                </p>
              </div>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setConfirmed(null)} aria-label="Close the package confirmation">
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </div>
          {renderPreview?.()}
        </section>
      )}
    </div>
  );
}
