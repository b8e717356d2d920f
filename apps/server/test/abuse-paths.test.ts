import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/admin-commands';
import { startHeldImageApi } from './helpers/fake-image-api';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/http-client';

/**
 * The abuse paths of issue 12, replayed as an attacker did against a running copy: a render
 * flood on one job, more checkouts than a creator code's cap, and a code deactivated while its
 * checkouts are open. Same assertions on SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
const body = { improvedPrompt: 'blue and white waves', carBody: 'octane' };

async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, k) => fn(i + k)))));
  return out;
}

describe('body renders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ WORKERS: '2' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('60 concurrent renders of one FREE job store at most 2 renders (one per body), all answered', async () => {
    const u = await signUpVerified(t);
    const gen = await u.client.req('POST', '/api/functions/generate', { json: body });
    expect(gen.status).toBe(200);
    const jobId = gen.headers.get('x-job-id') as string;
    const pool = t.ctx.pool;
    if (!pool) throw new Error('no render pool');
    const before = pool.started;
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => u.client.req('GET', `/api/jobs/${jobId}/bodies/${i % 2 ? 'fennec' : 'dominus'}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const pngs = await Promise.all(results.map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(new Set(pngs.map((p) => p.toString('base64'))).size).toBe(2);
    expect(pool.started - before).toBeLessThanOrEqual(2);
    // Both renders are stored next to the job's PNG (later requests read them instead of rendering).
    const job = await t.ctx.dbh.db.selectFrom('jobs').select('image_key').where('id', '=', jobId).executeTakeFirstOrThrow();
    for (const b of ['fennec', 'dominus'])
      expect(await t.ctx.storage.get('jobs', (job.image_key as string).replace(/\.png$/, `-${b}.png`))).not.toBeNull();
  });

  it('renders are rate-limited per user (429 with Retry-After)', async () => {
    const r = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '3' });
    try {
      const u = await signUpVerified(r);
      const gen = await u.client.req('POST', '/api/functions/generate', { json: body });
      const jobId = gen.headers.get('x-job-id') as string;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await u.client.req('GET', `/api/jobs/${jobId}/bodies/fennec`);
        statuses.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(((await res.json()) as { error: string }).error).toMatch(/Too many requests/);
        }
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await r.close();
    }
  });

  it('a full render queue answers 503 with Retry-After instead of queueing without bound', async () => {
    const r = await startTestApp({ WORKERS: '1', RENDER_QUEUE_MAX: '1', GENERATE_RATE_LIMIT_MAX: '1000' });
    try {
      const u = await signUpVerified(r);
      await r.ctx.repos.profiles.setPlan(u.userId, 'PRO');
      const jobs: string[] = [];
      for (let i = 0; i < 3; i++) {
        const gen = await u.client.req('POST', '/api/functions/generate', { json: body });
        jobs.push(gen.headers.get('x-job-id') as string);
      }
      const results = await Promise.all(
        jobs.flatMap((id) => ['fennec', 'dominus'].map((b) => u.client.req('GET', `/api/jobs/${id}/bodies/${b}`))),
      );
      const busy = results.filter((res) => res.status === 503);
      expect(results.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(2);
      expect(busy.length).toBeGreaterThan(0);
      expect(results.every((res) => res.status === 200 || res.status === 503)).toBe(true);
      for (const res of busy) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: string }).error).toMatch(/busy/);
      }
    } finally {
      await r.close();
    }
  });
});

describe('generation admission', () => {
  /** An app whose renders wait on a held external generator, so jobs stay RUNNING until released. */
  async function heldApp(env: Record<string, string>) {
    const api = await startHeldImageApi();
    const app = await startTestApp({
      IMAGE_GENERATOR: 'openai',
      IMAGE_API_URL: api.url,
      IMAGE_API_KEY: 'k',
      GENERATE_RATE_LIMIT_MAX: '1000',
      ...env,
    });
    return {
      app,
      api,
      async close() {
        api.release();
        await app.close();
        await api.close();
      },
    };
  }
  const submit = (c: TestClient) => c.json<{ error?: string; jobId?: string }>('POST', '/api/jobs', body);
  /** Waits (up to 30 s: the machine may be busy) until `cond` holds. */
  async function until(cond: () => boolean | Promise<boolean>) {
    const deadline = Date.now() + 30_000;
    while (!(await cond()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(await cond()).toBe(true);
  }

  it('a user with GENERATE_RUNNING_MAX generations running gets 429 with Retry-After, not a place in the queue', async () => {
    const h = await heldApp({ WORKERS: '1', GENERATE_RUNNING_MAX: '2' });
    try {
      const u = await signUpVerified(h.app);
      await h.app.ctx.repos.profiles.setPlan(u.userId, 'PRO');
      const results = await Promise.all(Array.from({ length: 6 }, () => submit(u.client)));
      expect(results.filter((r) => r.status === 202)).toHaveLength(2);
      const limited = results.filter((r) => r.status === 429);
      expect(limited).toHaveLength(4);
      for (const r of limited) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(r.data.error).toBe('Your other decals are still generating. Please wait for one to finish.');
      }
      // Another user is not held back by this one's jobs.
      const other = await signUpVerified(h.app);
      expect((await submit(other.client)).status).toBe(202);
      // Once the jobs have finished (here: failed upstream, after the generator's own retries) the user may generate again.
      h.api.release();
      const running = h.app.ctx.dbh.db.selectFrom('jobs').select('id').where('user_id', '=', u.userId).where('status', '=', 'RUNNING');
      await until(async () => (await running.execute()).length === 0);
      expect((await submit(u.client)).status).toBe(202);
    } finally {
      await h.close();
    }
  });

  it('503 with Retry-After only once the render queue is full, and the user limit answers before it', async () => {
    const h = await heldApp({ WORKERS: '1', RENDER_QUEUE_MAX: '1', GENERATE_RUNNING_MAX: '1' });
    try {
      const pool = h.app.ctx.pool;
      if (!pool) throw new Error('no render pool');
      const [a, b, c] = await Promise.all([signUpVerified(h.app), signUpVerified(h.app), signUpVerified(h.app)]);
      for (const x of [a, b, c]) await h.app.ctx.repos.profiles.setPlan(x.userId, 'PRO');
      expect((await submit(a.client)).status).toBe(202);
      await until(() => pool.load === 1); // rendering
      expect((await submit(b.client)).status).toBe(202);
      await until(() => pool.full); // waiting: the line is full
      const busy = await submit(c.client);
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(busy.data.error).toMatch(/busy/);
      // A has a job running: its own limit answers first (429), although the server is full too.
      expect((await submit(a.client)).status).toBe(429);
      // Neither refusal cost quota or left a job behind.
      const jobs = await h.app.ctx.dbh.db.selectFrom('jobs').select('user_id').execute();
      expect(jobs.map((j) => j.user_id).sort()).toEqual([a.userId, b.userId].sort());
    } finally {
      await h.close();
    }
  });
});

