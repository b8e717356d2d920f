import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../src/cli/admin-commands';
import { loadEnv } from '../src/config/env';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import { startStripeLoopback, type StripeLoopback } from './helpers/stripe-loopback';
import type { TestClient } from './helpers/http-client';

interface SubscriptionBody {
  mode: string;
  plan: string;
  subscription: null | {
    provider: string;
    plan: string;
    interval: string;
    status: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    active: boolean;
  };
}

async function planOf(c: TestClient): Promise<string> {
  const me = await c.json<{ plan: string }>('GET', '/api/me');
  expect(me.status).toBe(200);
  return me.data.plan;
}

describe('billing in offline test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function checkout(c: TestClient, plan: string, interval: string) {
    const r = await c.json<{ url: string }>('POST', '/api/functions/create-checkout', {
      plan,
      interval,
      creatorCode: null,
      discountPercent: null,
    });
    expect(r.status).toBe(200);
    const url = new URL(r.data.url);
    expect(url.origin).toBe(t.baseUrl);
    expect(url.pathname).toBe('/billing/test-checkout');
    return url.searchParams.get('session') as string;
  }

  async function portal(c: TestClient, action: string) {
    return c.json<SubscriptionBody & { error?: string }>('POST', '/api/billing/test/portal', { action });
  }

  it('asks signed-out callers to sign in with the product texts (MESSAGES.pricing)', async () => {
    const anon = t.client();
    const co = await anon.json<{ error: string }>('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'month' });
    expect(co.status).toBe(401);
    expect(co.data.error).toBe('Please sign in to upgrade');
    const po = await anon.json<{ error: string }>('POST', '/api/functions/create-portal', {});
    expect(po.status).toBe(401);
    expect(po.data.error).toBe('Please sign in to manage subscription');
  });

  it('refuses an unknown plan or interval with 400, and the portal without a subscription', async () => {
    const { client } = await signUpVerified(t);
    const gold = await client.json<{ error: string }>('POST', '/api/functions/create-checkout', { plan: 'GOLD', interval: 'month' });
    expect(gold.status).toBe(400);
    expect(gold.data.error).toMatch(/BASIC or PRO/);
    const weekly = await client.json<{ error: string }>('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'week' });
    expect(weekly.status).toBe(400);
    expect(weekly.data.error).toMatch(/month or year/);
    const po = await client.json<{ error: string }>('POST', '/api/functions/create-portal', {});
    expect(po.status).toBe(400);
    expect(po.data.error).toBe('No active subscription to manage');
    const hook = await client.json<{ error: string }>('POST', '/api/billing/webhook', { id: 'evt_1' }, { 'stripe-signature': 't=1,v1=x' });
    expect(hook.status).toBe(404);
  });

  it('runs the whole lifecycle over HTTP: pay → PRO, cancel keeps PRO, period end → FREE, resume, switch, renew', async () => {
    const { client, userId } = await signUpVerified(t);
    expect(await planOf(client)).toBe('FREE');
    const session = await checkout(client, 'PRO', 'month');
    const view = await client.json<{ plan: string; interval: string; status: string; amount: number; firstPeriodAmount: number }>(
      'GET',
      `/api/billing/test/session/${session}`,
    );
    expect(view.data).toMatchObject({ plan: 'PRO', interval: 'month', status: 'open', amount: 9, firstPeriodAmount: 9 });
    // Somebody else cannot see or pay this session.
    const other = await signUpVerified(t);
    expect((await other.client.json('GET', `/api/billing/test/session/${session}`)).status).toBe(404);
    expect((await other.client.json('POST', '/api/billing/test/complete-checkout', { session })).status).toBe(404);

    const paid = await client.json<{ status: string }>('POST', '/api/billing/test/complete-checkout', { session });
    expect(paid.status).toBe(200);
    expect(paid.data.status).toBe('complete');
    expect(await planOf(client)).toBe('PRO');
    const again = await client.json<{ error: string }>('POST', '/api/billing/test/complete-checkout', { session });
    expect(again.status).toBe(409);
    const second = await client.json<{ error: string }>('POST', '/api/functions/create-checkout', { plan: 'BASIC', interval: 'year' });
    expect(second.status).toBe(409);

    const sub = await client.json<SubscriptionBody>('GET', '/api/billing/subscription');
    expect(sub.data.mode).toBe('test');
    expect(sub.data.subscription).toMatchObject({
      provider: 'test',
      plan: 'PRO',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      active: true,
    });
    const end = new Date(sub.data.subscription?.currentPeriodEnd as string).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86400_000);
    expect(end - Date.now()).toBeLessThan(32 * 86400_000);

    const po = await client.json<{ url: string }>('POST', '/api/functions/create-portal', {});
    expect(po.status).toBe(200);
    expect(po.data.url).toBe(`${t.baseUrl}/billing/test-portal`);

    const cancel = await portal(client, 'cancel');
    expect(cancel.status).toBe(200);
    expect(cancel.data.subscription).toMatchObject({ cancelAtPeriodEnd: true, active: true });
    expect(await planOf(client)).toBe('PRO');
    expect((await portal(client, 'cancel')).status).toBe(400);

    const resume = await portal(client, 'resume');
    expect(resume.data.subscription).toMatchObject({ cancelAtPeriodEnd: false, active: true });
    expect((await portal(client, 'resume')).status).toBe(400);

    const yearly = await portal(client, 'switch-interval');
    expect(yearly.data.subscription?.interval).toBe('year');
    expect(new Date(yearly.data.subscription?.currentPeriodEnd as string).getTime() - Date.now()).toBeGreaterThan(360 * 86400_000);

    const basic = await portal(client, 'switch-plan');
    expect(basic.data.subscription?.plan).toBe('BASIC');
    expect(await planOf(client)).toBe('BASIC');
    await portal(client, 'switch-plan');
    expect(await planOf(client)).toBe('PRO');

    // End of period without cancelling renews.
    const before = new Date(yearly.data.subscription?.currentPeriodEnd as string).getTime();
    const renewed = await portal(client, 'end-period');
    expect(renewed.data.subscription).toMatchObject({ status: 'active', active: true });
    expect(new Date(renewed.data.subscription?.currentPeriodEnd as string).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(await planOf(client)).toBe('PRO');

    await portal(client, 'cancel');
    const ended = await portal(client, 'end-period');
    expect(ended.data.subscription).toMatchObject({ status: 'canceled', active: false });
    expect(ended.data.plan).toBe('FREE');
    expect(await planOf(client)).toBe('FREE');
    const afterEnd = await portal(client, 'resume');
    expect(afterEnd.status).toBe(400);

    // Subscribing again works after the old one ended.
    const s2 = await checkout(client, 'BASIC', 'year');
    expect((await client.json('POST', '/api/billing/test/complete-checkout', { session: s2 })).status).toBe(200);
    expect(await planOf(client)).toBe('BASIC');
    const row = await t.ctx.dbh.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'test', plan: 'BASIC', interval: 'year', status: 'active' });
  });

  it('a cancelled session cannot be paid, and unknown portal actions are refused', async () => {
    const { client } = await signUpVerified(t);
    const session = await checkout(client, 'BASIC', 'month');
    expect((await client.json('POST', '/api/billing/test/cancel-checkout', { session })).status).toBe(200);
    const pay = await client.json<{ error: string }>('POST', '/api/billing/test/complete-checkout', { session });
    expect(pay.status).toBe(400);
    expect(await planOf(client)).toBe('FREE');
    const bad = await portal(client, 'explode');
    expect(bad.status).toBe(400);
  });

  it('deactivating a creator code expires its open test checkouts and gives their places back', async () => {
    const cli = (...args: string[]) => runCommand(t.ctx.services, args);
    await cli('create-creator-code', 'TESTOFF', 'Test Off', '30');
    const { client, userId } = await signUpVerified(t);
    const r = await client.json<{ url: string }>('POST', '/api/functions/create-checkout', {
      plan: 'PRO',
      interval: 'month',
      creatorCode: 'testoff',
    });
    expect(r.status).toBe(200);
    const session = new URL(r.data.url).searchParams.get('session') as string;
    expect(await cli('deactivate-creator-code', 'testoff')).toMatch(/TESTOFF is inactive; open checkouts expired: 1, already closed: 0/);
    const view = await client.json<{ status: string }>('GET', `/api/billing/test/session/${session}`);
    expect(view.data.status).toBe('expired');
    const pay = await client.json<{ error: string }>('POST', '/api/billing/test/complete-checkout', { session });
    expect(pay.status).toBe(400);
    expect(await planOf(client)).toBe('FREE');
    const holds = await t.ctx.dbh.db.selectFrom('creator_code_holds').selectAll().where('user_id', '=', userId).execute();
    expect(holds).toHaveLength(0);
    await expect(cli('deactivate-creator-code', 'NOPE')).rejects.toThrow(/No creator code NOPE/);
  });

  it('never downgrades an ADMIN through billing and refuses admin checkouts', async () => {
    const { client, userId } = await signUpVerified(t);
    const session = await checkout(client, 'PRO', 'month');
    await client.json('POST', '/api/billing/test/complete-checkout', { session });
    await t.ctx.repos.profiles.setPlan(userId, 'ADMIN');
    await portal(client, 'switch-plan');
    await portal(client, 'cancel');
    await portal(client, 'end-period');
    expect(await planOf(client)).toBe('ADMIN');
    const co = await client.json<{ error: string }>('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'month' });
    expect(co.status).toBe(400);
  });

  it('settles ended periods lazily when time passes: cancelled → FREE on the next request, otherwise renewed', async () => {
    const cancelling = await signUpVerified(t);
    const s1 = await checkout(cancelling.client, 'BASIC', 'month');
    await cancelling.client.json('POST', '/api/billing/test/complete-checkout', { session: s1 });
    await portal(cancelling.client, 'cancel');
    const renewing = await signUpVerified(t);
    const s2 = await checkout(renewing.client, 'PRO', 'month');
    await renewing.client.json('POST', '/api/billing/test/complete-checkout', { session: s2 });
    expect(await planOf(cancelling.client)).toBe('BASIC');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 40 * 86400_000);
    // Sessions expire after a week, so sign in again in the future.
    for (const u of [cancelling, renewing]) {
      u.client.jar.clear();
      expect((await u.client.json('POST', '/api/auth/sign-in/email', { email: u.email, password: u.password })).status).toBe(200);
    }
    expect(await planOf(cancelling.client)).toBe('FREE');
    expect(await planOf(renewing.client)).toBe('PRO');
    const sub = await renewing.client.json<SubscriptionBody>('GET', '/api/billing/subscription');
    expect(new Date(sub.data.subscription?.currentPeriodEnd as string).getTime()).toBeGreaterThan(Date.now());
    expect(sub.data.subscription?.active).toBe(true);
  });
});

