import { BASIC_MONTHLY_LIMIT, CREATOR_PILOT, PRODUCT_NAME, SUPPORT_EMAIL, planAllowanceLabel } from '@decalforge/shared';

/** Full text of the Creator Pilot Agreement (shown when the visitor toggles it on). */
export function CreatorAgreement({ id }: { id: string }) {
  const p = CREATOR_PILOT;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-[var(--radius-card)] border border-border bg-surface p-6">
      <div className="prose prose-invert max-w-none prose-headings:font-[family-name:var(--font-display)] prose-a:text-brand">
        <h2 id={`${id}-title`}>Creator Pilot Agreement</h2>
        <p>
          This agreement is between you (the “Creator”) and {PRODUCT_NAME} for the {p.days}-day Creator Pilot. By signing it you accept the
          terms below in addition to the {PRODUCT_NAME} Terms of Service.
        </p>
        <h3>1. Term</h3>
        <p>
          The pilot runs for {p.days} days from the date your creator code is activated. Either side may end it early with written notice by
          e-mail.
        </p>
        <h3>2. Creator code and tracking link</h3>
        <p>
          You receive a unique creator code giving your audience {p.discountPercent}% off their first paid month or year, and a personal
          tracking link. The code may be redeemed at most {p.maxRedemptions} times. Do not post the code on coupon or deal sites.
        </p>
        <h3>3. Perks</h3>
        <p>
          During the pilot you get a free Basic plan ({planAllowanceLabel('BASIC')}), early access to new features, and the Creator role
          badge in our community chat.
        </p>
        <h3>4. Payouts</h3>
        <ul>
          <li>${p.payoutPerSignup} for each verified new signup that uses your code.</li>
          <li>${p.payoutFirstPro} when a user tied to your code makes their first Pro payment.</li>
          <li>At most {p.maxRedemptions} redemptions per creator count toward payouts, and each unique user counts only once.</li>
          <li>Payouts are calculated monthly and paid within {p.payoutBusinessDays} business days after the end of the month.</li>
          <li>Signups or payments that are refunded, charged back, fraudulent or self-referred do not count.</li>
        </ul>
        <h3>5. Your obligations</h3>
        <ul>
          <li>
            Make only accurate claims: for example, the Free plan includes {planAllowanceLabel('FREE')} and Basic includes{' '}
            {BASIC_MONTHLY_LIMIT} generations per month.
          </li>
          <li>
            Show the official installation steps from the {PRODUCT_NAME} installation guide, including that BakkesMod works offline only
            since Easy Anti-Cheat.
          </li>
          <li>Clearly disclose the partnership (e.g. “#ad” or “sponsored”) as the platforms and laws where you publish require.</li>
          <li>Use your own code and tracking link so that referrals can be attributed.</li>
          <li>Do not encourage cheating, anti-cheat circumvention, or breaking any game's or platform's rules.</li>
        </ul>
        <h3>6. Content</h3>
        <p>
          You keep ownership of your videos and posts. You allow {PRODUCT_NAME} to share links to and short excerpts of your pilot content,
          with credit, during the pilot and for 12 months after it.
        </p>
        <h3>7. Ending the pilot</h3>
        <p>
          When the pilot ends, your code stops working and your free Basic plan returns to your previous plan. Payouts earned before the end
          are paid on the normal schedule. We may end participation immediately for misleading claims or undisclosed promotion.
        </p>
        <h3>8. Relationship</h3>
        <p>
          You are an independent creator, not an employee or agent of {PRODUCT_NAME}. You are responsible for any taxes on your payouts.
        </p>
        <h3>9. Contact</h3>
        <p>
          Questions about this agreement: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </section>
  );
}
