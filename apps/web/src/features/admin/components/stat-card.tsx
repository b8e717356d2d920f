import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One number with its label and a short note under it. */
export function StatCard({ title, value, note, icon }: { title: string; value: ReactNode; note?: ReactNode; icon?: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted">{title}</h3>
        {icon && <span className="text-brand" aria-hidden="true">{icon}</span>}
      </div>
      <p className="mt-2 font-[family-name:var(--font-display)] text-3xl font-bold tabular-nums">{value}</p>
      {note && <p className="mt-1 text-xs text-muted">{note}</p>}
    </Card>
  );
}
