import { CreditCard, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES, PLAN_LIMITS, isProLevel, planUsage, usagePercent, type Plan, type SubscriptionView } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useCreatePortal } from '../api/create-portal';
import { PlanBadge } from '../../../components/plan-badge';

export interface SubscriptionCardProps {
  plan: Plan;
  monthlyUsage: number;
  bonusCredits: number;
  subscription: SubscriptionView | null;
  refreshing: boolean;
  onRefresh: () => void;
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function PeriodLine({ subscription }: { subscription: SubscriptionView }) {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  if (!subscription.active) return <p className="text-sm text-muted">Your subscription ended on {date}.</p>;
  if (subscription.cancelAtPeriodEnd) {
    return <p className="text-sm text-accent">Cancels on {date}. You keep your plan until then, then move to Free.</p>;
  }
  return (
    <p className="text-sm text-muted">
      Renews on {date} ({subscription.interval === 'year' ? 'yearly' : 'monthly'}).
    </p>
  );
}

function UsageBlock({ plan, monthlyUsage }: { plan: Plan; monthlyUsage: number }) {
  const { limit, period } = PLAN_LIMITS[plan];
  if (limit === null) {
    return (
      <p className="text-sm">
        <span className="font-semibold">{monthlyUsage}</span> generation{monthlyUsage === 1 ? '' : 's'} this month{' '}
        <span className="text-muted">(unlimited)</span>
      </p>
    );
  }
  const pct = usagePercent(plan, monthlyUsage);
  // The allowance never reads past its limit ("2/1"); generations paid with bonus credits are listed apart.
  const shown = planUsage(plan, monthlyUsage);
  const beyond = shown?.beyondLimit ?? 0;
  return (
    <div>
      <p className="mb-2 flex justify-between text-sm">
        <span>Generations used {period === 'lifetime' ? '(lifetime)' : 'this month'}</span>
        <span className="font-semibold" data-testid="plan-usage">
          {shown?.used ?? monthlyUsage}/{limit}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Generation usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className={pct >= 100 ? 'h-full bg-danger' : 'h-full bg-brand'} style={{ width: `${pct}%` }} />
      </div>
      {beyond > 0 && (
        <p className="mt-2 text-sm text-muted" data-testid="bonus-used">
          +{beyond} more with bonus credit{beyond === 1 ? '' : 's'}
        </p>
      )}
    </div>
  );
}

export function SubscriptionCard({ plan, monthlyUsage, bonusCredits, subscription, refreshing, onRefresh }: SubscriptionCardProps) {
  const portal = useCreatePortal();

  async function openPortal() {
    try {
      const res = await portal.mutateAsync();
      if (!res?.url) {
        toast.error(MESSAGES.pricing.noPortalUrl);
        return;
      }
      window.location.assign(res.url);
    } catch (err) {
      toast.error(MESSAGES.account.portalFailed, { description: err instanceof Error ? err.message : undefined });
    }
  }

  return (
    <Card aria-labelledby="subscription-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="subscription-title" className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-brand" /> Subscription
        </h2>
        {subscription?.provider === 'test' && <Badge tone="accent">Test mode</Badge>}
      </div>
      <div className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted">Current plan</span>
          <PlanBadge plan={plan} large />
        </div>
        <UsageBlock plan={plan} monthlyUsage={monthlyUsage} />
        {bonusCredits > 0 && (
          <p className="text-sm text-success">
            {bonusCredits} bonus credit{bonusCredits === 1 ? '' : 's'} available
          </p>
        )}
        {subscription && <PeriodLine subscription={subscription} />}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} /> Refresh Status
          </Button>
          {plan === 'FREE' ? (
            <Link to={paths.pricing} className={buttonClass('primary')}>
              Upgrade Plan
            </Link>
          ) : plan === 'ADMIN' ? (
            <Button variant="outline" disabled>
              Admin Account
            </Button>
          ) : (
            <Button onClick={() => void openPortal()} disabled={portal.isPending}>
              {portal.isPending ? 'Opening...' : 'Manage Subscription'}
            </Button>
          )}
        </div>
        {isProLevel(plan) && plan !== 'ADMIN' && (
          <p className="text-xs text-muted">Pro includes unlimited generations (fair use) and every optional setting.</p>
        )}
      </div>
    </Card>
  );
}
