import { planAllowanceLabel, type PaidPlan, type Plan } from '@decalforge/shared';

/** Every plan includes these (spec §2 Pricing). */
export const INCLUDED_IN_ALL_PLANS = ['All three car bodies: Octane, Fennec and Dominus', 'PNG downloads', 'AI prompt improvement'];

export interface PlanCardInfo {
  id: 'FREE' | PaidPlan;
  name: string;
  description: string;
  features: string[];
  popular: boolean;
  checkoutLabel: string;
}

export const PLAN_CARDS: PlanCardInfo[] = [
  {
    id: 'FREE',
    name: 'Free',
    description: 'Try it out with one decal.',
    features: [planAllowanceLabel('FREE'), ...INCLUDED_IN_ALL_PLANS],
    popular: false,
    checkoutLabel: 'Get Started',
  },
  {
    id: 'BASIC',
    name: 'Basic',
    description: 'For players who refresh their look often.',
    features: [planAllowanceLabel('BASIC'), ...INCLUDED_IN_ALL_PLANS],
    popular: false,
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
      'Universal body when it launches',
    ],
    popular: true,
    checkoutLabel: 'Upgrade to Pro',
  },
];

/** The card marked as the current plan (PAID is legacy Pro). ADMIN marks none. */
export function currentCardOf(plan: Plan): PlanCardInfo['id'] | null {
  if (plan === 'PAID' || plan === 'PRO') return 'PRO';
  if (plan === 'BASIC' || plan === 'FREE') return plan;
  return null;
}
