import type { BillingInterval, BillingProvider, PaidPlan } from '@decalforge/shared';
import type { SessionUser } from '../../http/access';
import type { SubscriptionRecord } from './billing.repository';

/** What a provider (Stripe or the offline test mode) says about a user's subscription right now. */
export interface SubscriptionState {
  plan: PaidPlan | null;
  status: string;
  interval: BillingInterval | null;
  /** ISO-8601 UTC. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

export interface CheckoutInput {
  user: SessionUser;
  plan: PaidPlan;
  interval: BillingInterval;
  /** From our database, never from the client. */
  discount: { code: string; percent: number; expiresAt: Date } | null;
  existing: SubscriptionRecord | undefined;
}

/** The provider-specific half of billing: where checkout and the portal live. */
export interface BillingDriver {
  mode: BillingProvider;
  /** Opens a checkout: its page and its id (the Stripe Checkout Session id, or the test session's). */
  createCheckout(input: CheckoutInput): Promise<{ url: string; id: string }>;
  createPortal(user: SessionUser, subscription: SubscriptionRecord): Promise<string>;
  /**
   * Ends an open checkout so it can no longer be paid: `expired`, or `not-open` when it had
   * already completed or expired. Throws when the provider cannot be reached (nothing is known).
   */
  expireCheckout(id: string): Promise<'expired' | 'not-open'>;
}
