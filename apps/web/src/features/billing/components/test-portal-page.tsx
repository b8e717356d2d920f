import { Link } from 'react-router';
import { toast } from 'sonner';
import type { TestPortalAction } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSubscription } from '../../../lib/billing/get-subscription';
import { useTestPortalAction } from '../api/test-portal-action';
import { TestModeBanner } from './test-mode-banner';

const DONE: Record<TestPortalAction, string> = {
  cancel: 'Your subscription will cancel at the end of the billing period.',
  resume: 'Your subscription will renew again.',
  'switch-interval': 'Billing interval changed.',
  'switch-plan': 'Plan changed.',
  'end-period': 'The billing period has ended.',
};

function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
}

/** /billing/test-portal: the offline stand-in for the hosted customer portal. */
export function TestPortalPage() {
  const { refreshProfile } = useAuth();
  const sub = useSubscription();
  const action = useTestPortalAction();

  async function run(a: TestPortalAction) {
    try {
      await action.mutateAsync(a);
      await refreshProfile();
      toast.success(DONE[a]);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Something went wrong');
    }
  }

  let body: React.ReactNode;
  if (sub.isPending) {
    body = (
      <div className="flex items-center gap-3 text-muted">
        <Spinner /> Loading subscription...
      </div>
    );
  } else if (sub.isError) {
    body = <p className="text-danger">{sub.error.message}</p>;
  } else if (sub.data.mode !== 'test') {
    body = <p className="text-muted">This server bills through the real payment provider; the test portal is not available.</p>;
  } else if (!sub.data.subscription || !sub.data.subscription.active) {
    body = (
      <div className="space-y-4">
        <p className="text-muted">
          {sub.data.subscription
            ? `Your subscription ended on ${formatDate(sub.data.subscription.currentPeriodEnd)}.`
            : 'You have no subscription.'}{' '}
          Your plan is {sub.data.plan}.
        </p>
        <Link to={paths.pricing} className={buttonClass('primary')}>
          View Pricing
        </Link>
      </div>
    );
  } else {
    const s = sub.data.subscription;
    const busy = action.isPending;
    body = (
      <div className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <dt className="text-muted">Plan</dt>
          <dd>
            <Badge tone={s.plan === 'PRO' ? 'brand' : 'info'}>{s.plan}</Badge>
          </dd>
          <dt className="text-muted">Billing</dt>
          <dd>{s.interval === 'year' ? 'Yearly' : 'Monthly'}</dd>
          <dt className="text-muted">Status</dt>
          <dd data-testid="portal-status">{s.cancelAtPeriodEnd ? 'Cancels at period end' : 'Active'}</dd>
          <dt className="text-muted">{s.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
          <dd>{formatDate(s.currentPeriodEnd)}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          {s.cancelAtPeriodEnd ? (
            <Button onClick={() => void run('resume')} disabled={busy}>
              Resume Subscription
            </Button>
          ) : (
            <Button variant="danger" onClick={() => void run('cancel')} disabled={busy}>
              Cancel at Period End
            </Button>
          )}
          <Button variant="secondary" onClick={() => void run('switch-interval')} disabled={busy}>
            Switch to {s.interval === 'year' ? 'Monthly' : 'Yearly'}
          </Button>
          <Button variant="secondary" onClick={() => void run('switch-plan')} disabled={busy}>
            Switch to {s.plan === 'PRO' ? 'Basic' : 'Pro'}
          </Button>
        </div>
        <div className="rounded-lg border border-border bg-surface-2 p-4">
          <p className="mb-3 text-sm text-muted">
            Simulate time passing: end the current billing period now. A cancelling subscription ends (back to Free); otherwise it renews.
          </p>
          <Button variant="outline" onClick={() => void run('end-period')} disabled={busy}>
            End Period Now
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <TestModeBanner detail="This server runs billing offline. These buttons change your subscription exactly like the real customer portal would." />
      <h1 className="mb-4 font-[family-name:var(--font-display)] text-3xl font-bold">Manage Subscription</h1>
      <Card>{body}</Card>
      <p className="mt-6 text-center">
        <Link to={paths.account} className="text-brand hover:underline">
          Back to Account
        </Link>
      </p>
    </div>
  );
}
