import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { formatPrice, planAllowanceLabel } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

const INCLUDED = ['Octane, Fennec and Dominus', 'PNG + AlphaConsole ZIP download', 'Prompt improvement'];

interface PlanCard {
  name: string;
  price: string;
  period: string;
  features: string[];
  cta: { label: string; to: string } | null;
  popular?: boolean;
}

function planCards(showFreeCta: boolean): PlanCard[] {
  return [
    {
      name: 'Free',
      price: '$0',
      period: 'lifetime',
      features: [planAllowanceLabel('FREE'), ...INCLUDED],
      cta: showFreeCta ? { label: 'Get Started', to: paths.signUp } : null,
    },
    {
      name: 'Basic',
      price: formatPrice('BASIC', 'month'),
      period: 'per month',
      features: [planAllowanceLabel('BASIC'), ...INCLUDED],
      cta: { label: 'Choose Basic', to: paths.pricing },
    },
    {
      name: 'Pro',
      price: formatPrice('PRO', 'month'),
      period: 'per month',
      features: [
        `${planAllowanceLabel('PRO')} (fair use)`,
        ...INCLUDED,
        'Finish choice and advanced settings (seed, variation)',
        'Default game chassis option',
        'Universal body when it launches',
      ],
      cta: { label: 'Upgrade Now', to: paths.pricing },
      popular: true,
    },
  ];
}

/** "Simple Pricing": the three plan cards; numbers come from packages/shared. */
/** The Free card's Get Started button is shown only to signed-out visitors. */
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
          {planCards(showFreeCta).map((plan) => (
            <li
              key={plan.name}
              aria-labelledby={`plan-${plan.name}`}
              className={cn(
                'relative flex flex-col rounded-[var(--radius-card)] border bg-surface p-6',
                plan.popular ? 'border-brand shadow-[0_0_40px_-12px_var(--color-brand)]' : 'border-border',
              )}
            >
              {plan.popular && (
                // An opaque pill under the translucent badge: the card's top border must not run through the text.
                <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-surface">
                  <Badge tone="brand" className="px-3 py-1">
                    Most Popular
                  </Badge>
                </span>
              )}
              <h3 id={`plan-${plan.name}`} className="text-xl font-semibold">
                {plan.name}
              </h3>
              <p className="mb-5 mt-2">
                <span className="font-[family-name:var(--font-display)] text-4xl font-bold">{plan.price}</span>{' '}
                <span className="text-muted">{plan.period}</span>
              </p>
              <ul className="mb-6 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-success" />
                    <span>{f}</span>
                  </li>
                ))}
              </ul>
              {plan.cta && (
                <Link to={plan.cta.to} className={buttonClass(plan.popular ? 'primary' : 'secondary', 'md', 'w-full')}>
                  {plan.cta.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
