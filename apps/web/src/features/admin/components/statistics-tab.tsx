import {
  activeUsers,
  avgGenerationsPerUser,
  estimatedMonthlyRevenue,
  formatUsd,
  successRatePercent,
  type DashboardStats,
} from '@decalforge/shared';
import { Card } from '../../../components/ui/card';
import { PlatformHealthStatus } from './platform-health';
import { StatCard } from './stat-card';

export function StatisticsTab({ stats }: { stats: DashboardStats }) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Statistics</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard title="New Users (Month)" value={stats.newUsersThisMonth} note={`${stats.newUsersThisWeek} this week`} />
        <StatCard
          title="Success Rate"
          value={`${successRatePercent(stats)}%`}
          note={`${stats.failedGenerations} failed of ${stats.totalGenerations}`}
        />
        <StatCard title="Avg Gens/User" value={avgGenerationsPerUser(stats)} note="Total generations per user" />
      </div>
      <Card>
        <h3 className="mb-4 font-[family-name:var(--font-display)] text-xl font-bold">Platform Health</h3>
        <PlatformHealthStatus />
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          <div className="rounded-lg bg-surface-2 p-4">
            <p className="text-sm text-muted">Total Revenue (Est.)</p>
            <p className="font-[family-name:var(--font-display)] text-2xl font-bold tabular-nums">
              {formatUsd(estimatedMonthlyRevenue(stats.basicUsers, stats.proUsers))}
            </p>
          </div>
          <div className="rounded-lg bg-surface-2 p-4">
            <p className="text-sm text-muted">Active Users</p>
            <p className="font-[family-name:var(--font-display)] text-2xl font-bold tabular-nums">{activeUsers(stats)}</p>
          </div>
        </div>
      </Card>
    </div>
  );
}
