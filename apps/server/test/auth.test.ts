import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MAX_CREDIT_GRANT } from '@decalforge/shared';
import { runCommand } from '../src/cli/admin-commands';
import { linksIn, signUpVerified, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('auth and /api/me', () => {
  it('answers 401 with a readable error when signed out', async () => {
    const r = await t.client().json<{ error: string }>('GET', '/api/me');
    expect(r.status).toBe(401);
    expect(r.data.error).toMatch(/sign in/i);
  });

  it('sign-up → confirmation mail over SMTP → verify → sign-in → /api/me FREE', async () => {
    const email = uniqueEmail('flow');
    const c = t.client();
    const su = await c.json('POST', '/api/auth/sign-up/email', { email, password: 'abcdef', name: 'flow' });
    expect(su.status).toBe(200);
    const mail = await t.mail.waitFor(email, (m) => /verify-email/.test(m.text));
    expect(mail.raw).toMatch(/Subject: Confirm your DecalForge account/);
    const link = linksIn(mail).find((l) => l.includes('verify-email'));
    expect(link).toBeDefined();
    const url = new URL(link as string);
    expect(url.origin).toBe(t.baseUrl);
    const v = await c.req('GET', url.pathname + url.search);
    expect(v.status).toBe(302);
    expect(new URL(v.headers.get('location') as string, t.baseUrl).pathname).toBe('/');
    c.jar.clear();
    const si = await c.json('POST', '/api/auth/sign-in/email', { email, password: 'abcdef' });
    expect(si.status).toBe(200);
    const me = await c.json<Record<string, unknown>>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email, plan: 'FREE', monthlyUsage: 0, bonusCredits: 0, isAdmin: false });
    expect(typeof me.data.id).toBe('string');
  });

  it('refuses a wrong password and an unverified e-mail', async () => {
    const { email } = await signUpVerified(t);
    const wrong = await t.client().json('POST', '/api/auth/sign-in/email', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const other = uniqueEmail('unverified');
    const c = t.client();
    expect((await c.json('POST', '/api/auth/sign-up/email', { email: other, password: 'abcdef', name: 'x' })).status).toBe(200);
    const si = await c.json<{ code?: string }>('POST', '/api/auth/sign-in/email', { email: other, password: 'abcdef' });
    expect(si.status).toBe(403);
    expect(si.data.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await c.json('GET', '/api/me')).status).toBe(401);
  });

  it('refuses passwords shorter than 6 characters', async () => {
    const r = await t.client().json('POST', '/api/auth/sign-up/email', { email: uniqueEmail(), password: '12345', name: 'x' });
    expect(r.status).toBe(400);
  });

  it('resets a password end to end, answering the same for unknown e-mails', async () => {
    const { email, client: oldSession } = await signUpVerified(t);
    const c = t.client();
    const unknown = await c.json('POST', '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/reset-password',
    });
    const known = await c.json('POST', '/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.data).toEqual(known.data);
    const mail = await t.mail.waitFor(email, (m) => /reset-password/.test(m.text));
    const link = linksIn(mail).find((l) => l.includes('reset-password'));
    const u = new URL(link as string);
    const redirect = await c.req('GET', u.pathname + u.search);
    expect(redirect.status).toBe(302);
    const landing = new URL(redirect.headers.get('location') as string, t.baseUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await c.json('POST', '/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(reset.status).toBe(200);
    expect((await t.client().json('POST', '/api/auth/sign-in/email', { email, password: 'secret-pass-1' })).status).toBe(401);
    expect((await t.client().json('POST', '/api/auth/sign-in/email', { email, password: 'brand-new-pass' })).status).toBe(200);
    // Sessions opened before the reset are revoked.
    expect((await oldSession.json('GET', '/api/me')).status).toBe(401);
    // A token works once.
    expect((await c.json('POST', '/api/auth/reset-password', { token, newPassword: 'another-pass' })).status).toBe(400);
  });

  it('accepts Authorization: Bearer with the session token', async () => {
    const { token, email } = await signUpVerified(t);
    const c = t.client();
    c.bearer = token;
    const me = await c.json<{ email: string }>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(email);
    c.bearer = 'not-a-token';
    expect((await c.json('GET', '/api/me')).status).toBe(401);
  });

  it('signs out', async () => {
    const { client } = await signUpVerified(t);
    expect((await client.json('POST', '/api/auth/sign-out', {})).status).toBe(200);
    expect((await client.json('GET', '/api/me')).status).toBe(401);
  });

  it('answers JSON 404 for unknown API routes and 400 for malformed JSON, and serves the SPA elsewhere', async () => {
    const c = t.client();
    const r = await c.json<{ error: string }>('GET', '/api/nope');
    expect(r.status).toBe(404);
    expect(r.data.error).toBe('Not found');
    const bad = await c.req('POST', '/api/auth/sign-in/email', { body: '{not json', headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    const page = await c.req('GET', '/some/page');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('admin CLI sets plans and grants credits, with clear errors', async () => {
    const { email, client, userId } = await signUpVerified(t);
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], { cwd: serverRoot, env: { ...process.env, ...t.env } });
    const out = await cli('set-plan', email, 'PRO');
    expect(out.stdout).toContain('PRO');
    await cli('grant-credits', email, '3');
    const me = await client.json<{ plan: string; bonusCredits: number }>('GET', '/api/me');
    expect(me.data).toMatchObject({ plan: 'PRO', bonusCredits: 3 });
    // The CLI changes plans and credits through the admin panel's service: one audit row each, actor `cli`.
    const audit = await t.ctx.dbh.db
      .selectFrom('admin_audit')
      .select(['actor_id', 'target_id', 'action', 'detail'])
      .where('target_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => ({ ...a, detail: JSON.parse(a.detail) as unknown }))).toEqual([
      { actor_id: 'cli', target_id: userId, action: 'updateUserPlan', detail: { from: 'FREE', to: 'PRO' } },
      { actor_id: 'cli', target_id: userId, action: 'grantCredits', detail: { amount: 3, before: 0, after: 3 } },
    ]);
    // The admin panel's cap applies: one grant of more than ADMIN_MAX_CREDIT_GRANT is refused and not
    // audited (the same command in this process: each spawned CLI costs seconds on a busy machine).
    await expect(runCommand(t.ctx.services, ['grant-credits', email, String(ADMIN_MAX_CREDIT_GRANT + 1)])).rejects.toThrow(
      `at most ${ADMIN_MAX_CREDIT_GRANT}`,
    );
    expect(await t.ctx.dbh.db.selectFrom('admin_audit').select('id').where('target_id', '=', userId).execute()).toHaveLength(2);
    await expect(cli('set-plan', email, 'GOD')).rejects.toMatchObject({ stderr: expect.stringContaining('Unknown plan') });
    await expect(cli('set-plan', 'nobody@example.test', 'PRO')).rejects.toMatchObject({
      stderr: expect.stringContaining('No user with e-mail'),
    });
    await expect(cli('grant-credits', email, '-2')).rejects.toMatchObject({ stderr: expect.stringContaining('positive whole number') });
  }, 120_000);
});
