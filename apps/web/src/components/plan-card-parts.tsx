import { Check } from 'lucide-react';
import { cn } from '../lib/cn';
import { Badge } from './ui/badge';

/** The frame of a plan card (landing page and /pricing); the popular plan glows. */
export function planCardClass(popular: boolean, ...extra: Array<string | false | null | undefined>): string {
  return cn(
    'relative flex flex-col rounded-[var(--radius-card)] border bg-surface p-6',
    popular ? 'border-brand shadow-[0_0_40px_-12px_var(--color-brand)]' : 'border-border',
    ...extra,
  );
}

/** "Most Popular" on the card's top edge. */
export function MostPopularBadge() {
  return (
    // An opaque pill under the translucent badge: the card's top border must not run through the text.
    <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-surface">
      <Badge tone="brand" className="px-3 py-1">
        Most Popular
      </Badge>
    </span>
  );
}

/** A plan's features as a checked list that takes the card's free height. */
export function PlanFeatures({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex-1 space-y-2 text-sm', className)}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
          <span>{f}</span>
        </li>
      ))}
    </ul>
  );
}
