import { Activity, CreditCard, DollarSign, Users } from 'lucide-react';
import { estimatedMonthlyRevenue, formatUsd, paidSubscribers, percentOf, type DashboardStats } from '@decalforge/shared';
import { Card } from '../../../components/ui/card';
import { StatCard } from './stat-card';

function DistributionBar({ label, count, total, color }: { label: string; count: number; total: number; color: string }) {
  const pct = percentOf(count, total);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted">
          {count} ({pct}%)
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-surface-2" role="img" aria-label={`${label}: ${count} users, ${pct}% of all users`}>
        <div className={`h-full rounded-full ${color}`} style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}

function Row({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="flex justify-between border-b border-border/60 py-2 text-sm last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className={`font-semibold tabular-nums ${tone ?? ''}`}>{value}</dd>
    </div>
  );
}

export function OverviewTab({ stats }: { stats: DashboardStats }) {
  const paid = paidSubscribers(stats);
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Users" value={stats.totalUsers} note={`+${stats.newUsersThisWeek} new this week`} icon={<Users size={18} />} />
        <StatCard title="Paid Subscribers" value={paid} note={`${percentOf(paid, stats.totalUsers)}% conversion rate`} icon={<CreditCard size={18} />} />
        <StatCard
          title="Monthly Revenue"
          value={formatUsd(estimatedMonthlyRevenue(stats.basicUsers, stats.proUsers))}
          note="Estimated from active plans"
          icon={<DollarSign size={18} />}
        />
        <StatCard title="Generations" value={stats.monthlyGenerations} note={`This month · ${stats.weeklyGenerations} this week`} icon={<Activity size={18} />} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h3 className="mb-4 font-[family-name:var(--font-display)] text-xl font-bold">User Distribution</h3>
          <div className="space-y-4">
            <DistributionBar label="Free" count={stats.freeUsers} total={stats.totalUsers} color="bg-muted" />
            <DistributionBar label="Basic" count={stats.basicUsers} total={stats.totalUsers} color="bg-info" />
            <DistributionBar label="Pro" count={stats.proUsers} total={stats.totalUsers} color="bg-brand" />
          </div>
          <p className="mt-4 text-sm text-muted">
            Admins: <span className="font-semibold text-accent tabular-nums">{stats.adminUsers}</span>
          </p>
        </Card>
        <Card>
          <h3 className="mb-4 font-[family-name:var(--font-display)] text-xl font-bold">Generation Stats</h3>
          <dl>
            <Row label="Total Generations" value={stats.totalGenerations} />
            <Row label="This Month" value={stats.monthlyGenerations} />
            <Row label="This Week" value={stats.weeklyGenerations} />
            <Row label="Failed" value={stats.failedGenerations} tone="text-danger" />
          </dl>
        </Card>
      </div>
    </div>
  );
}
