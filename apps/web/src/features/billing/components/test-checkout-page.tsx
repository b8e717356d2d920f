import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatAmount, formatPrice } from '@decalforge/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCancelTestCheckout } from '../api/cancel-test-checkout';
import { useCompleteTestCheckout } from '../api/complete-test-checkout';
import { useTestSession } from '../api/get-test-session';
import { TestModeBanner } from './test-mode-banner';

const PLAN_NAMES = { BASIC: 'Basic', PRO: 'Pro' } as const;

/** /billing/test-checkout?session=…: the offline stand-in for a hosted checkout page. */
export function TestCheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const navigate = useNavigate();
  const session = useTestSession(sessionId);
  const pay = useCompleteTestCheckout();
  const cancel = useCancelTestCheckout();

  async function onPay() {
    if (!sessionId) return;
    try {
      await pay.mutateAsync(sessionId);
      navigate(`${paths.account}?success=true`);
    } catch (err) {
      toast.error('Payment failed', { description: err instanceof Error ? err.message : undefined });
    }
  }

  async function onCancel() {
    if (sessionId) await cancel.mutateAsync(sessionId).catch(() => undefined);
    navigate(paths.pricing);
  }

  let body: React.ReactNode;
  if (!sessionId) {
    body = <p className="text-danger">No checkout session was given.</p>;
  } else if (session.isPending) {
    body = (
      <div className="flex items-center gap-3 text-muted">
        <Spinner /> Loading checkout...
      </div>
    );
  } else if (session.isError) {
    body = <p className="text-danger">{session.error.message}</p>;
  } else {
    const s = session.data;
    const per = s.interval === 'month' ? 'month' : 'year';
    body = (
      <>
        <h2 className="mb-1 text-xl font-semibold">
          DecalForge {PLAN_NAMES[s.plan]} — {s.interval === 'month' ? 'Monthly' : 'Yearly'}
        </h2>
        <p className="mb-6 text-sm text-muted">Subscription, renews every {per} until cancelled.</p>
        <dl className="mb-6 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Price</dt>
            <dd>
              {formatPrice(s.plan, s.interval)}/{per}
            </dd>
          </div>
          {s.creatorCode && s.discountPercent ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Creator code {s.creatorCode}</dt>
              <dd className="text-success">
                {s.discountPercent}% off your first {per}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
            <dt>Due today</dt>
            <dd data-testid="due-today">{formatAmount(s.firstPeriodAmount)}</dd>
          </div>
        </dl>
        {s.status === 'open' ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="lg" className="sm:flex-1" onClick={() => void onPay()} disabled={pay.isPending}>
              {pay.isPending ? 'Processing...' : `Pay ${formatAmount(s.firstPeriodAmount)} (test)`}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => void onCancel()} disabled={pay.isPending}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            <p className="text-muted">
              {s.status === 'complete'
                ? 'This checkout is already complete.'
                : s.status === 'expired'
                  ? 'This checkout has expired.'
                  : 'This checkout was cancelled.'}
            </p>
            <Link to={s.status === 'complete' ? paths.account : paths.pricing} className={buttonClass('secondary')}>
              {s.status === 'complete' ? 'Go to Account' : 'Back to Pricing'}
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <TestModeBanner detail="This server runs billing offline. Paying here changes your plan exactly like a real payment would, without charging anything." />
      <h1 className="mb-4 font-[family-name:var(--font-display)] text-3xl font-bold">Test Checkout</h1>
      <Card>{body}</Card>
    </div>
  );
}
