import { Search } from 'lucide-react';
import type { AdminUserRow } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatJoined } from './format';
import { PlanBadge } from '../../../components/plan-badge';

const COLUMNS = ['Email', 'Plan', 'Bonus Credits', 'Total Gens', 'Monthly Gens', 'Joined', 'Actions'];

function UserStat({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function UsersTab({
  users,
  loading,
  search,
  onSearchChange,
  onManage,
}: {
  users: AdminUserRow[];
  loading: boolean;
  search: string;
  onSearchChange: (value: string) => void;
  onManage: (user: AdminUserRow, opener: HTMLElement) => void;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="font-[family-name:var(--font-display)] text-2xl font-bold">Users</h2>
        <div className="relative w-full sm:max-w-xs">
          <Search size={16} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted" aria-hidden="true" />
          <label htmlFor="admin-user-search" className="sr-only">
            Search users by e-mail
          </label>
          <Input
            id="admin-user-search"
            type="search"
            placeholder="Search users..."
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      {users.length === 0 ? (
        // One empty/loading state for both layouts.
        <p className="py-8 text-center text-muted" aria-busy={loading}>
          {loading ? <Spinner label="Loading users" /> : 'No users found'}
        </p>
      ) : (
        <>
          {/* Narrow screens: one card per user, every field and Manage visible without sideways scrolling. */}
          <div className="md:hidden" aria-busy={loading}>
            <ul className="space-y-3" aria-label="Users, newest first (up to 100)" data-testid="admin-user-cards">
              {users.map((u) => (
                <li key={u.id} className="rounded-lg border border-border bg-surface-2/40 p-4">
                  <div className="mb-3 flex items-start justify-between gap-3">
                    <p className="min-w-0 break-all font-medium">{u.email || <span className="text-muted">No email</span>}</p>
                    <PlanBadge plan={u.plan} />
                  </div>
                  <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <UserStat label="Bonus Credits" value={u.bonus_credits} />
                    <UserStat label="Total Gens" value={u.totalGenerations} />
                    <UserStat label="Monthly Gens" value={u.monthlyGenerations} />
                    <UserStat label="Joined" value={formatJoined(u.created_at)} />
                  </dl>
                  <Button
                    size="md"
                    variant="secondary"
                    className="w-full"
                    onClick={(e) => onManage(u, e.currentTarget)}
                    aria-label={`Manage ${u.email || 'user without email'}`}
                  >
                    Manage
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <div className="hidden overflow-x-auto md:block" aria-busy={loading}>
            <table className="w-full min-w-[720px] text-left text-sm">
              <caption className="sr-only">Users, newest first (up to 100)</caption>
              <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border/60">
                {users.map((u) => (
                  <tr key={u.id} className="hover:bg-surface-2/50">
                    <td className="max-w-[16rem] truncate px-4 py-3 font-medium" title={u.email ?? undefined}>
                      {u.email || <span className="text-muted">No email</span>}
                    </td>
                    <td className="px-4 py-3">
                      <PlanBadge plan={u.plan} />
                    </td>
                    <td className="px-4 py-3 tabular-nums">{u.bonus_credits}</td>
                    <td className="px-4 py-3 tabular-nums">{u.totalGenerations}</td>
                    <td className="px-4 py-3 tabular-nums">{u.monthlyGenerations}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-muted">{formatJoined(u.created_at)}</td>
                    <td className="px-4 py-3">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={(e) => onManage(u, e.currentTarget)}
                        aria-label={`Manage ${u.email || 'user without email'}`}
                      >
                        Manage
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
