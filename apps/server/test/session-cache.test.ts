import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';

/**
 * The session check is cached per credential and the account (plan, credits, usage) per user for
 * a few seconds; ending a session, and any change this process makes, must still show at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t?.close();
});

describe('session cache', () => {
  it('a signed-out session is refused at once, cookie and bearer alike', async () => {
    const u = await signUpVerified(t);
    expect((await u.client.json('GET', '/api/me')).status).toBe(200);
    const bearer = t.client();
    bearer.bearer = u.token;
    expect((await bearer.json('GET', '/api/me')).status).toBe(200);
    expect(t.ctx.sessions.size).toBeGreaterThan(0);
    const out = await u.client.json('POST', '/api/auth/sign-out', {});
    expect(out.status).toBe(200);
    expect((await bearer.json('GET', '/api/me')).status).toBe(401);
  });

  it('a plan change applies on the next request although the session is cached', async () => {
    const u = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(u.userId, 'ADMIN');
    const ops = () => u.client.json('POST', '/api/functions/admin-user-ops', { action: 'getDashboardStats' });
    expect((await ops()).status).toBe(200);
    await t.ctx.repos.profiles.setPlan(u.userId, 'PRO');
    expect((await ops()).status).toBe(403);
    expect((await u.client.json<{ plan: string }>('GET', '/api/me')).data.plan).toBe('PRO');
  });

  it('a forged or unknown credential is never served from the cache', async () => {
    const u = await signUpVerified(t);
    expect((await u.client.json('GET', '/api/me')).status).toBe(200);
    const forged = t.client();
    forged.bearer = `${u.token.split('.')[0]}.forgedsignature`;
    expect((await forged.json('GET', '/api/me')).status).toBe(401);
    const other = t.client();
    other.jar.set('better-auth.session_token', 'nonsense.value');
    expect((await other.json('GET', '/api/me')).status).toBe(401);
  });

  it('usage, credits and plans changed by this process show on the next GET /api/me', async () => {
    type Me = { plan: string; monthlyUsage: number; bonusCredits: number };
    const u = await signUpVerified(t);
    const me = async () => (await u.client.json<Me>('GET', '/api/me')).data;
    expect(await me()).toMatchObject({ plan: 'FREE', monthlyUsage: 0, bonusCredits: 0 });
    // A generation (quota reservation) counts at once.
    const job = await u.client.json('POST', '/api/jobs', { improvedPrompt: 'red stripes', carBody: 'octane' });
    expect(job.status).toBe(202);
    expect((await me()).monthlyUsage).toBe(1);
    // An admin's grant and plan change, through the admin route.
    const admin = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(admin.userId, 'ADMIN');
    const op = (body: object) => admin.client.json('POST', '/api/functions/admin-user-ops', body);
    expect((await op({ action: 'grantCredits', userId: u.userId, creditAmount: 5 })).status).toBe(200);
    expect((await me()).bonusCredits).toBe(5);
    expect((await op({ action: 'updateUserPlan', userId: u.userId, newPlan: 'BASIC' })).status).toBe(200);
    expect(await me()).toMatchObject({ plan: 'BASIC', bonusCredits: 5 });
    // Billing: a paid test checkout.
    const co = await u.client.json<{ url: string }>('POST', '/api/functions/create-checkout', { plan: 'PRO', interval: 'month' });
    expect(co.status).toBe(200);
    const session = new URL(co.data.url).searchParams.get('session');
    expect((await u.client.json('POST', '/api/billing/test/complete-checkout', { session })).status).toBe(200);
    expect((await me()).plan).toBe('PRO');
  });

  it('a write from another process: reads may lag within the TTL, admin routes and non-GET requests read the database', async () => {
    const u = await signUpVerified(t);
    expect((await u.client.json<{ plan: string }>('GET', '/api/me')).data.plan).toBe('FREE');
    // As the admin CLI or another API instance would: straight to the database, no notice to this process.
    const setPlan = (plan: 'FREE' | 'PRO' | 'ADMIN') =>
      t.ctx.dbh.db.updateTable('profiles').set({ plan }).where('id', '=', u.userId).execute();
    await setPlan('ADMIN');
    expect((await u.client.json<{ plan: string }>('GET', '/api/me')).data.plan).toBe('FREE');
    const ops = () => u.client.json('POST', '/api/functions/admin-user-ops', { action: 'getDashboardStats' });
    expect((await ops()).status).toBe(200);
    await setPlan('FREE');
    expect((await ops()).status).toBe(403);
    // Pro gates on generation see the plan as it is now, whatever the cache holds.
    await setPlan('PRO');
    const universal = await u.client.json('POST', '/api/jobs', { improvedPrompt: 'blue flames', carBody: 'universal' });
    expect(universal.status).toBe(202);
  });
});
