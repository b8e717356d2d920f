import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';

/** The session check is cached per credential for a few seconds; ending a session must still take effect at once. */
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
});
