import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import Fastify from 'fastify';
import { cspDirectives, registerSecurityHeaders } from '../src/http/security-headers';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository';
import { createAccountsService } from '../src/modules/accounts/accounts.service';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';

/** A minimal built web app: index.html plus one hashed asset, as `npm run build` leaves them. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'df-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeWebDist();
  t = await startTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(h: Headers) {
  const csp = h.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(h.get('x-frame-options')).toBe('DENY');
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // APP_URL is http://127.0.0.1: no HSTS (and no upgrade-insecure-requests) on plain http.
  expect(h.get('strict-transport-security')).toBeNull();
  expect(csp).not.toContain('upgrade-insecure-requests');
}

describe('security headers', () => {
  it('are on the SPA page, a static asset, API answers and API errors', async () => {
    const c = t.client();
    const answers: Array<[string, number]> = [
      ['/', 200],
      ['/account', 200],
      ['/assets/app-abc123.js', 200],
      ['/api/me', 401],
      ['/api/nope', 404],
    ];
    for (const [path, status] of answers) {
      const res = await c.req('GET', path);
      expect(res.status, path).toBe(status);
      expectSecurityHeaders(res.headers);
    }
    const u = await signUpVerified(t);
    const me = await u.client.req('GET', '/api/me');
    expect(me.status).toBe(200);
    expectSecurityHeaders(me.headers);
    const session = await u.client.req('GET', '/api/auth/get-session');
    expectSecurityHeaders(session.headers);
  });

  it('adds HSTS and upgrade-insecure-requests for an https APP_URL, and allows the S3 endpoint for images', () => {
    const env = loadEnv({
      APP_URL: 'https://decals.example.com',
      BILLING: 'test',
      S3_ENDPOINT: 'https://s3.example.net/some/path',
      DATA_DIR: '/tmp/unused',
    });
    const d = cspDirectives(env);
    expect(d.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://s3.example.net']);
    expect(d.connectSrc).toContain('https://s3.example.net');
    expect(d.upgradeInsecureRequests).toEqual([]);
  });

  it('sends HSTS when APP_URL is https', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { APP_URL: 'https://decals.example.com', S3_ENDPOINT: undefined });
    app.get('/', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    await app.close();
  });
});

describe('request limits and error bodies', () => {
  it('refuses bodies over 32 KB with 413 {error}, and checks the session before reading the body', async () => {
    const u = await signUpVerified(t);
    const big = { jobId: 'x', prompt: 'a'.repeat(40_000) };
    const r = await u.client.json<{ error: string }>('POST', '/api/saved-decals', big);
    expect(r.status).toBe(413);
    expect(r.data.error).toBe('The request body is too large');
    // Signed out: 401 before the (too large, invalid) body is even read.
    const anon = await t
      .client()
      .req('POST', '/api/saved-decals', { body: '{'.repeat(100_000), headers: { 'content-type': 'application/json' } });
    expect(anon.status).toBe(401);
    const huge = await t.client().json<{ error: string }>('POST', '/api/auth/sign-up/email', {
      email: 'x@example.test',
      password: 'secret-pass-1',
      name: 'n'.repeat(40_000),
    });
    expect(huge.status).toBe(413);
    expect(huge.data.error).toBeTruthy();
  });

  it('gives better-auth errors an `error` field and refuses over-long sign-up names', async () => {
    const c = t.client();
    const bad = await c.json<{ error: string; message?: string; code?: string }>('POST', '/api/auth/sign-in/email', {
      email: 'nobody@example.test',
      password: 'wrong-password',
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(typeof bad.data.error).toBe('string');
    expect(bad.data.error.length).toBeGreaterThan(0);
    const long = await c.json<{ error: string }>('POST', '/api/auth/sign-up/email', {
      email: 'long@example.test',
      password: 'secret-pass-1',
      name: 'n'.repeat(101),
    });
    expect(long.status).toBe(400);
    expect(long.data.error).toBe('Name must be at most 100 characters');
  });

  it('refuses strings past the shared schemas’ limits with a readable 400', async () => {
    const u = await signUpVerified(t);
    const r = await u.client.json<{ error: string }>('POST', '/api/saved-decals', { jobId: 'x'.repeat(100) });
    expect(r.status).toBe(400);
    expect(r.data.error).toBeTruthy();
  });
});

describe('unconfirmed accounts', () => {
  it('are removed after UNVERIFIED_ACCOUNT_DAYS with their profile; confirmed ones stay', async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    const su = await t.client().json('POST', '/api/auth/sign-up/email', { email, password: 'secret-pass-1', name: 'Later' });
    expect(su.status).toBe(200);
    const confirmed = await signUpVerified(t);
    const pending = await t.ctx.dbh.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const service = createAccountsService({ repo: createAccountsRepository(t.ctx.dbh.db), maxAgeDays: 7 });
    expect(await service.removeStaleUnverified(new Date())).toBe(0);
    const removed = await service.removeStaleUnverified(new Date(Date.now() + 8 * 86_400_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.dbh.db.selectFrom('user').select('id').where('id', '=', pending.id).executeTakeFirst()).toBeUndefined();
    expect(await t.ctx.repos.profiles.find(pending.id)).toBeUndefined();
    expect((await confirmed.client.json('GET', '/api/me')).status).toBe(200);
    // The address can be used again.
    expect((await t.client().json('POST', '/api/auth/sign-up/email', { email, password: 'secret-pass-1', name: 'Again' })).status).toBe(
      200,
    );
  });
});

describe('billing mode fails closed', () => {
  const base = { DATA_DIR: '/tmp/unused', LOG_LEVEL: 'silent' };
  it('runs offline test billing on a loopback APP_URL (npm start on a laptop) or when chosen', () => {
    expect(loadEnv(base).billingMode).toBe('test');
    expect(loadEnv({ ...base, APP_URL: 'http://127.0.0.1:3999' }).billingMode).toBe('test');
    expect(loadEnv({ ...base, APP_URL: 'http://[::1]:3000' }).billingMode).toBe('test');
    expect(loadEnv({ ...base, APP_URL: 'https://decals.example.com', BILLING: 'test' }).billingMode).toBe('test');
  });
  it('stops a public deployment without Stripe settings with a readable message', () => {
    expect(() => loadEnv({ ...base, APP_URL: 'https://decals.example.com' })).toThrow(
      /Billing is not configured: set the STRIPE_\* variables.*BILLING=test/,
    );
    expect(() => loadEnv({ ...base, BILLING: 'stripe' })).toThrow(/missing: STRIPE_SECRET_KEY/);
  });
  it('uses Stripe when every STRIPE_* variable is set', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk',
      STRIPE_WEBHOOK_SECRET: 'wh',
      STRIPE_PRICE_BASIC_MONTH: 'a',
      STRIPE_PRICE_BASIC_YEAR: 'b',
      STRIPE_PRICE_PRO_MONTH: 'c',
      STRIPE_PRICE_PRO_YEAR: 'd',
    };
    expect(loadEnv({ ...base, ...stripe, APP_URL: 'https://decals.example.com' }).billingMode).toBe('stripe');
  });
});
