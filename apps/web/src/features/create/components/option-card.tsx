import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface OptionCardProps {
  selected: boolean;
  onSelect: () => void;
  title: string;
  description: string;
  extra?: ReactNode;
  tooltip?: string;
}

/** A selectable option (finish, chassis) shown as a card with a title and description. */
export function OptionCard({ selected, onSelect, title, description, extra, tooltip }: OptionCardProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      title={tooltip}
      onClick={onSelect}
      className={cn(
        'flex w-full flex-col items-start rounded-lg border px-3 py-2 text-left transition-colors',
        selected ? 'border-brand bg-brand/10' : 'border-border bg-surface-2 hover:border-brand/60',
      )}
    >
      <span className="flex w-full items-center gap-2 text-sm font-semibold">
        {title}
        {extra}
        {selected && <Check className="ml-auto h-4 w-4 text-brand" aria-hidden />}
      </span>
      <span className="text-xs text-muted">{description}</span>
    </button>
  );
}
