import { CAR_BODY_INFO, ENABLED_CAR_BODIES, planAllowanceLabel, type PaidPlan, type Plan } from '@decalforge/shared';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** The bodies players can pick, from the catalogue (enabling Universal there updates every card). */
const enabledBodies = ENABLED_CAR_BODIES.map((b) => CAR_BODY_INFO[b].name);
/** "Octane, Fennec and Dominus": the enabled bodies' names (plan cards, pricing FAQ). */
export const bodyList =
  enabledBodies.length > 1 ? `${enabledBodies.slice(0, -1).join(', ')} and ${enabledBodies.at(-1)}` : enabledBodies.join('');
/** "All three": how many bodies every plan gets. */
export const allBodiesPhrase = `All ${NUMBER_WORDS[enabledBodies.length] ?? enabledBodies.length}`;
const universalLaunched = CAR_BODY_INFO.universal.enabled;

/** Every plan includes these (docs/product-rules.md, Plans): all enabled bodies, PNG downloads, prompt improvement. */
export const INCLUDED_IN_ALL_PLANS = [`${allBodiesPhrase} car bodies: ${bodyList}`, 'PNG downloads', 'AI prompt improvement'];

export interface PlanCardInfo {
  id: 'FREE' | PaidPlan;
  name: string;
  description: string;
  features: string[];
  popular: boolean;
  /** The button on the landing page's Simple Pricing cards. */
  previewLabel: string;
  /** The button on /pricing. */
  checkoutLabel: string;
}

/** The three plan cards of the landing page and /pricing (one list: their texts must not drift apart). */
export const PLAN_CARDS: PlanCardInfo[] = [
  {
    id: 'FREE',
    name: 'Free',
    description: 'Try it out with one decal.',
    features: [planAllowanceLabel('FREE'), ...INCLUDED_IN_ALL_PLANS],
    popular: false,
    previewLabel: 'Get Started',
    checkoutLabel: 'Get Started',
  },
  {
    id: 'BASIC',
    name: 'Basic',
    description: 'For players who refresh their look often.',
    features: [planAllowanceLabel('BASIC'), ...INCLUDED_IN_ALL_PLANS],
    popular: false,
    previewLabel: 'Choose Basic',
    checkoutLabel: 'Choose Basic',
  },
  {
    id: 'PRO',
    name: 'Pro',
    description: 'Unlimited designs and every setting.',
    features: [
      `${planAllowanceLabel('PRO')} (fair use)`,
      ...INCLUDED_IN_ALL_PLANS,
      'Optional settings: finish, chassis, seed and variation strength',
      'Default game chassis option',
      universalLaunched ? 'Universal body' : 'Universal body when it launches',
    ],
    popular: true,
    previewLabel: 'Upgrade Now',
    checkoutLabel: 'Upgrade to Pro',
  },
];

/** The card marked as the current plan (PAID is legacy Pro). ADMIN marks none. */
export function currentCardOf(plan: Plan): PlanCardInfo['id'] | null {
  if (plan === 'PAID' || plan === 'PRO') return 'PRO';
  if (plan === 'BASIC' || plan === 'FREE') return plan;
  return null;
}