describe('billing with Stripe (SDK against a loopback API)', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_loopback';
  const PRICES = { BASIC_MONTH: 'price_basic_m', BASIC_YEAR: 'price_basic_y', PRO_MONTH: 'price_pro_m', PRO_YEAR: 'price_pro_y' };
  let t: TestApp;
  let fake: StripeLoopback;
  const sdk = new Stripe('sk_test_helper');

  beforeAll(async () => {
    fake = await startStripeLoopback();
    t = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_loopback',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_BASIC_MONTH: PRICES.BASIC_MONTH,
      STRIPE_PRICE_BASIC_YEAR: PRICES.BASIC_YEAR,
      STRIPE_PRICE_PRO_MONTH: PRICES.PRO_MONTH,
      STRIPE_PRICE_PRO_YEAR: PRICES.PRO_YEAR,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  let eventCounter = 0;
  function event(type: string, object: Record<string, unknown>, eventId = `evt_${Date.now()}_${++eventCounter}`) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null },
      data: { object },
    });
  }
  async function deliver(payload: string, secret = WEBHOOK_SECRET) {
    const signature = sdk.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(`${t.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: res.status, body: (await res.json()) as { received?: boolean; duplicate?: boolean; error?: string } };
  }
  const eventCount = async () =>
    Number(
      (
        await t.ctx.dbh.db
          .selectFrom('billing_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a subscription Checkout Session with customer reuse and a once-only coupon from our database', async () => {
    const { runCommand } = await import('../src/cli/admin-commands');
    await runCommand(t.ctx.services, ['create-creator-code', 'stripe15', 'Stripe Tester', '15']);
    const { client, userId, email } = await signUpVerified(t);
    const r = await client.json<{ url: string }>('POST', '/api/functions/create-checkout', {
      plan: 'PRO',
      interval: 'year',
      creatorCode: 'STRIPE15',
      discountPercent: 99,
    });
    expect(r.status).toBe(200);
    expect(r.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const customers = fake.received('POST', '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0].form.get('email')).toBe(email);
    expect(customers[0].form.get('metadata[user_id]')).toBe(userId);
    expect(customers[0].authorization).toBe('Bearer sk_test_loopback');
    const coupons = fake.received('POST', '/v1/coupons');
    expect(coupons).toHaveLength(1);
    expect(coupons[0].form.get('duration')).toBe('once');
    expect(coupons[0].form.get('percent_off')).toBe('15');
    const sessions = fake.received('POST', '/v1/checkout/sessions');
    expect(sessions).toHaveLength(1);
    const f = sessions[0].form;
    expect(f.get('mode')).toBe('subscription');
    expect(f.get('client_reference_id')).toBe(userId);
    expect(f.get('customer')).toMatch(/^cus_/);
    expect(f.get('success_url')).toBe(`${t.baseUrl}/account?success=true`);
    expect(f.get('cancel_url')).toBe(`${t.baseUrl}/pricing`);
    expect(f.get('line_items[0][price]')).toBe(PRICES.PRO_YEAR);
    expect(f.get('discounts[0][coupon]')).toMatch(/^coupon_/);
    expect(f.get('subscription_data[metadata][creator_code]')).toBe('STRIPE15');

    // A second attempt reuses the customer and, without a code, creates no coupon.
    const again = await client.json<{ url: string }>('POST', '/api/functions/create-checkout', { plan: 'BASIC', interval: 'month' });
    expect(again.status).toBe(200);
    expect(fake.received('POST', '/v1/customers')).toHaveLength(1);
    expect(fake.received('POST', '/v1/coupons')).toHaveLength(1);
    const second = fake.received('POST', '/v1/checkout/sessions')[1].form;
    expect(second.get('customer')).toBe(f.get('customer'));
    expect(second.get('line_items[0][price]')).toBe(PRICES.BASIC_MONTH);
    expect(second.get('discounts[0][coupon]')).toBeNull();
  });

  it('verifies signatures, applies each event once, and follows the state re-read from Stripe', async () => {
    const { runCommand } = await import('../src/cli/admin-commands');
    await runCommand(t.ctx.services, ['create-creator-code', 'HOOK20', 'Hook Tester', '20']);
    const { client, userId } = await signUpVerified(t);
    const co = await client.json('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'month', creatorCode: 'hook20' });
    expect(co.status).toBe(200);
    expect(fake.received('POST', '/v1/coupons').at(-1)?.form.get('percent_off')).toBe('20');
    const customer = fake.received('POST', '/v1/checkout/sessions').at(-1)?.form.get('customer') as string;
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400;
    fake.subscriptions.set('sub_pro1', {
      id: 'sub_pro1',
      customer,
      status: 'active',
      created: Math.floor(Date.now() / 1000),
      priceId: PRICES.PRO_MONTH,
      interval: 'month',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      metadata: { user_id: userId, plan: 'PRO', interval: 'month', creator_code: 'HOOK20' },
    });
    const completed = event(
      'checkout.session.completed',
      {
        id: 'cs_test_1',
        object: 'checkout.session',
        customer,
        client_reference_id: userId,
        subscription: 'sub_pro1',
        mode: 'subscription',
      },
      'evt_completed_1',
    );

    // A bad signature changes nothing.
    const eventsBefore = await eventCount();
    const bad = await deliver(completed, 'whsec_wrong');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid webhook signature');
    const unsigned = await fetch(`${t.baseUrl}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: completed,
    });
    expect(unsigned.status).toBe(400);
    expect(await planOf(client)).toBe('FREE');
    expect(await eventCount()).toBe(eventsBefore);

    // The same event three times: applied once, Stripe read once.
    const listsBefore = fake.received('GET', '/v1/subscriptions').length;
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await deliver(completed));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.body.duplicate)).toEqual([false, true, true]);
    expect(fake.received('GET', '/v1/subscriptions').length - listsBefore).toBe(1);
    expect(fake.received('GET', '/v1/subscriptions').at(-1)?.query.get('customer')).toBe(customer);
    expect(await eventCount()).toBe(eventsBefore + 1);
    expect(await planOf(client)).toBe('PRO');
    const redemptions = await t.ctx.dbh.db.selectFrom('creator_redemptions').selectAll().where('user_id', '=', userId).execute();
    expect(redemptions.map((r) => r.code)).toEqual(['HOOK20']);

    const sub = await client.json<SubscriptionBody>('GET', '/api/billing/subscription');
    expect(sub.data).toMatchObject({ mode: 'stripe', plan: 'PRO' });
    expect(sub.data.subscription).toMatchObject({
      provider: 'stripe',
      plan: 'PRO',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    expect(sub.data.subscription?.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());

    // Portal for the Stripe customer.
    const portal = await client.json<{ url: string }>('POST', '/api/functions/create-portal', {});
    expect(portal.status).toBe(200);
    expect(portal.data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const portalReq = fake.received('POST', '/v1/billing_portal/sessions').at(-1);
    expect(portalReq?.form.get('customer')).toBe(customer);
    expect(portalReq?.form.get('return_url')).toBe(`${t.baseUrl}/account`);

    // Out of order: Stripe now says "canceled"; the deletion event arrives before an older "updated" one.
    const current = fake.subscriptions.get('sub_pro1');
    if (current) current.status = 'canceled';
    const subObj = { id: 'sub_pro1', object: 'subscription', customer, status: 'active' };
    expect((await deliver(event('customer.subscription.deleted', { ...subObj, status: 'canceled' }))).status).toBe(200);
    expect((await deliver(event('customer.subscription.updated', subObj))).status).toBe(200);
    expect(await planOf(client)).toBe('FREE');

    // A new subscription on the same customer; old events about the old one do not undo it.
    fake.subscriptions.set('sub_basic2', {
      id: 'sub_basic2',
      customer,
      status: 'active',
      created: Math.floor(Date.now() / 1000) + 10,
      priceId: PRICES.BASIC_YEAR,
      interval: 'year',
      currentPeriodEnd: periodEnd + 300 * 86400,
      cancelAtPeriodEnd: true,
      metadata: { user_id: userId },
    });
    expect((await deliver(event('customer.subscription.created', { id: 'sub_basic2', object: 'subscription', customer }))).status).toBe(
      200,
    );
    expect((await deliver(event('customer.subscription.deleted', { ...subObj, status: 'canceled' }))).status).toBe(200);
    expect(await planOf(client)).toBe('BASIC');
    const basic = await client.json<SubscriptionBody>('GET', '/api/billing/subscription');
    expect(basic.data.subscription).toMatchObject({ plan: 'BASIC', interval: 'year', cancelAtPeriodEnd: true, active: true });
  });

  it('deactivating a creator code expires its open Checkout Sessions at Stripe (checkout.sessions.expire)', async () => {
    const cli = (...args: string[]) => runCommand(t.ctx.services, args);
    await cli('create-creator-code', 'GOODBYE', 'Leaving Creator', '25');
    const open = async () => {
      const u = await signUpVerified(t);
      const r = await u.client.json<{ url: string }>('POST', '/api/functions/create-checkout', {
        plan: 'PRO',
        interval: 'month',
        creatorCode: 'GOODBYE',
      });
      expect(r.status).toBe(200);
      return { ...u, sessionId: (r.data.url.match(/cs_test_[0-9a-f]+/) as RegExpMatchArray)[0] };
    };
    const [a, b, c] = [await open(), await open(), await open()];
    // C has paid meanwhile (its session is complete at Stripe): it cannot be expired any more.
    (fake.sessions.get(c.sessionId) as { status: string }).status = 'complete';
    const out = await cli('deactivate-creator-code', 'GOODBYE');
    expect(out).toMatch(/GOODBYE is inactive; open checkouts expired: 2, already closed: 1/);
    const expired = fake.requests.filter((r) => r.method === 'POST' && /^\/v1\/checkout\/sessions\/[^/]+\/expire$/.test(r.path));
    expect(expired.map((r) => r.path.split('/')[4]).sort()).toEqual([a.sessionId, b.sessionId, c.sessionId].sort());
    expect(expired.every((r) => r.authorization === 'Bearer sk_test_loopback')).toBe(true);
    expect(fake.sessions.get(a.sessionId)?.status).toBe('expired');
    expect(fake.sessions.get(b.sessionId)?.status).toBe('expired');
    // Its places are given back, it no longer validates, and no new checkout can use it.
    const holds = await t.ctx.dbh.db.selectFrom('creator_code_holds').selectAll().where('code', '=', 'GOODBYE').execute();
    expect(holds).toHaveLength(0);
    const v = await a.client.json<{ valid: boolean; message: string }>('POST', '/api/functions/validate-creator-code', { code: 'GOODBYE' });
    expect(v.data).toMatchObject({ valid: false, message: 'This creator code is no longer active' });
    const again = await a.client.json('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'month', creatorCode: 'GOODBYE' });
    expect(again.status).toBe(400);
    // Running it again finds nothing left to expire.
    expect(await cli('deactivate-creator-code', 'GOODBYE')).toMatch(/expired: 0, already closed: 0/);
  });

  it('ignores events it does not act on and has no test-mode endpoints', async () => {
    const r = await deliver(event('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(r.status).toBe(200);
    const { client } = await signUpVerified(t);
    expect((await client.json('POST', '/api/billing/test/portal', { action: 'cancel' })).status).toBe(404);
    expect((await client.json('POST', '/api/billing/test/complete-checkout', { session: 'x' })).status).toBe(404);
  });

  it('refuses to start with only part of the Stripe configuration', async () => {
    expect(() =>
      loadEnv({ NODE_ENV: 'test', DATA_DIR: t.dataDir + '-partial', STRIPE_SECRET_KEY: 'sk_test_x', LOG_LEVEL: 'silent' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
