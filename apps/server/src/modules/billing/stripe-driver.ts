import Stripe from 'stripe';
import { paidPlanSchema, type BillingInterval, type PaidPlan } from '@decalforge/shared';
import { STRIPE_VARS, type Env } from '../../config/env';
import { AppError } from '../../http/errors';
import type { BillingRepository } from './billing.repository';
import type { BillingDriver, SubscriptionState } from './billing.types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, Record<BillingInterval, string>>;
  apiBase?: string;
}

/** Stripe settings in Stripe mode (loadEnv has checked that every STRIPE_* variable is set); null in test mode. */
export function stripeSettingsFromEnv(
  env: Pick<Env, (typeof STRIPE_VARS)[number] | 'STRIPE_API_BASE' | 'billingMode'>,
): StripeSettings | null {
  if (env.billingMode === 'test') return null;
  const missing = STRIPE_VARS.filter((k) => !env[k]);
  if (missing.length)
    throw new Error(
      `Stripe billing needs every STRIPE_* variable; missing: ${missing.join(', ')} (unset them all for the offline test mode)`,
    );
  const e = env as Record<(typeof STRIPE_VARS)[number], string> & { STRIPE_API_BASE?: string };
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    prices: {
      BASIC: { month: e.STRIPE_PRICE_BASIC_MONTH, year: e.STRIPE_PRICE_BASIC_YEAR },
      PRO: { month: e.STRIPE_PRICE_PRO_MONTH, year: e.STRIPE_PRICE_PRO_YEAR },
    },
    apiBase: e.STRIPE_API_BASE,
  };
}

/** The official SDK; STRIPE_API_BASE (tests) points it at another host, port and protocol. */
export function createStripeClient(settings: StripeSettings): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (settings.apiBase) {
    const u = new URL(settings.apiBase);
    const protocol = u.protocol === 'http:' ? 'http' : 'https';
    config.protocol = protocol;
    config.host = u.hostname;
    config.port = u.port || (protocol === 'http' ? 80 : 443);
  }
  return new Stripe(settings.secretKey, config);
}

/** A provider failure becomes a readable 502, never a stack trace. */
function providerError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return new AppError(502, 'The payment provider could not be reached. Please try again in a moment.');
}

const ENTITLED = new Set(['active', 'trialing', 'past_due']);

export interface StripeSnapshot {
  state: SubscriptionState;
  creatorCode: string | null;
  userId: string | null;
}

export function createStripeDriver(deps: {
  stripe: Stripe;
  settings: StripeSettings;
  repo: BillingRepository;
  appUrl: string;
  log?: { error: (o: object, m: string) => void };
}) {
  const { stripe, settings, repo, appUrl } = deps;

  function planOf(sub: Stripe.Subscription): { plan: PaidPlan | null; interval: BillingInterval | null } {
    const item = sub.items?.data?.[0];
    const priceId = item?.price?.id;
    for (const plan of ['BASIC', 'PRO'] as const) {
      for (const interval of ['month', 'year'] as const) {
        if (settings.prices[plan][interval] === priceId) return { plan, interval };
      }
    }
    const metaPlan = paidPlanSchema.safeParse(sub.metadata?.plan);
    const recurring = item?.price?.recurring?.interval;
    const interval: BillingInterval | null = recurring === 'month' ? 'month' : recurring === 'year' ? 'year' : null;
    return { plan: metaPlan.success ? metaPlan.data : null, interval };
  }

  function periodEndOf(sub: Stripe.Subscription): string | null {
    const ends = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === 'number');
    const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
    if (typeof legacy === 'number') ends.push(legacy);
    return ends.length ? new Date(Math.max(...ends) * 1000).toISOString() : null;
  }

  const driver: BillingDriver & {
    readCustomer(customerId: string): Promise<StripeSnapshot | null>;
    verifyEvent(payload: Buffer, signature: string): Stripe.Event;
  } = {
    mode: 'stripe',

    async createCheckout({ user, plan, interval, discount, existing }) {
      try {
        let customerId = existing?.provider === 'stripe' ? existing.customerId : null;
        if (!customerId) {
          const customer = await stripe.customers.create({ email: user.email, metadata: { user_id: user.id } });
          customerId = customer.id;
          await repo.saveCustomer(user.id, 'stripe', customerId);
        }
        // The creator discount comes from our database and applies to the first period only.
        const coupon = discount
          ? await stripe.coupons.create({
              percent_off: discount.percent,
              duration: 'once',
              max_redemptions: 1,
              name: `Creator code ${discount.code}`,
              metadata: { creator_code: discount.code, user_id: user.id },
            })
          : null;
        const metadata: Record<string, string> = { user_id: user.id, plan, interval, ...(discount ? { creator_code: discount.code } : {}) };
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: customerId,
          client_reference_id: user.id,
          line_items: [{ price: settings.prices[plan][interval], quantity: 1 }],
          success_url: `${appUrl}/account?success=true`,
          cancel_url: `${appUrl}/pricing`,
          // A discounted session ends before its hold on the code's place does (Stripe allows 30 min–24 h).
          ...(coupon && discount
            ? { discounts: [{ coupon: coupon.id }], expires_at: Math.floor((discount.expiresAt.getTime() - 5 * 60_000) / 1000) }
            : {}),
          metadata,
          subscription_data: { metadata },
        });
        if (!session.url) throw new AppError(502, 'The payment provider did not return a checkout page. Please try again.');
        return { url: session.url, id: session.id };
      } catch (err) {
        deps.log?.error({ err }, 'stripe checkout failed');
        throw providerError(err);
      }
    },

    async expireCheckout(id) {
      try {
        await stripe.checkout.sessions.expire(id);
        return 'expired';
      } catch (err) {
        // Stripe refuses (400) to expire a session that is no longer open (paid or expired) and
        // answers 404 for one it does not know: either way it can no longer be paid.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 400 || err.statusCode === 404)) return 'not-open';
        throw err;
      }
    },

    async createPortal(_user, sub) {
      try {
        const portal = await stripe.billingPortal.sessions.create({ customer: sub.customerId as string, return_url: `${appUrl}/account` });
        return portal.url;
      } catch (err) {
        deps.log?.error({ err }, 'stripe portal failed');
        throw providerError(err);
      }
    },

    /** Current truth for a customer, re-read from Stripe: the subscription that matters most (entitled first, newest). */
    async readCustomer(customerId: string): Promise<StripeSnapshot | null> {
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 });
      const subs = [...list.data].sort((a, b) => Number(ENTITLED.has(b.status)) - Number(ENTITLED.has(a.status)) || b.created - a.created);
      const sub = subs[0];
      if (!sub) return null;
      const { plan, interval } = planOf(sub);
      const currentPeriodEnd = periodEndOf(sub);
      const cancelAt = sub.cancel_at ? new Date(sub.cancel_at * 1000).toISOString() : null;
      return {
        state: {
          plan,
          status: sub.status,
          interval,
          currentPeriodEnd,
          cancelAtPeriodEnd:
            Boolean(sub.cancel_at_period_end) || (cancelAt !== null && (currentPeriodEnd === null || cancelAt <= currentPeriodEnd)),
          customerId,
          subscriptionId: sub.id,
        },
        creatorCode: sub.metadata?.creator_code || null,
        userId: sub.metadata?.user_id || null,
      };
    },

    verifyEvent(payload: Buffer, signature: string): Stripe.Event {
      return stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
    },
  };
  return driver;
}

export type StripeDriver = ReturnType<typeof createStripeDriver>;