describe('creator-code cap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ BILLING_RATE_LIMIT_MAX: '1000', CODE_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const cli = (...args: string[]) => runCommand(t.ctx.services, args);
  const redemptions = async (code: string) =>
    Number(
      (
        await t.ctx.dbh.db
          .selectFrom('creator_redemptions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('code', '=', code)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const discountedPaid = async (code: string) =>
    Number(
      (
        await t.ctx.dbh.db
          .selectFrom('test_checkout_sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('creator_code', '=', code)
          .where('status', '=', 'complete')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const open = (c: TestClient, code: string) =>
    c.json<{ url?: string; error?: string }>('POST', '/api/functions/create-checkout', {
      plan: 'BASIC',
      interval: 'month',
      creatorCode: code,
    });
  const pay = (c: TestClient, session: string) => c.json<{ error?: string }>('POST', '/api/billing/test/complete-checkout', { session });
  const sessionOf = (url: string) => new URL(url).searchParams.get('session') as string;

  it('53 checkouts opened at once on a 50-cap code: at most 50 open with the discount, at most 50 discounted payments', async () => {
    await cli('create-creator-code', 'CAP50', 'Cap Fifty');
    const users = await inBatches(53, 8, () => signUpVerified(t));
    const opened = await Promise.all(users.map((u) => open(u.client, 'CAP50')));
    const ok = opened.filter((r) => r.status === 200);
    expect(ok.length).toBe(50);
    for (const r of opened.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.data.error).toBe('This creator code has reached its limit');
    }
    // While the 50 checkouts are open the code shows as full to everyone else.
    const v = await t.client().json<{ valid: boolean }>('POST', '/api/functions/validate-creator-code', { code: 'CAP50' });
    expect(v.data.valid).toBe(false);
    const paid = await Promise.all(
      users.map((u, i) => (opened[i].status === 200 ? pay(u.client, sessionOf(opened[i].data.url as string)) : Promise.resolve(null))),
    );
    expect(paid.filter((p) => p?.status === 200).length).toBe(50);
    expect(await redemptions('CAP50')).toBe(50);
    expect(await discountedPaid('CAP50')).toBe(50);
  }, 120_000);

  it('the cap holds at payment too: expired holds let 8 checkouts open on a 5-cap code, only 5 pay with the discount', async () => {
    await cli('create-creator-code', 'CAP5', 'Cap Five');
    await t.ctx.dbh.db.updateTable('creator_codes').set({ max_redemptions: 5 }).where('code', '=', 'CAP5').execute();
    const users = await inBatches(8, 8, () => signUpVerified(t));
    const sessions: string[] = [];
    for (const u of users) {
      const r = await open(u.client, 'CAP5');
      expect(r.status).toBe(200);
      sessions.push(sessionOf(r.data.url as string));
      // The hold lapses (as if its checkout had been left for a day) so the next checkout opens too.
      await t.ctx.dbh.db
        .updateTable('creator_code_holds')
        .set({ expires_at: '2000-01-01T00:00:00.000Z' })
        .where('code', '=', 'CAP5')
        .execute();
    }
    const paid = await Promise.all(users.map((u, i) => pay(u.client, sessions[i])));
    expect(paid.filter((p) => p.status === 200).length).toBe(5);
    for (const p of paid.filter((x) => x.status !== 200)) {
      expect(p.status).toBe(409);
      expect(p.data.error).toMatch(/^This creator code has reached its limit\. Please start again/);
    }
    expect(await redemptions('CAP5')).toBe(5);
    expect(await discountedPaid('CAP5')).toBe(5);
    // The refused users paid nothing and stay FREE.
    const plans = await Promise.all(users.map((u) => t.ctx.repos.profiles.find(u.userId)));
    expect(plans.filter((p) => p?.plan === 'BASIC').length).toBe(5);
  }, 60_000);

  it("a deactivated code's open checkouts cannot be paid with its discount; leaving a checkout frees its place", async () => {
    await cli('create-creator-code', 'SUNSET', 'Sunset');
    await t.ctx.dbh.db.updateTable('creator_codes').set({ max_redemptions: 1 }).where('code', '=', 'SUNSET').execute();
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    const first = await open(a.client, 'SUNSET');
    expect(first.status).toBe(200);
    // The only place is held by a's open checkout…
    expect((await open(b.client, 'SUNSET')).status).toBe(400);
    // …until a leaves it.
    await a.client.json('POST', '/api/billing/test/cancel-checkout', { session: sessionOf(first.data.url as string) });
    const second = await open(b.client, 'SUNSET');
    expect(second.status).toBe(200);
    await t.ctx.dbh.db.updateTable('creator_codes').set({ active: 0 }).where('code', '=', 'SUNSET').execute();
    const paid = await pay(b.client, sessionOf(second.data.url as string));
    expect(paid.status).toBe(409);
    expect(paid.data.error).toMatch(/^This creator code is no longer active/);
    expect((await t.ctx.repos.profiles.find(b.userId))?.plan).toBe('FREE');
    expect(await redemptions('SUNSET')).toBe(0);
    const view = await b.client.json<{ status: string }>('GET', `/api/billing/test/session/${sessionOf(second.data.url as string)}`);
    expect(view.data.status).toBe('canceled');
  });
});
