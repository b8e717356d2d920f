import { allBodiesPhrase, bodyList } from '../../../lib/billing/plan-cards';

const FAQ = [
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel anytime with Manage Subscription on your account page. You keep all of your plan’s features until the end of the current billing period, then your account downgrades to the Free plan.',
  },
  {
    q: 'What is included in every plan?',
    a: `Every plan, Free included, covers ${allBodiesPhrase.toLowerCase()} car bodies (${bodyList}), PNG downloads and AI prompt improvement. Paid plans add more generations, and Pro unlocks the optional settings.`,
  },
  {
    q: 'How do creator codes work?',
    a: 'Enter a creator’s code above, or follow their link, to get their discount on your first month (or first year on yearly billing). After that you pay the regular price. Each account can use one creator code.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-title" className="mb-6 text-center font-[family-name:var(--font-display)] text-3xl font-bold">
        Frequently Asked Questions
      </h2>
      <dl className="space-y-4">
        {FAQ.map((item) => (
          <div key={item.q} className="rounded-[var(--radius-card)] border border-border bg-surface p-5">
            <dt className="font-semibold">{item.q}</dt>
            <dd className="mt-2 text-sm text-muted">{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
