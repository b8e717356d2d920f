import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { parseSeed } from '../utils/build-job-request';
import { VARIATION_STEP } from '../utils/settings-reducer';

export interface AdvancedSettingsProps {
  seed: string;
  variationStrength: number;
  onSeed: (seed: string) => void;
  onVariationStrength: (value: number) => void;
}

/** Advanced: Seed (optional integer, empty = auto) and Variation Strength (0–1, step 0.05). */
export function AdvancedSettings({ seed, variationStrength, onSeed, onVariationStrength }: AdvancedSettingsProps) {
  const id = useId();
  const parsed = parseSeed(seed);
  const seedError = 'error' in parsed ? parsed.error : null;
  const percent = Math.round(variationStrength * 100);
  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={`${id}-seed`} className="mb-1 block text-sm font-medium">
          Seed
        </label>
        <Input
          id={`${id}-seed`}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Auto"
          value={seed}
          aria-invalid={Boolean(seedError) || undefined}
          aria-describedby={`${id}-seed-hint`}
          onChange={(e) => onSeed(e.target.value)}
          className="max-w-48"
        />
        <p id={`${id}-seed-hint`} className={seedError ? 'mt-1 text-xs text-danger' : 'mt-1 text-xs text-muted'} role={seedError ? 'alert' : undefined}>
          {seedError ?? 'Leave empty for a random seed. The same seed, prompt and settings give the same decal.'}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-variation`} className="mb-1 flex justify-between text-sm font-medium">
          <span>Variation Strength</span>
          <output htmlFor={`${id}-variation`} className="text-brand">
            {percent}%
          </output>
        </label>
        <input
          id={`${id}-variation`}
          type="range"
          min={0}
          max={1}
          step={VARIATION_STEP}
          value={variationStrength}
          aria-valuetext={`${percent}%`}
          onChange={(e) => onVariationStrength(Number(e.target.value))}
          className="w-full accent-[var(--color-brand)]"
        />
        <p className="mt-1 text-xs text-muted">How far More Like This moves away from the original.</p>
      </div>
    </div>
  );
}
