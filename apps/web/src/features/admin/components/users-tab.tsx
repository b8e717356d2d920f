import { Search } from 'lucide-react';
import type { AdminUserRow } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { formatJoined } from './format';
import { PlanBadge } from './plan-badge';

const COLUMNS = ['Email', 'Plan', 'Bonus Credits', 'Total Gens', 'Monthly Gens', 'Joined', 'Actions'];

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
          <Input id="admin-user-search" type="search" placeholder="Search users..." value={search} onChange={(e) => onSearchChange(e.target.value)} className="pl-9" autoComplete="off" />
        </div>
      </div>
      <div className="-mx-4 overflow-x-auto sm:mx-0" aria-busy={loading}>
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
            {users.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-4 py-8 text-center text-muted">
                  {loading ? <Spinner label="Loading users" /> : 'No users found'}
                </td>
              </tr>
            ) : (
              users.map((u) => (
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
                    <Button size="sm" variant="secondary" onClick={(e) => onManage(u, e.currentTarget)} aria-label={`Manage ${u.email || 'user without email'}`}>
                      Manage
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
