import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { routeTable, type RouteEntry } from '../src/http/access';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

/**
 * Route × role matrix generated from the server's own route table: every registered route must
 * declare its access level (default deny), and every API route is called as anonymous, FREE,
 * BASIC, PRO and ADMIN, and on another user's resource. A new route is covered automatically.
 */
type Role = 'FREE' | 'BASIC' | 'PRO' | 'ADMIN';
const ROLES: Role[] = ['FREE', 'BASIC', 'PRO', 'ADMIN'];

let t: TestApp;
const users = {} as Record<Role, { client: TestClient; userId: string }>;
/** Clients holding only a personal API token of that plan's user (no session cookie). */
const tokenClients = {} as Record<Role, TestClient>;
/** Resources owned by the FREE user, substituted for route parameters. */
const owned = { jobId: '', savedId: '', sessionId: '', logoId: '', tokenId: '' };

beforeAll(async () => {
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '10000', BILLING_RATE_LIMIT_MAX: '10000', CODE_RATE_LIMIT_MAX: '10000' });
  for (const role of ROLES) {
    const u = await signUpVerified(t);
    if (role !== 'FREE') await t.ctx.repos.profiles.setPlan(u.userId, role);
    users[role] = u;
  }
  const free = users.FREE;
  const gen = await free.client.req('POST', '/api/functions/generate', { json: { improvedPrompt: 'matrix stripes', carBody: 'octane' } });
  owned.jobId = gen.headers.get('x-job-id') as string;
  const saved = await free.client.json<{ decal: { id: string } }>('POST', '/api/saved-decals', { jobId: owned.jobId });
  owned.savedId = saved.data.decal.id;
  const co = await free.client.json<{ url: string }>('POST', '/api/functions/create-checkout', { plan: 'BASIC', interval: 'month' });
  owned.sessionId = new URL(co.data.url).searchParams.get('session') as string;
  const form = new FormData();
  form.append(
    'file',
    new Blob([
      await sharp({ create: { width: 4, height: 4, channels: 4, background: '#f00' } })
        .png()
        .toBuffer(),
    ]),
    'l.png',
  );
  const logo = await free.client.req('POST', '/api/logos', { form });
  owned.logoId = ((await logo.json()) as { id: string }).id;
  owned.tokenId = (await free.client.json<{ id: string }>('POST', '/api/tokens', { name: 'matrix' })).data.id;
  for (const role of ROLES.filter((r) => r !== 'FREE')) {
    const { token } = (await users[role].client.json<{ token: string }>('POST', '/api/tokens', { name: 'matrix' })).data;
    const c = t.client();
    c.bearer = token;
    tokenClients[role] = c;
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A concrete path for a route pattern, using the FREE user's resources. */
function concrete(url: string): string {
  return url
    .replace(/^\/api\/jobs\/:id/, `/api/jobs/${owned.jobId}`)
    .replace(/^\/api\/saved-decals\/:id/, `/api/saved-decals/${owned.savedId}`)
    .replace(/^\/api\/logos\/:id/, `/api/logos/${owned.logoId}`)
    .replace(/^\/api\/tokens\/:id/, `/api/tokens/${owned.tokenId}`)
    .replace(/^\/api\/v1\/decals\/:id/, `/api/v1/decals/${owned.jobId}`)
    .replace(/^\/api\/billing\/test\/session\/:id/, `/api/billing/test/session/${owned.sessionId}`)
    .replace(':body', 'fennec')
    .replace(':bucket', 'jobs')
    .replace('*', 'matrix-probe');
}

/** Routes whose target is a resource of one user (the FREE user's here). */
const ownsResource = (r: RouteEntry) => /\/:id\b/.test(r.url);

/** Calls that would change the FREE owner's resources when made by the owner; run last or not as owner. */
const destructive = (r: RouteEntry) => r.method === 'DELETE' || r.url === '/api/auth/*';

async function call(client: TestClient | null, r: RouteEntry): Promise<{ status: number; body: string; type: string }> {
  const c = client ?? t.client();
  const opts = r.method === 'GET' || r.method === 'HEAD' || r.method === 'DELETE' ? {} : { json: {} };
  const res = await c.req(r.method, concrete(r.url), opts);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type') ?? '' };
}

function apiRoutes(): RouteEntry[] {
  return routeTable(t.app).filter((r) => r.url.startsWith('/api/'));
}

describe('route table', () => {
  it('every registered route declares its access level', () => {
    const table = routeTable(t.app);
    expect(table.length).toBeGreaterThan(15);
    const undeclared = table.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lists every API route with its access level (a new route is added to this table on purpose)', () => {
    // Test-mode billing; with Stripe the four /api/billing/test/* routes are one public 404 route.
    const ACCESS_TABLE = [
      'DELETE /api/saved-decals/:id → user',
      'DELETE /api/tokens/:id → user',
      'GET    /api/admin/health → admin',
      'GET    /api/auth/* → public',
      'GET    /api/billing/subscription → user',
      'GET    /api/billing/test/session/:id → user',
      'GET    /api/docs → public',
      'GET    /api/jobs/:id → user',
      'GET    /api/jobs/:id/bodies/:body → user',
      'GET    /api/jobs/:id/image → user',
      'GET    /api/logos/:id/image → user',
      'GET    /api/me → user',
      'GET    /api/openapi.json → public',
      'GET    /api/saved-decals → user',
      'GET    /api/storage/:bucket/* → public',
      'GET    /api/tokens → user',
      'GET    /api/v1/decals → user',
      'GET    /api/v1/decals/:id → user',
      'GET    /api/v1/decals/:id/image → user',
      'GET    /api/v1/decals/:id/package.zip → user',
      'POST   /api/auth/* → public',
      'POST   /api/billing/test/cancel-checkout → user',
      'POST   /api/billing/test/complete-checkout → user',
      'POST   /api/billing/test/portal → user',
      'POST   /api/billing/webhook → public',
      'POST   /api/functions/admin-user-ops → admin',
      'POST   /api/functions/create-checkout → user',
      'POST   /api/functions/create-portal → user',
      'POST   /api/functions/generate → user',
      'POST   /api/functions/improve → user',
      'POST   /api/functions/validate-creator-code → public',
      'POST   /api/jobs → user',
      'POST   /api/logos → user',
      'POST   /api/saved-decals → user',
      'POST   /api/tokens → user',
      'POST   /api/v1/decals → user',
    ];
    const listed = apiRoutes()
      .map((r) => `${r.method.padEnd(6)} ${r.url} → ${r.access ?? 'NONE (denied)'}`)
      .sort();
    expect(listed).toEqual(ACCESS_TABLE);
  });

  it('a route without an access level is refused (default deny)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'df-deny-'));
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      BETTER_AUTH_SECRET: randomBytes(24).toString('hex'),
      WORKERS: '1',
    });
    const built = await buildApp(env, { logger: false });
    try {
      built.app.get('/api/forgot-to-declare', async () => ({ secret: true }));
      built.app.get('/api/declared', { config: { access: 'public' } }, async () => ({ ok: true }));
      const denied = await built.app.inject({ method: 'GET', url: '/api/forgot-to-declare' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toEqual({ error: expect.any(String) });
      expect((await built.app.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(200);
      expect(routeTable(built.app).find((r) => r.url === '/api/forgot-to-declare')?.access).toBeUndefined();
    } finally {
      await built.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('route × role matrix', () => {
  it('anonymous callers get 401 on user and admin routes; public routes answer without 401/403', async () => {
    const failures: string[] = [];
    for (const r of apiRoutes()) {
      const res = await call(null, r);
      const expected = r.access === 'public' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === 401;
      if (!expected) failures.push(`${r.method} ${r.url} [${r.access}] anon → ${res.status}`);
      if (res.status >= 400 && !/"error"/.test(res.body))
        failures.push(`${r.method} ${r.url} anon → ${res.status} without {error}: ${res.body.slice(0, 80)}`);
    }
    expect(failures).toEqual([]);
  });

  it('each plan gets exactly its access: admin routes 403 below ADMIN, user routes open to all, never 5xx', async () => {
    const failures: string[] = [];
    for (const role of ROLES) {
      for (const r of apiRoutes()) {
        // The owner's own destructive calls run in the last test; others' resources answer 404 below.
        if (ownsResource(r) && role !== 'FREE') continue;
        if (destructive(r)) continue;
        const res = await call(users[role].client, r);
        let ok: boolean;
        if (r.access === 'admin') ok = role === 'ADMIN' ? res.status !== 401 && res.status !== 403 : res.status === 403;
        else ok = res.status !== 401 && res.status !== 403;
        if (res.status >= 500) ok = false;
        if (!ok) failures.push(`${r.method} ${r.url} [${r.access}] ${role} → ${res.status} ${res.body.slice(0, 80)}`);
        if (res.status >= 400 && !/"error"/.test(res.body)) failures.push(`${r.method} ${r.url} ${role} → ${res.status} without {error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("an API token acts as its user on user routes (others' resources 404), never on admin or token-management routes", async () => {
    const failures: string[] = [];
    for (const role of ROLES.filter((r) => r !== 'FREE')) {
      for (const r of apiRoutes()) {
        if (r.url === '/api/auth/*') continue;
        const res = await call(tokenClients[role], r);
        let ok: boolean;
        if (r.url.startsWith('/api/tokens') || r.access === 'admin') ok = res.status === 403;
        else if (ownsResource(r) && r.access === 'user') ok = res.status === 404;
        else ok = res.status !== 401 && res.status !== 403;
        if (res.status >= 500) ok = false;
        if (!ok) failures.push(`${r.method} ${r.url} [${r.access}] ${role} token → ${res.status} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("another user's resources answer 404 to every other plan, ADMIN included", async () => {
    const routes = apiRoutes().filter(ownsResource);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const role of ROLES.filter((x) => x !== 'FREE')) {
      for (const r of routes) {
        const res = await call(users[role].client, r);
        if (res.status !== 404) failures.push(`${r.method} ${r.url} as ${role} on FREE's resource → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Lists of one's own resources never show another user's: the FREE user's job is only in theirs.
    expect((await users.FREE.client.json<{ items: Array<{ id: string }> }>('GET', '/api/v1/decals')).data.items.map((d) => d.id)).toContain(
      owned.jobId,
    );
    for (const role of ROLES.filter((x) => x !== 'FREE'))
      for (const c of [users[role].client, tokenClients[role]]) {
        const list = await c.json<{ items: Array<{ id: string }> }>('GET', '/api/v1/decals');
        expect(list.status, role).toBe(200);
        expect(list.data.items.map((d) => d.id)).not.toContain(owned.jobId);
      }
    // Nothing was removed by those calls: the owner still has the saved decal.
    const list = await users.FREE.client.json<{ decals: Array<{ id: string }> }>('GET', '/api/saved-decals');
    expect(list.data.decals.map((d) => d.id)).toContain(owned.savedId);
  });
});
