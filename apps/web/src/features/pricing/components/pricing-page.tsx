import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES, type BillingInterval, type PaidPlan } from '@decalforge/shared';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCreateCheckout } from '../api/create-checkout';
import { useCreatorCode } from '../hooks/use-creator-code';
import { PLAN_CARDS, currentCardOf } from '../../../lib/billing/plan-cards';
import { CreatorCodeBox, CreatorCodeResultLine } from './creator-code-box';
import { IntervalSwitch } from './interval-switch';
import { PlanCard } from './plan-card';
import { PricingFaq } from './pricing-faq';

export function PricingPage() {
  const { user, profile, loading } = useAuth();
  const navigate = useNavigate();
  const [interval, setBillingInterval] = useState<BillingInterval>('month');
  const creator = useCreatorCode(interval);
  const checkout = useCreateCheckout();
  const [pendingPlan, setPendingPlan] = useState<PaidPlan | null>(null);
  const current = user && !loading ? currentCardOf(profile.plan) : null;

  async function choose(plan: PaidPlan) {
    if (!user) {
      toast.error(MESSAGES.pricing.signInToUpgrade);
      navigate(paths.auth);
      return;
    }
    setPendingPlan(plan);
    try {
      const res = await checkout.mutateAsync({
        plan,
        interval,
        creatorCode: creator.applied?.code ?? null,
        discountPercent: creator.applied?.percent ?? null,
      });
      if (!res?.url) {
        toast.error(MESSAGES.pricing.noCheckoutUrl);
        setPendingPlan(null);
        return;
      }
      window.location.assign(res.url);
    } catch (err) {
      toast.error(MESSAGES.pricing.checkoutFailed, { description: err instanceof Error ? err.message : undefined });
      setPendingPlan(null);
    }
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <header className="mb-8 text-center">
        <h1 className="mb-3 font-[family-name:var(--font-display)] text-4xl font-bold sm:text-5xl">Choose Your Plan</h1>
        <p className="mx-auto max-w-xl text-muted">Start free, upgrade when you want more decals. Cancel anytime.</p>
      </header>
      <div className="mb-8 space-y-6">
        <IntervalSwitch interval={interval} onChange={setBillingInterval} />
        {creator.refCode ? (
          <div className="mx-auto w-full max-w-md rounded-[var(--radius-card)] border border-border bg-surface px-4 py-3 text-center">
            <p className="text-sm">
              Creator code <span className="font-mono font-semibold">{creator.refCode}</span>
            </p>
            <CreatorCodeResultLine result={creator.result} checking={creator.checking} centered />
          </div>
        ) : (
          <CreatorCodeBox code={creator.code} onChange={creator.setCode} result={creator.result} checking={creator.checking} />
        )}
      </div>
      <ul className="grid items-stretch gap-6 md:grid-cols-3">
        {PLAN_CARDS.map((card) => (
          <PlanCard
            key={card.id}
            card={card}
            interval={interval}
            current={current === card.id}
            signedIn={Boolean(user)}
            discountPercent={card.id !== 'FREE' ? (creator.applied?.percent ?? null) : null}
            busy={pendingPlan === card.id}
            disabled={pendingPlan !== null || loading}
            onChoose={() => void choose(card.id as PaidPlan)}
          />
        ))}
      </ul>
      <PricingFaq />
    </div>
  );
}
