import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of buttons with roving tabindex (Left/Right/Home/End move and
 * activate), each controlling one tabpanel. Only the selected panel is rendered.
 */
export function AdminTabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: ReadonlyArray<TabDef<K>>;
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (k: K) => `${base}-tab-${k}`;
  const panelId = (k: K) => `${base}-panel-${k}`;

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-surface p-1 sm:grid-cols-4">
        {tabs.map((t, i) => {
          const active = t.key === selected;
          return (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[i] = el;
              }}
              id={tabId(t.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(t.key)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(t.key)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                'flex items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                active ? 'bg-brand text-bg' : 'text-muted hover:bg-surface-2 hover:text-text',
              )}
            >
              {t.icon}
              {t.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className="mt-6 focus-visible:outline-offset-4">
        {children}
      </div>
    </div>
  );
}
