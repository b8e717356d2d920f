import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface SettingsSectionProps {
  id: string;
  title: string;
  summary: string;
  open: boolean;
  onToggle: () => void;
  /** Shows a check mark next to the title (e.g. a logo file is chosen). */
  done?: boolean;
  children: ReactNode;
}

/** One accordion section of Optional Settings. */
export function SettingsSection({ id, title, summary, open, onToggle, done, children }: SettingsSectionProps) {
  const panelId = `${id}-panel`;
  return (
    <div className="border-t border-border first:border-t-0">
      <h3>
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-2 px-1 py-3 text-left text-sm font-semibold hover:text-brand"
        >
          <span id={`${id}-title`}>{title}</span>
          {done && <Check className="h-4 w-4 text-success" aria-label="chosen" />}
          <span className="ml-auto truncate text-xs font-normal text-muted">{summary}</span>
          <ChevronDown className={cn('h-4 w-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </h3>
      {open && (
        <div id={panelId} role="region" aria-labelledby={`${id}-title`} className="pb-4">
          {children}
        </div>
      )}
    </div>
  );
}
