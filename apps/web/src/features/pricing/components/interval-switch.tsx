import { YEARLY_SAVE_BADGE, type BillingInterval } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** Monthly/Yearly switch with the "Save 17%" badge. */
export function IntervalSwitch({ interval, onChange }: { interval: BillingInterval; onChange: (i: BillingInterval) => void }) {
  const yearly = interval === 'year';
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <button type="button" onClick={() => onChange('month')} className={cn('rounded px-1 text-sm font-medium', yearly ? 'text-muted hover:text-text' : 'text-text')}>
        Monthly
      </button>
      <button
        type="button"
        role="switch"
        aria-checked={yearly}
        aria-label="Yearly billing"
        onClick={() => onChange(yearly ? 'month' : 'year')}
        className={cn('relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-border transition-colors', yearly ? 'bg-brand' : 'bg-surface-2')}
      >
        <span aria-hidden="true" className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', yearly ? 'translate-x-6' : 'translate-x-1')} />
      </button>
      <button type="button" onClick={() => onChange('year')} className={cn('rounded px-1 text-sm font-medium', yearly ? 'text-text' : 'text-muted hover:text-text')}>
        Yearly
      </button>
      <Badge tone="success">{YEARLY_SAVE_BADGE}</Badge>
    </div>
  );
}
