import type { Kysely } from 'kysely';
import {
  BILLING_MESSAGES,
  ENTITLED_STATUSES,
  addInterval,
  type BillingProvider,
  type SubscriptionResponse,
  type BillingInterval,
  type PaidPlan,
  type SubscriptionView,
} from '@decalforge/shared';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../http/access';
import { badRequest, conflict, notFound } from '../../http/errors';
import { codeOutcomeMessage, type CreatorCodesService } from '../creator-codes/creator-codes.service';
import { createCreatorCodesRepository } from '../creator-codes/creator-codes.repository';
import { createProfilesRepository } from '../profiles/profiles.repository';
import { createBillingRepository, type BillingRepository, type SubscriptionRecord } from './billing.repository';
import type { BillingDriver, SubscriptionState } from './billing.types';
import { SUBSCRIPTION_EVENTS, customerOf, type EventObject } from './stripe-events';
import type { StripeDriver } from './stripe-driver';

export interface ApplyOptions {
  provider: BillingProvider;
  /** Creator code of the checkout that produced this state: a redemption is counted once the plan is paid. */
  creatorCode?: string | null;
  /**
   * A code that is no longer active or has reached its cap when the payment completes: `refuse`
   * rolls the payment back with a 409 (test checkout, nothing charged yet); otherwise the plan
   * applies and no redemption is counted (Stripe has already charged).
   */
  refuseInvalidCode?: boolean;
  /** Webhook event: applied at most once (insert-or-ignore in the same transaction). */
  event?: { id: string; type: string };
  /** Extra work in the same transaction; return false to abort without changes. */
  inTransaction?: (repo: BillingRepository) => Promise<boolean>;
}

export type ApplyResult = 'applied' | 'duplicate' | 'aborted';

function hasEntitledStatus(status: string): boolean {
  return (ENTITLED_STATUSES as readonly string[]).includes(status);
}

/** True while the paid plan of this state applies at `now`. */
export function isEntitled(
  state: Pick<SubscriptionState, 'plan' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
  now: Date,
): boolean {
  if (!state.plan || !hasEntitledStatus(state.status)) return false;
  if (state.cancelAtPeriodEnd && state.currentPeriodEnd && state.currentPeriodEnd <= now.toISOString()) return false;
  return true;
}

export function toView(rec: SubscriptionRecord, now: Date): SubscriptionView {
  return {
    provider: rec.provider,
    plan: rec.plan,
    interval: rec.interval,
    status: rec.status,
    currentPeriodEnd: rec.currentPeriodEnd,
    cancelAtPeriodEnd: rec.cancelAtPeriodEnd,
    active: isEntitled(rec, now),
  };
}

/**
 * Billing rules shared by Stripe webhooks and the offline test mode: every plan change goes
 * through applySubscriptionState, in one transaction, and never touches an ADMIN's plan.
 */
