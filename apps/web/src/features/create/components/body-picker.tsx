import { Check } from 'lucide-react';
import { CAR_BODIES, CAR_BODY_INFO, type CarBody } from '@decalforge/shared';
import { cn } from '../../../lib/cn';

export interface BodyPickerProps {
  value: CarBody;
  /** Called for every body, enabled or not: the page decides (toast or select). */
  onPick: (body: CarBody) => void;
  disabled?: boolean;
}

/** Car body picker: Octane, Fennec, Dominus; Universal shown as a Pro-only beta that is coming soon. */
export function BodyPicker({ value, onPick, disabled }: BodyPickerProps) {
  return (
    <div role="group" aria-labelledby="body-picker-label">
      <p id="body-picker-label" className="mb-2 text-sm font-semibold">
        Car Body
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CAR_BODIES.map((id) => {
          const info = CAR_BODY_INFO[id];
          const selected = value === id;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={selected}
              disabled={disabled}
              title={info.description}
              onClick={() => onPick(id)}
              className={cn(
                'relative flex min-h-16 flex-col items-start rounded-lg border px-3 py-2 text-left transition-colors disabled:cursor-not-allowed',
                selected ? 'border-brand bg-brand/10' : 'border-border bg-surface-2 hover:border-brand/60',
                !info.enabled && 'border-dashed',
              )}
            >
              <span className={cn('flex w-full items-center gap-1 font-[family-name:var(--font-display)] text-base font-bold', !info.enabled && 'text-muted')}>
                {info.name}
                {selected && <Check className="ml-auto h-4 w-4 text-brand" aria-hidden />}
              </span>
              <span className="text-xs text-muted">{info.description}</span>
              {(!info.enabled || info.beta || info.proOnly) && (
                <span className="mt-1 flex flex-wrap gap-1 whitespace-nowrap">
                  {!info.enabled && <span className="rounded bg-info/15 px-1.5 text-[10px] font-semibold uppercase text-info">Soon</span>}
                  {info.beta && info.enabled && <span className="rounded bg-info/15 px-1.5 text-[10px] font-semibold uppercase text-info">Beta</span>}
                  {info.proOnly && <span className="rounded bg-accent/15 px-1.5 text-[10px] font-semibold uppercase text-accent">Pro</span>}
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
