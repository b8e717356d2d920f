import { BILLING_MESSAGES, PRICES, addInterval, discountedPrice, type TestPortalAction, type TestSessionView } from '@decalforge/shared';
import type { SessionUser } from '../../http/access';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { newId } from '../../lib/ids';
import type { CreatorCodesService } from '../creator-codes/creator-codes.service';
import type { BillingRepository, TestSessionRecord } from './billing.repository';
import type { BillingService } from './billing.service';
import { isEntitled } from './billing.service';
import type { BillingDriver, SubscriptionState } from './billing.types';

/** Offline test checkout sessions stay payable for a day. */
export const TEST_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Offline billing: checkout and portal are pages of this app, no network involved. */
export function createTestDriver(deps: { repo: BillingRepository; appUrl: string }): BillingDriver {
  return {
    mode: 'test',
    async createCheckout({ user, plan, interval, discount }) {
      const id = `test_cs_${newId().replace(/-/g, '')}`;
      await deps.repo.insertTestSession({
        id,
        userId: user.id,
        plan,
        interval,
        creatorCode: discount?.code ?? null,
        discountPercent: discount?.percent ?? null,
      });
      return { url: `${deps.appUrl}/billing/test-checkout?session=${encodeURIComponent(id)}`, id };
    },
    async createPortal() {
      return `${deps.appUrl}/billing/test-portal`;
    },
    async expireCheckout(id) {
      return (await deps.repo.closeTestSession(id, 'expired')) ? 'expired' : 'not-open';
    },
  };
}

function sessionView(s: TestSessionRecord, now: Date): TestSessionView {
  const expired = s.status === 'open' && now.getTime() - new Date(s.createdAt).getTime() > TEST_SESSION_TTL_MS;
  return {
    id: s.id,
    plan: s.plan,
    interval: s.interval,
    creatorCode: s.creatorCode,
    discountPercent: s.discountPercent,
    status: expired ? 'expired' : s.status,
    amount: PRICES[s.plan][s.interval],
    firstPeriodAmount: discountedPrice(s.plan, s.interval, s.discountPercent),
    createdAt: s.createdAt,
  };
}

/** The buttons of the test checkout and test portal pages; they drive the same service path as Stripe events. */
export function createTestBilling(deps: { service: BillingService; repo: BillingRepository; creatorCodes: CreatorCodesService }) {
  const { service, repo, creatorCodes } = deps;

  async function ownSession(user: SessionUser, id: string): Promise<TestSessionRecord> {
    const s = await repo.findTestSession(id);
    if (!s || s.userId !== user.id) throw notFound(BILLING_MESSAGES.sessionNotFound);
    return s;
  }

  async function currentState(user: SessionUser, now: Date): Promise<SubscriptionState> {
    const sub = await service.subscriptionOf(user.id, now);
    if (!sub || sub.provider !== 'test' || !sub.subscriptionId) throw badRequest(BILLING_MESSAGES.noSubscription);
    if (!isEntitled(sub, now)) throw badRequest(BILLING_MESSAGES.subscriptionEnded);
    return {
      plan: sub.plan,
      status: sub.status,
      interval: sub.interval,
      currentPeriodEnd: sub.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      customerId: sub.customerId,
      subscriptionId: sub.subscriptionId,
    };
  }

  return {
    async session(user: SessionUser, id: string, now = new Date()): Promise<TestSessionView> {
      return sessionView(await ownSession(user, id), now);
    },

    /** "Pay": the session completes and the plan changes in one transaction. */
    async completeCheckout(user: SessionUser, id: string, now = new Date()): Promise<TestSessionView> {
      const s = await ownSession(user, id);
      const view = sessionView(s, now);
      if (view.status === 'complete') throw conflict(BILLING_MESSAGES.sessionComplete);
      if (view.status === 'canceled') throw badRequest(BILLING_MESSAGES.sessionCanceled);
      if (view.status === 'expired') throw badRequest(BILLING_MESSAGES.sessionExpired);
      const existing = await service.subscriptionOf(user.id, now);
      if (existing && existing.provider === 'test' && isEntitled(existing, now)) throw conflict(BILLING_MESSAGES.alreadySubscribed);
      const state: SubscriptionState = {
        plan: s.plan,
        status: 'active',
        interval: s.interval,
        currentPeriodEnd: addInterval(now, s.interval).toISOString(),
        cancelAtPeriodEnd: false,
        customerId: existing?.customerId ?? `test_cus_${user.id.replace(/-/g, '').slice(0, 16)}`,
        subscriptionId: `test_sub_${s.id.slice('test_cs_'.length)}`,
      };
      let result;
      try {
        result = await service.applySubscriptionState(
          user.id,
          state,
          {
            provider: 'test',
            creatorCode: s.creatorCode,
            refuseInvalidCode: true,
            inTransaction: (r) => r.closeTestSession(s.id, 'complete'),
          },
          now,
        );
      } catch (err) {
        // The code went inactive or full while the checkout was open: nothing is charged, the
        // session ends and its place is given back; the user starts again (at full price or another code).
        if (err instanceof AppError && s.creatorCode) {
          await repo.closeTestSession(s.id, 'canceled');
          await creatorCodes.releaseHold(s.creatorCode, user.id);
        }
        throw err;
      }
      if (result !== 'applied') throw conflict(BILLING_MESSAGES.sessionComplete);
      return { ...view, status: 'complete' };
    },

    async cancelCheckout(user: SessionUser, id: string): Promise<TestSessionView> {
      const s = await ownSession(user, id);
      if ((await repo.closeTestSession(s.id, 'canceled')) && s.creatorCode) await creatorCodes.releaseHold(s.creatorCode, user.id);
      const after = await ownSession(user, id);
      return sessionView(after, new Date());
    },

    /** Customer-portal actions; "end-period" simulates time passing to the end of the current period. */
    async portal(user: SessionUser, action: TestPortalAction, now = new Date()): Promise<void> {
      const state = await currentState(user, now);
      const interval = state.interval ?? 'month';
      let next: SubscriptionState;
      switch (action) {
        case 'cancel':
          if (state.cancelAtPeriodEnd) throw badRequest(BILLING_MESSAGES.alreadyCanceling);
          next = { ...state, cancelAtPeriodEnd: true };
          break;
        case 'resume':
          if (!state.cancelAtPeriodEnd) throw badRequest(BILLING_MESSAGES.notCanceling);
          next = { ...state, cancelAtPeriodEnd: false };
          break;
        case 'switch-interval': {
          const other = interval === 'month' ? 'year' : 'month';
          // The new interval starts a new billing period today.
          next = { ...state, interval: other, currentPeriodEnd: addInterval(now, other).toISOString() };
          break;
        }
        case 'switch-plan':
          next = { ...state, plan: state.plan === 'PRO' ? 'BASIC' : 'PRO' };
          break;
        case 'end-period':
          next = state.cancelAtPeriodEnd
            ? { ...state, status: 'canceled', currentPeriodEnd: now.toISOString() }
            : { ...state, currentPeriodEnd: addInterval(now, interval).toISOString() };
          break;
      }
      await service.applySubscriptionState(user.id, next, { provider: 'test' }, now);
    },
  };
}

export type TestBilling = ReturnType<typeof createTestBilling>;