export function createBillingService(deps: {
  db: Kysely<Database>;
  driver: BillingDriver;
  creatorCodes: CreatorCodesService;
  /** The Stripe driver when billing runs on Stripe (its webhooks); null in test mode. */
  stripe: StripeDriver | null;
  log?: { warn: (obj: object, msg: string) => void };
  /** Called after a subscription state has been applied (committed): the plan may have changed. */
  onAccountChange?: (userId: string) => void;
}) {
  const { db, driver } = deps;
  const repo = createBillingRepository(db);
  /** Earliest known period end needing a lazy transition (cached; refreshed by the sweep). */
  let nextDueAt: string | null = null;

  function noteDue(state: SubscriptionState, provider: BillingProvider) {
    if (!state.currentPeriodEnd || !hasEntitledStatus(state.status)) return;
    if (!state.cancelAtPeriodEnd && provider !== 'test') return;
    if (nextDueAt === null || state.currentPeriodEnd < nextDueAt) nextDueAt = state.currentPeriodEnd;
  }

  async function applySubscriptionState(
    userId: string,
    state: SubscriptionState,
    opts: ApplyOptions,
    now = new Date(),
  ): Promise<ApplyResult> {
    const result = await db.transaction().execute(async (trx): Promise<ApplyResult> => {
      const r = createBillingRepository(trx);
      const profiles = createProfilesRepository(trx);
      if (opts.event && !(await r.recordEvent(opts.event.id, opts.event.type))) return 'duplicate';
      if (opts.inTransaction && !(await opts.inTransaction(r))) return 'aborted';
      const previous = await r.findSubscription(userId);
      await r.upsertSubscription({ userId, provider: opts.provider, ...state });
      const entitled = isEntitled(state, now);
      const { plan } = await profiles.ensure(userId);
      if (plan !== 'ADMIN') {
        if (entitled && state.plan && plan !== state.plan) await profiles.setPlan(userId, state.plan);
        // Downgrade only what billing granted: a plan set by an operator without a subscription stays.
        else if (!entitled && previous && hasEntitledStatus(previous.status) && plan !== 'FREE') await profiles.setPlan(userId, 'FREE');
      }
      if (entitled && opts.creatorCode) {
        const outcome = await createCreatorCodesRepository(trx).redeem(opts.creatorCode, userId);
        if (outcome !== 'redeemed' && outcome !== 'already-redeemed') {
          if (opts.refuseInvalidCode) throw conflict(`${codeOutcomeMessage(outcome)}. ${BILLING_MESSAGES.startAgain}`);
          deps.log?.warn({ userId, code: opts.creatorCode, outcome }, 'paid checkout with a creator code that can no longer be redeemed');
        }
      }
      return 'applied';
    });
    if (result === 'applied') {
      noteDue(state, opts.provider);
      deps.onAccountChange?.(userId);
    }
    return result;
  }

  /** Lazy transition of one ended period: cancelling → FREE; test mode renews for another period. */
  async function settle(rec: SubscriptionRecord, now: Date): Promise<void> {
    if (!rec.currentPeriodEnd || rec.currentPeriodEnd > now.toISOString() || !hasEntitledStatus(rec.status)) return;
    const base: SubscriptionState = {
      plan: rec.plan,
      status: rec.status,
      interval: rec.interval,
      currentPeriodEnd: rec.currentPeriodEnd,
      cancelAtPeriodEnd: rec.cancelAtPeriodEnd,
      customerId: rec.customerId,
      subscriptionId: rec.subscriptionId,
    };
    if (rec.cancelAtPeriodEnd) {
      await applySubscriptionState(rec.userId, { ...base, status: 'canceled' }, { provider: rec.provider }, now);
    } else if (rec.provider === 'test' && rec.interval) {
      let end = new Date(rec.currentPeriodEnd);
      while (end.getTime() <= now.getTime()) end = addInterval(end, rec.interval);
      await applySubscriptionState(rec.userId, { ...base, currentPeriodEnd: end.toISOString() }, { provider: rec.provider }, now);
    }
  }

  async function sweep(now = new Date()): Promise<number> {
    const due = await repo.dueSubscriptions(now.toISOString(), ENTITLED_STATUSES);
    for (const rec of due) await settle(rec, now);
    nextDueAt = await repo.nextDueAt(ENTITLED_STATUSES);
    return due.length;
  }

  async function subscriptionOf(userId: string, now = new Date()): Promise<SubscriptionRecord | undefined> {
    const rec = await repo.findSubscription(userId);
    if (rec && rec.currentPeriodEnd && rec.currentPeriodEnd <= now.toISOString() && hasEntitledStatus(rec.status)) {
      await settle(rec, now);
      return repo.findSubscription(userId);
    }
    return rec;
  }

  return {
    mode: driver.mode,
    applySubscriptionState,
    sweep,
    subscriptionOf,
    /** Cheap check for the request hook: is some period end already past? */
    isSweepDue(now = new Date()): boolean {
      return nextDueAt !== null && nextDueAt <= now.toISOString();
    },

    /** `req` is the route's parsed checkoutRequestSchema: the code trimmed and upper-cased, any discount the client named dropped. */
    async createCheckout(
      user: SessionUser,
      req: { plan: PaidPlan; interval: BillingInterval; creatorCode: string | null },
    ): Promise<{ url: string }> {
      if (user.plan === 'ADMIN') throw badRequest(BILLING_MESSAGES.adminNoCheckout);
      const existing = await subscriptionOf(user.id);
      if (existing && isEntitled(existing, new Date())) throw conflict(BILLING_MESSAGES.alreadySubscribed);
      const discount = await deps.creatorCodes.discountForCheckout(req.creatorCode, user.id);
      try {
        const checkout = await driver.createCheckout({ user, plan: req.plan, interval: req.interval, discount, existing });
        if (discount && !(await deps.creatorCodes.attachCheckout(discount.code, user.id, checkout.id))) {
          // The code was deactivated while this checkout was being opened: it must not stay payable.
          await driver.expireCheckout(checkout.id).catch((err: unknown) => deps.log?.warn({ err }, 'could not expire a checkout'));
          throw badRequest(BILLING_MESSAGES.inactiveCode);
        }
        return { url: checkout.url };
      } catch (err) {
        if (discount) await deps.creatorCodes.releaseHold(discount.code, user.id);
        throw err;
      }
    },

    /**
     * Operator action: deactivates a creator code and expires its open checkouts at the provider,
     * so none of them can still be paid with the discount (a payment that raced it is refused the
     * redemption at payment, see applySubscriptionState). Each expired (or no longer open)
     * checkout gives its place back; one the provider could not be asked about keeps its hold
     * and is retried by running the action again. Undefined for an unknown code.
     */
    async deactivateCreatorCode(
      rawCode: string,
      now = new Date(),
    ): Promise<{ code: string; expired: number; notOpen: number; failed: number } | undefined> {
      const found = await deps.creatorCodes.deactivate(rawCode, now);
      if (!found) return undefined;
      const result = { code: found.code, expired: 0, notOpen: 0, failed: 0 };
      for (const hold of found.holds) {
        if (hold.checkoutId) {
          try {
            const outcome = await driver.expireCheckout(hold.checkoutId);
            if (outcome === 'expired') result.expired += 1;
            else result.notOpen += 1;
          } catch (err) {
            deps.log?.warn(
              { err, code: found.code, checkout: hold.checkoutId },
              'could not expire a checkout of a deactivated creator code',
            );
            result.failed += 1;
            continue;
          }
        }
        await deps.creatorCodes.releaseHold(found.code, hold.userId);
      }
      return result;
    },

    /**
     * A signed Stripe event (raw body + Stripe-Signature). Each event applies at most once; one
     * that can change a subscription re-reads the customer from Stripe and applies that state
     * (events may arrive out of order, the customer's current state may not). Events about
     * other things, or customers we cannot tie to a user, are recorded and ignored.
     */
    async handleStripeWebhook(
      payload: unknown,
      signature: string | undefined,
    ): Promise<{ received: true; duplicate?: boolean; ignored?: boolean }> {
      const stripe = deps.stripe;
      if (!stripe) throw notFound(BILLING_MESSAGES.webhookOff);
      if (!signature || !Buffer.isBuffer(payload)) throw badRequest(BILLING_MESSAGES.badSignature);
      let event: ReturnType<StripeDriver['verifyEvent']>;
      try {
        event = stripe.verifyEvent(payload, signature);
      } catch {
        throw badRequest(BILLING_MESSAGES.badSignature);
      }
      if (await repo.isEventProcessed(event.id)) return { received: true, duplicate: true };
      const obj = event.data.object as EventObject;
      const customerId = SUBSCRIPTION_EVENTS.has(event.type) ? customerOf(obj) : null;
      if (!customerId) {
        await repo.recordEvent(event.id, event.type);
        return { received: true, ignored: true };
      }
      const snapshot = await stripe.readCustomer(customerId);
      const known = await repo.findByCustomer(customerId);
      const userId = known?.userId ?? obj.client_reference_id ?? obj.metadata?.user_id ?? snapshot?.userId ?? null;
      if (!snapshot || !userId) {
        deps.log?.warn(
          { eventId: event.id, type: event.type, customerId },
          'stripe event for an unknown customer or without a subscription',
        );
        await repo.recordEvent(event.id, event.type);
        return { received: true, ignored: true };
      }
      const result = await applySubscriptionState(userId, snapshot.state, {
        provider: 'stripe',
        creatorCode: snapshot.creatorCode,
        event: { id: event.id, type: event.type },
      });
      return { received: true, duplicate: result === 'duplicate' };
    },

    async createPortal(user: SessionUser): Promise<{ url: string }> {
      const sub = await subscriptionOf(user.id);
      if (!sub || !sub.subscriptionId || sub.provider !== driver.mode) throw badRequest(BILLING_MESSAGES.noSubscription);
      return { url: await driver.createPortal(user, sub) };
    },

    async subscriptionView(user: SessionUser, now = new Date()): Promise<SubscriptionResponse> {
      const sub = await subscriptionOf(user.id, now);
      const plan = (await createProfilesRepository(db).find(user.id))?.plan ?? user.plan;
      return { mode: driver.mode, plan, subscription: sub && sub.subscriptionId ? toView(sub, now) : null };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
