import { Link } from 'react-router';
import { CREATOR_PILOT, LEGAL, PRODUCT_NAME, SUPPORT_EMAIL, formatPrice, planAllowanceLabel } from '@decalforge/shared';
import { paths } from '../../../config/paths';
import { LegalPage, type LegalSection } from './legal-page';

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using {PRODUCT_NAME}, you agree to these Terms and to our <Link to={paths.privacy}>Privacy Policy</Link>.
        If you do not agree, do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Description of Service',
    body: (
      <p>
        {PRODUCT_NAME} generates decal images for Rocket League car bodies from text prompts and packages them for the AlphaConsole plugin
        for BakkesMod. {PRODUCT_NAME} is an independent fan-made tool, not affiliated with Psyonix, Epic Games, BakkesMod or AlphaConsole.
        Third-party tools are governed by their own terms, and whether they work depends on the game and on those tools, not on us.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Account Registration',
    body: (
      <p>
        You must be at least {LEGAL.minimumAge} years old, give a valid e-mail address, and keep your password secret. You are responsible
        for activity on your account. One person may not open several accounts to get more free generations.
      </p>
    ),
  },
  {
    id: 'billing',
    title: 'Subscription and Billing',
    body: (
      <ul>
        <li>
          Paid plans are billed monthly (or yearly if you choose a yearly plan): Basic {formatPrice('BASIC', 'month')} per month, Pro{' '}
          {formatPrice('PRO', 'month')} per month.
        </li>
        <li>Subscriptions renew automatically at the end of each billing period until cancelled.</li>
        <li>
          You can cancel anytime in your account settings. You keep your plan until the end of the period you paid for, then move to the
          Free plan.
        </li>
        <li>We do not give refunds for partial months.</li>
        <li>
          We will give you at least {CREATOR_PILOT.priceChangeNoticeDays} days notice of a price change; it applies from your next billing
          period.
        </li>
      </ul>
    ),
  },
  {
    id: 'usage-limits',
    title: 'Usage Limits',
    body: (
      <>
        <ul>
          <li>Free: {planAllowanceLabel('FREE')}.</li>
          <li>Basic: {planAllowanceLabel('BASIC')}.</li>
          <li>Pro: {planAllowanceLabel('PRO').toLowerCase()}, subject to fair use.</li>
        </ul>
        <p>
          Bonus credits, when granted, allow generations beyond your plan limit. Automated or excessive use that harms the service for
          others may be limited.
        </p>
      </>
    ),
  },
  {
    id: 'content-ip',
    title: 'Content and Intellectual Property',
    body: (
      <ul>
        <li>You own the decal designs you generate, and you may use them for any purpose, including commercially.</li>
        <li>You are responsible for your prompts and uploaded logos: do not use material you have no right to use.</li>
        <li>You may not resell or share access to {PRODUCT_NAME} itself (for example accounts or generation as a service).</li>
        <li>The {PRODUCT_NAME} website, software, templates and brand remain ours.</li>
      </ul>
    ),
  },
  {
    id: 'prohibited',
    title: 'Prohibited Use',
    body: (
      <ul>
        <li>Hateful, sexual, violent or illegal content, or content that infringes someone else's rights.</li>
        <li>Attacking, overloading, scraping or reverse-engineering the service, or getting around its limits.</li>
        <li>Using the service to cheat, or breaking the rules of the game or of third-party tools.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Service Availability',
    body: (
      <p>
        We aim to keep {PRODUCT_NAME} available but do not guarantee it will be uninterrupted. We may change, pause or discontinue features,
        and will tell paying users in advance of changes that materially reduce their plan.
      </p>
    ),
  },
  {
    id: 'warranties',
    title: 'Disclaimer of Warranties',
    body: (
      <p>
        The service is provided “as is” and “as available”. We do not guarantee that generated designs will meet your expectations, or that
        they will display in the game, which depends on the game and on third-party tools.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        To the extent the law allows, {PRODUCT_NAME} is not liable for indirect or consequential losses, and our total liability is limited
        to what you paid us in the 12 months before the claim.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close accounts that break these Terms; where possible we will tell you why
        first.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to Terms',
    body: (
      <p>
        We may update these Terms. We will post the new version here and e-mail you about significant changes; using the service after they
        take effect means you accept them.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <p>
        These Terms are governed by the laws of {LEGAL.governingLaw}, without regard to its conflict-of-law rules, unless the law of your
        country of residence gives you stronger protection.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about these Terms? E-mail {mail}.</p>,
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>These Terms are the agreement between you and {PRODUCT_NAME} for using the website and its decal generator. Please read them.</p>
      }
      sections={SECTIONS}
    />
  );
}
