import { Link } from 'react-router';
import { formatPrice } from '@decalforge/shared';
import { MostPopularBadge, PlanFeatures, planCardClass } from '../../../components/plan-card-parts';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { type PlanCardInfo, PLAN_CARDS } from '../../../lib/billing/plan-cards';

interface PreviewCard {
  card: PlanCardInfo;
  price: string;
  period: string;
  cta: { label: string; to: string } | null;
}

/** The shared plan cards with monthly prices; the Free card's button only for signed-out visitors. */
function previewCards(showFreeCta: boolean): PreviewCard[] {
  return PLAN_CARDS.map((card) =>
    card.id === 'FREE'
      ? { card, price: '$0', period: 'lifetime', cta: showFreeCta ? { label: card.previewLabel, to: paths.signUp } : null }
      : { card, price: formatPrice(card.id, 'month'), period: 'per month', cta: { label: card.previewLabel, to: paths.pricing } },
  );
}

/**
 * "Simple Pricing": the plan cards of /pricing (lib/billing/plan-cards.ts) at their monthly prices;
 * the Free card's Get Started button is shown only to signed-out visitors.
 */
export function PricingPreview({ showFreeCta }: { showFreeCta: boolean }) {
  return (
    <section aria-labelledby="pricing-title" className="border-y border-border bg-surface/40">
      <div className="mx-auto max-w-7xl px-4 py-20">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="pricing-title" className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold">
            Simple Pricing
          </h2>
          <p className="text-muted">Start free. Upgrade when you want more decals.</p>
        </div>
        <ul className="grid items-stretch gap-6 md:grid-cols-3">
          {previewCards(showFreeCta).map(({ card: plan, price, period, cta }) => (
            <li key={plan.name} aria-labelledby={`plan-${plan.name}`} className={planCardClass(plan.popular)}>
              {plan.popular && <MostPopularBadge />}
              <h3 id={`plan-${plan.name}`} className="text-xl font-semibold">
                {plan.name}
              </h3>
              <p className="mb-5 mt-2">
                <span className="font-[family-name:var(--font-display)] text-4xl font-bold">{price}</span>{' '}
                <span className="text-muted">{period}</span>
              </p>
              <PlanFeatures features={plan.features} className="mb-6" />
              {cta && (
                <Link to={cta.to} className={buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'w-full')}>
                  {cta.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
