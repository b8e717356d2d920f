import { BadgeCheck, ClipboardList, DollarSign, ExternalLink, Gift, Mail, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CREATOR_PILOT, PRODUCT_NAME, SUPPORT_EMAIL } from '@decalforge/shared';
import { Badge } from '../../../components/ui/badge';
import { IconSection } from '../../../components/ui/icon-section';
import { Button, buttonClass } from '../../../components/ui/button';
import { publicConfig } from '../../../config/env';
import { CreatorAgreement } from './creator-agreement';

const p = CREATOR_PILOT;

function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2 text-muted">
          <BadgeCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const PERKS = [
  `A unique creator code giving your audience ${p.discountPercent}% off`,
  'A free Basic plan for the whole pilot',
  'Early access to new features',
  'The Creator role badge in our community chat',
];

const PAYOUTS = [
  <>
    <strong className="text-text">${p.payoutPerSignup}</strong> per verified new signup using your code
  </>,
  <>
    <strong className="text-text">${p.payoutFirstPro}</strong> on the first Pro payment tied to your code
  </>,
  `Maximum ${p.maxRedemptions} redemptions per creator`,
  'One payout per unique user',
  `Payouts calculated monthly and paid within ${p.payoutBusinessDays} business days after month end`,
];

const EXPECTATIONS = [
  'Accurate claims about what the product does and what each plan includes',
  'The official install steps from our installation guide',
  'Clear disclosure that you are a partner in every post or video',
  'Use of your creator code and tracking link',
];

const APPLY_STEPS = [
  { title: 'Apply', text: 'Fill in the application form with your channels and audience.' },
  { title: 'Review', text: `We review applications in ${p.reviewDays} business days and let you know by e-mail if you are accepted.` },
  { title: 'Sign', text: 'Read and sign the Creator Pilot Agreement.' },
  { title: 'Onboard', text: 'Get your creator code and tracking links, and start creating.' },
];

const AGREEMENT_ID = 'creator-agreement';

/** /creator-pilot: perks, payouts, expectations, how to apply and the full agreement on demand. */
export function CreatorPilotPage() {
  const [showAgreement, setShowAgreement] = useState(false);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <header className="mb-10 text-center">
        <Badge tone="accent" className="mb-4">
          {p.days}-Day Pilot Period
        </Badge>
        <h1 className="mb-4 font-[family-name:var(--font-display)] text-5xl font-bold sm:text-6xl">
          {PRODUCT_NAME} <span className="text-gradient">Creator Pilot</span>
        </h1>
        <p className="mx-auto mb-8 max-w-2xl text-lg text-muted">
          Make Rocket League content? Show your audience how to design their own decals, give them {p.discountPercent}% off, and get paid
          for every player you bring.
        </p>
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <a href={publicConfig.creatorApplicationUrl} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'lg')}>
            Apply Now <ExternalLink aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Button
            variant="secondary"
            size="lg"
            aria-expanded={showAgreement}
            aria-controls={AGREEMENT_ID}
            onClick={() => setShowAgreement((v) => !v)}
          >
            {showAgreement ? 'Hide Agreement' : 'View Agreement'}
          </Button>
        </div>
      </header>

      <div className="grid gap-6">
        {showAgreement && <CreatorAgreement id={AGREEMENT_ID} />}
        <div className="grid gap-6 md:grid-cols-2">
          <IconSection id="perks" icon={Gift} title="Creator Perks">
            <List items={PERKS} />
          </IconSection>
          <IconSection id="payouts" icon={DollarSign} title="Creator Payouts">
            <List items={PAYOUTS} />
          </IconSection>
        </div>
        <IconSection id="expectations" icon={Sparkles} title="Creator Expectations">
          <List items={EXPECTATIONS} />
        </IconSection>
        <IconSection id="apply" icon={ClipboardList} title="How to Apply">
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {APPLY_STEPS.map((s, i) => (
              <li key={s.title} className="rounded-lg bg-surface-2 p-4">
                <span aria-hidden="true" className="mb-2 flex h-8 w-8 items-center justify-center rounded-full bg-brand font-bold text-bg">
                  {i + 1}
                </span>
                <h3 className="font-semibold">{s.title}</h3>
                <p className="text-sm text-muted">{s.text}</p>
              </li>
            ))}
          </ol>
        </IconSection>
        <section aria-labelledby="contact" className="rounded-[var(--radius-card)] border border-border bg-surface p-6 text-center">
          <h2
            id="contact"
            className="mb-2 flex items-center justify-center gap-2 font-[family-name:var(--font-display)] text-2xl font-bold"
          >
            <Mail aria-hidden="true" className="h-6 w-6 text-brand" /> Questions?
          </h2>
          <p className="text-muted">
            E-mail us at{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand hover:underline">
              {SUPPORT_EMAIL}
            </a>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
