import type { RecentActivityItem } from '@decalforge/shared';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from './format';
import { StatusBadge } from './status-badge';

export function ActivityTab({ items, loading }: { items: RecentActivityItem[]; loading: boolean }) {
  return (
    <Card>
      <h2 className="font-[family-name:var(--font-display)] text-2xl font-bold">Recent Activity</h2>
      <p className="mb-4 text-sm text-muted">Latest generation requests across all users</p>
      {loading && items.length === 0 ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading activity" />
        </div>
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted">No recent activity</p>
      ) : (
        <ul className="divide-y divide-border">
          {items.map((a) => (
            <li key={a.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{a.profiles?.email || 'Unknown user'}</span>
                  <StatusBadge status={a.status} />
                </div>
                <p className="truncate text-sm text-muted" title={a.prompt}>
                  {a.prompt}
                </p>
              </div>
              <time dateTime={a.created_at} className="shrink-0 text-xs text-muted">
                {formatDateTime(a.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
