import { Link } from 'react-router';
import { discountedPrice, formatAmount, formatPrice, yearlySaving, type BillingInterval } from '@decalforge/shared';
import { MostPopularBadge, PlanFeatures, planCardClass } from '../../../components/plan-card-parts';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { PlanCardInfo } from '../../../lib/billing/plan-cards';

export interface PlanCardProps {
  card: PlanCardInfo;
  interval: BillingInterval;
  current: boolean;
  signedIn: boolean;
  discountPercent: number | null;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function PriceBlock({ card, interval, discountPercent }: Pick<PlanCardProps, 'card' | 'interval' | 'discountPercent'>) {
  if (card.id === 'FREE') {
    return (
      <p className="mt-3">
        <span className="font-[family-name:var(--font-display)] text-4xl font-bold">$0</span> <span className="text-muted">lifetime</span>
      </p>
    );
  }
  const per = interval === 'month' ? '/month' : '/year';
  const price = formatPrice(card.id, interval);
  return (
    <div className="mt-3">
      <p>
        <span
          className={cn(
            'font-[family-name:var(--font-display)] text-4xl font-bold',
            discountPercent ? 'text-muted line-through decoration-2' : '',
          )}
        >
          {price}
        </span>{' '}
        <span className="text-muted">{per}</span>
      </p>
      {discountPercent ? (
        <p className="mt-1 text-sm text-success">
          <span className="font-semibold">{formatAmount(discountedPrice(card.id, interval, discountPercent))}</span> first {interval}, then{' '}
          {price}
          {per}
        </p>
      ) : null}
      {interval === 'year' && <p className="mt-1 text-sm text-muted">Save ${yearlySaving(card.id)}/year</p>}
    </div>
  );
}

/** One plan of the pricing page with its features, price and action. */
export function PlanCard(props: PlanCardProps) {
  const { card, current, signedIn, busy, disabled, onChoose } = props;
  const titleId = `plan-${card.id.toLowerCase()}-title`;
  let action: React.ReactNode = null;
  if (current) {
    action = (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  } else if (card.id === 'FREE') {
    action = signedIn ? null : (
      <Link to={paths.signUp} className={buttonClass('secondary', 'md', 'w-full')}>
        {card.checkoutLabel}
      </Link>
    );
  } else {
    action = (
      <Button
        variant={card.popular ? 'primary' : 'secondary'}
        className="w-full"
        onClick={onChoose}
        disabled={disabled || busy}
        aria-describedby={titleId}
      >
        {busy ? 'Redirecting...' : card.checkoutLabel}
      </Button>
    );
  }
  return (
    <li aria-labelledby={titleId} data-plan={card.id} className={planCardClass(card.popular, current && 'ring-2 ring-success/60')}>
      {card.popular && <MostPopularBadge />}
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-semibold">
          {card.name}
        </h2>
        {current && <Badge tone="success">Current Plan</Badge>}
      </div>
      <p className="mt-1 text-sm text-muted">{card.description}</p>
      <PriceBlock card={card} interval={props.interval} discountPercent={props.discountPercent} />
      <PlanFeatures features={card.features} className="my-6" />
      {action}
    </li>
  );
}
