import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, LayoutDashboard, RefreshCw, ScrollText, Users } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_SEARCH_DEBOUNCE_MS, EMPTY_DASHBOARD_STATS, MESSAGES, type AdminUserRow } from '@decalforge/shared';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';
import { adminKeys } from '../api/admin-op';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { useRecentActivity } from '../api/get-recent-activity';
import { useUserList } from '../api/get-user-list';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ActivityTab } from './activity-tab';
import { AdminTabs, type TabDef } from './admin-tabs';
import { ManageUserDialog } from './manage-user-dialog';
import { OverviewTab } from './overview-tab';
import { StatisticsTab } from './statistics-tab';
import { UsersTab } from './users-tab';

type TabKey = 'overview' | 'users' | 'activity' | 'statistics';
const TABS: ReadonlyArray<TabDef<TabKey>> = [
  { key: 'overview', label: 'Overview', icon: <LayoutDashboard size={16} aria-hidden="true" /> },
  { key: 'users', label: 'Users', icon: <Users size={16} aria-hidden="true" /> },
  { key: 'activity', label: 'Activity', icon: <ScrollText size={16} aria-hidden="true" /> },
  { key: 'statistics', label: 'Statistics', icon: <BarChart3 size={16} aria-hidden="true" /> },
];

/** The dashboard itself; render it only for a verified admin (see AdminAccessGate). */
export function AdminDashboard() {
  const qc = useQueryClient();
  const { user, refreshProfile } = useAuth();
  const [tab, setTab] = useState<TabKey>('overview');
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), ADMIN_SEARCH_DEBOUNCE_MS) || undefined;
  const [managing, setManaging] = useState<AdminUserRow | null>(null);

  const stats = useDashboardStats();
  const users = useUserList(search);
  const activity = useRecentActivity();

  // docs/product-rules.md, Admin: stats and users failures are toasted (and shown as zero / emptied); activity is only logged.
  useEffect(() => {
    if (stats.isError) toast.error(MESSAGES.admin.statsFailed(stats.error.message));
  }, [stats.isError, stats.error, stats.errorUpdatedAt]);
  useEffect(() => {
    if (users.isError) toast.error(MESSAGES.admin.usersFailed(users.error.message));
  }, [users.isError, users.error, users.errorUpdatedAt]);
  useEffect(() => {
    if (activity.isError) console.error('Failed to load recent activity:', activity.error);
  }, [activity.isError, activity.error, activity.errorUpdatedAt]);

  const statsData = stats.isError ? EMPTY_DASHBOARD_STATS : (stats.data?.stats ?? EMPTY_DASHBOARD_STATS);
  const userRows = users.isError ? [] : (users.data?.users ?? []);
  const activityItems = activity.isError ? [] : (activity.data?.recentActivity ?? []);
  const refreshing = stats.isFetching || users.isFetching || activity.isFetching;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-[family-name:var(--font-display)] text-4xl font-bold">
            Admin <span className="text-gradient">Dashboard</span>
          </h1>
          <p className="mt-1 text-muted">Manage users, monitor stats, and control platform features</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void qc.invalidateQueries({ queryKey: adminKeys.all })}
          disabled={refreshing}
          aria-busy={refreshing}
        >
          <RefreshCw size={16} className={refreshing ? 'animate-spin' : ''} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      <AdminTabs tabs={TABS} selected={tab} onSelect={setTab} label="Admin dashboard sections">
        {tab === 'overview' && <OverviewTab stats={statsData} />}
        {tab === 'users' && (
          <UsersTab
            users={userRows}
            loading={users.isFetching}
            search={searchInput}
            onSearchChange={setSearchInput}
            onManage={(u) => setManaging(u)}
          />
        )}
        {tab === 'activity' && <ActivityTab items={activityItems} loading={activity.isFetching} />}
        {tab === 'statistics' && <StatisticsTab stats={statsData} />}
      </AdminTabs>

      {managing && (
        <ManageUserDialog
          key={managing.id}
          user={managing}
          onClose={() => setManaging(null)}
          onChanged={(id) => {
            // An admin who changes their own plan may lose access: refresh the profile so the gate re-checks.
            if (id === user?.id) void refreshProfile();
          }}
        />
      )}
    </div>
  );
}
