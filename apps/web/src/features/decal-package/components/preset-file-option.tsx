import { cn } from '../../../lib/cn';
import type { DecalPackageDownload } from '../hooks/use-decal-package-download';
import { PACKAGE_ACTION_TEXT } from '../lib/install-messages';

export interface PresetFileOptionProps {
  /** The page's package download hook: the option is its state, remembered in localStorage. */
  pkg: Pick<DecalPackageDownload, 'presetFile' | 'setPresetFile' | 'busy'>;
  className?: string;
}

/**
 * Package option "Template.json (also works with ALXS-RL-Mod)": names the preset in each car
 * folder Template.json instead of decal.json. One component for every page that downloads
 * (Create, Account), so the label, the hint and the stored choice are the same everywhere.
 */
export function PresetFileOption({ pkg, className }: PresetFileOptionProps) {
  return (
    <label className={cn('flex items-center gap-2 text-xs text-muted', className)} title={PACKAGE_ACTION_TEXT.templateJsonHint}>
      <input
        type="checkbox"
        className="h-3.5 w-3.5 accent-current"
        checked={pkg.presetFile === 'Template.json'}
        disabled={pkg.busy !== null}
        onChange={(e) => pkg.setPresetFile(e.target.checked ? 'Template.json' : 'decal.json')}
      />
      {PACKAGE_ACTION_TEXT.templateJson}
    </label>
  );
}
