import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { startFailingImageApi } from './helpers/fake-image-api';
import { signUpVerified, startTestApp, usingPostgres, type TestApp } from './helpers/test-app';
import { seedJob } from './helpers/seed-job';

const body = { improvedPrompt: 'blue and white waves', carBody: 'octane' };
const tally = (rs: Array<{ status: number }>) => ({
  ok: rs.filter((r) => r.status === 200).length,
  quota: rs.filter((r) => r.status === 402).length,
  limited: rs.filter((r) => r.status === 429).length,
  s5: rs.filter((r) => r.status >= 500).length,
});

let t: TestApp;
beforeAll(async () => {
  // These tests are about the quota and the gates: the rate limit and the per-user running
  // limit (tested in abuse-paths.test.ts) are set out of the way of their concurrent requests.
  t = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '1000', GENERATE_RUNNING_MAX: '1000' });
});
afterAll(async () => {
  await t?.close();
});

async function userWithPlan(plan?: 'BASIC' | 'PRO' | 'ADMIN') {
  const u = await signUpVerified(t);
  if (plan) await t.ctx.repos.profiles.setPlan(u.userId, plan);
  return u;
}

/** Inserts finished jobs directly, as if generated earlier (to reach a plan's limit quickly). */
async function seedJobs(userId: string, n: number, createdAt = new Date().toISOString(), status: 'COMPLETE' | 'FAILED' = 'COMPLETE') {
  for (let i = 0; i < n; i++) {
    await seedJob(t.ctx.dbh.db, {
      id: `seed-${userId}-${status}-${createdAt}-${i}`,
      user_id: userId,
      status,
      prompt: 'seed',
      improved_prompt: 'seed',
      created_at: createdAt,
      finished_at: createdAt,
    });
  }
}

const me = async (c: Awaited<ReturnType<typeof signUpVerified>>['client']) =>
  (await c.json<{ plan: string; monthlyUsage: number; bonusCredits: number }>('GET', '/api/me')).data;

describe('generate', () => {
  it('answers 401 signed out and 400 for bad input, without using quota', async () => {
    expect((await t.client().json('POST', '/api/functions/generate', body)).status).toBe(401);
    const u = await userWithPlan();
    const bad = [
      { ...body, improvedPrompt: '   ' },
      { ...body, carBody: 'batmobile' },
      { ...body, seed: 1.5 },
      { ...body, variationStrength: 3 },
      { ...body, finish: 'chrome' },
      { carBody: 'octane' },
    ];
    for (const b of bad) {
      const r = await u.client.json<{ error: string }>('POST', '/api/functions/generate', b);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.data.error.length).toBeGreaterThan(3);
    }
    const raw = await u.client.req('POST', '/api/functions/generate', { body: '{oops', headers: { 'Content-Type': 'application/json' } });
    expect(raw.status).toBe(400);
    expect((await me(u.client)).monthlyUsage).toBe(0);
  });

  it('returns a 2048² PNG with the job id, or JSON with a data URL when asked', async () => {
    const u = await userWithPlan('PRO');
    const png = await u.client.req('POST', '/api/functions/generate', { json: body, headers: { Accept: 'image/png, application/json' } });
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const jobId = png.headers.get('x-job-id');
    expect(jobId).toBeTruthy();
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([2048, 2048, 4]);
    const json = await u.client.json<{ image: string; jobId: string }>('POST', '/api/functions/generate', body, {
      Accept: 'application/json',
    });
    expect(json.status).toBe(200);
    expect(json.data.image).toMatch(/^data:image\/png;base64,/);
    expect(json.data.jobId).not.toBe(jobId);
    const job = await u.client.json<{ status: string; seed: number }>('GET', `/api/jobs/${json.data.jobId}`);
    expect(job.data.status).toBe('COMPLETE');
    expect(Number.isInteger(job.data.seed)).toBe(true);
  });

  it('FREE: 50 requests at once → exactly one generation, then the limit message', async () => {
    const u = await userWithPlan();
    const rs = await Promise.all(Array.from({ length: 50 }, () => u.client.req('POST', '/api/functions/generate', { json: body })));
    const r = tally(rs);
    expect(r).toMatchObject({ ok: 1, s5: 0 });
    expect(r.quota + r.limited).toBe(49);
    const again = await u.client.json<{ error: string }>('POST', '/api/functions/generate', body);
    expect(again.status).toBe(402);
    expect(again.data.error).toBe('Free tier limit reached (1 generation). Upgrade to Basic or Pro.');
    expect((await me(u.client)).monthlyUsage).toBe(1);
  });

  it('BASIC at 29 this month: 50 at once → exactly one; last month does not count', async () => {
    const u = await userWithPlan('BASIC');
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 1000).toISOString();
    await seedJobs(u.userId, 5, lastMonth);
    await seedJobs(u.userId, 29);
    await seedJobs(u.userId, 3, undefined, 'FAILED');
    expect((await me(u.client)).monthlyUsage).toBe(29);
    const r = tally(await Promise.all(Array.from({ length: 50 }, () => u.client.req('POST', '/api/functions/generate', { json: body }))));
    expect(r).toMatchObject({ ok: 1, s5: 0 });
    const again = await u.client.json<{ error: string }>('POST', '/api/functions/generate', body);
    expect(again.data.error).toBe('Basic tier limit reached (30/month). Upgrade to Pro for unlimited.');
  });

  it('bonus credits go past the limit, one per generation, never below zero', async () => {
    const u = await userWithPlan();
    expect((await u.client.req('POST', '/api/functions/generate', { json: body })).status).toBe(200);
    await t.ctx.services.planChanges.grantCredits('test', u.userId, 2);
    const r = tally(await Promise.all(Array.from({ length: 20 }, () => u.client.req('POST', '/api/functions/generate', { json: body }))));
    expect(r).toMatchObject({ ok: 2, s5: 0 });
    expect(await me(u.client)).toMatchObject({ bonusCredits: 0, monthlyUsage: 3 });
  });

  it('PRO is unlimited and its credits are not spent', async () => {
    const u = await userWithPlan('PRO');
    await seedJobs(u.userId, 40);
    await t.ctx.services.planChanges.grantCredits('test', u.userId, 1);
    const r = tally(await Promise.all(Array.from({ length: 3 }, () => u.client.req('POST', '/api/functions/generate', { json: body }))));
    expect(r.ok).toBe(3);
    expect((await me(u.client)).bonusCredits).toBe(1);
  });

  it('gates universal and chassis none to Pro-level without using quota; ignores Pro settings for others', async () => {
    const u = await userWithPlan();
    const uni = await u.client.json<{ error: string }>('POST', '/api/functions/generate', { ...body, carBody: 'universal' });
    expect(uni.status).toBe(403);
    expect(uni.data.error).toBe('Universal mode requires Pro subscription.');
    expect((await u.client.json('POST', '/api/functions/generate', { ...body, chassis: 'none' })).status).toBe(403);
    const ok = await u.client.json<{ jobId: string }>(
      'POST',
      '/api/functions/generate',
      { ...body, finish: 'matte', seed: 7 },
      { Accept: 'application/json' },
    );
    expect(ok.status).toBe(200);
    const job = await u.client.json<{ settings: { finish: string; seed: number } }>('GET', `/api/jobs/${ok.data.jobId}`);
    expect(job.data.settings.finish).toBe('animated');
    const pro = await userWithPlan('PRO');
    const p = await pro.client.json<{ jobId: string }>(
      'POST',
      '/api/functions/generate',
      { ...body, carBody: 'universal', chassis: 'none', finish: 'matte', seed: 7 },
      { Accept: 'application/json' },
    );
    expect(p.status).toBe(200);
    const pj = await pro.client.json<{ settings: Record<string, unknown> }>('GET', `/api/jobs/${p.data.jobId}`);
    expect(pj.data.settings).toMatchObject({ carBody: 'universal', chassis: 'none', finish: 'matte', seed: 7 });
  });

  it('same seed gives the same PNG; More Like This differs from its parent', async () => {
    const u = await userWithPlan('PRO');
    const a = await u.client.req('POST', '/api/functions/generate', { json: { ...body, seed: 1234, finish: 'anodized' } });
    const b = await u.client.req('POST', '/api/functions/generate', { json: { ...body, seed: 1234, finish: 'anodized' } });
    const pa = Buffer.from(await a.arrayBuffer());
    expect(pa.equals(Buffer.from(await b.arrayBuffer()))).toBe(true);
    const parentId = a.headers.get('x-job-id') as string;
    const child = await u.client.req('POST', '/api/functions/generate', {
      json: { ...body, parentJobId: parentId, variationStrength: 0.3 },
    });
    expect(child.status).toBe(200);
    expect(Buffer.from(await child.arrayBuffer()).equals(pa)).toBe(false);
    const other = await userWithPlan('PRO');
    expect((await other.client.json('POST', '/api/functions/generate', { ...body, parentJobId: parentId })).status).toBe(404);
  });

  it('jobs: async submit, status and image are owner-only', async () => {
    const u = await userWithPlan('PRO');
    const sub = await u.client.json<{ jobId: string; status: string }>('POST', '/api/jobs', body);
    expect(sub.status).toBe(202);
    expect(sub.data.status).toBe('RUNNING');
    let status = 'RUNNING';
    for (let i = 0; i < 100 && status === 'RUNNING'; i++) {
      status = (await u.client.json<{ status: string }>('GET', `/api/jobs/${sub.data.jobId}`)).data.status;
      if (status === 'RUNNING') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('COMPLETE');
    const img = await u.client.req('GET', `/api/jobs/${sub.data.jobId}/image`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const other = await userWithPlan();
    expect((await other.client.json('GET', `/api/jobs/${sub.data.jobId}`)).status).toBe(404);
    expect((await other.client.req('GET', `/api/jobs/${sub.data.jobId}/image`)).status).toBe(404);
    expect((await t.client().json('GET', `/api/jobs/${sub.data.jobId}`)).status).toBe(401);
  });

  it('renders the same design for the other bodies without a new generation', async () => {
    const u = await userWithPlan('BASIC');
    const gen = await u.client.req('POST', '/api/functions/generate', { json: body });
    const jobId = gen.headers.get('x-job-id') as string;
    const octane = Buffer.from(await gen.arrayBuffer());
    const usage = (await me(u.client)).monthlyUsage;
    const fennec = await u.client.req('GET', `/api/jobs/${jobId}/bodies/fennec`);
    expect(fennec.status).toBe(200);
    const fennecPng = Buffer.from(await fennec.arrayBuffer());
    expect((await sharp(fennecPng).metadata()).width).toBe(2048);
    expect(fennecPng.equals(octane)).toBe(false);
    const again = Buffer.from(await (await u.client.req('GET', `/api/jobs/${jobId}/bodies/fennec`)).arrayBuffer());
    expect(again.equals(fennecPng)).toBe(true);
    const same = Buffer.from(await (await u.client.req('GET', `/api/jobs/${jobId}/bodies/octane`)).arrayBuffer());
    expect(same.equals(octane)).toBe(true);
    expect((await u.client.json('GET', `/api/jobs/${jobId}/bodies/universal`)).status).toBe(400);
    expect((await me(u.client)).monthlyUsage).toBe(usage);
    const other = await userWithPlan('PRO');
    expect((await other.client.req('GET', `/api/jobs/${jobId}/bodies/dominus`)).status).toBe(404);
  });

  it('improves prompts for signed-in users only', async () => {
    expect((await t.client().json('POST', '/api/functions/improve', { theme: 'lava', styleIntensity: 60 })).status).toBe(401);
    const u = await userWithPlan();
    const r = await u.client.json<{ improvedPrompt: string }>('POST', '/api/functions/improve', {
      theme: 'molten lava cracks, black and orange',
      styleIntensity: 60,
    });
    expect(r.status).toBe(200);
    expect(r.data.improvedPrompt).toMatch(/lava/);
    expect((await u.client.json('POST', '/api/functions/improve', { theme: '  ', styleIntensity: 60 })).status).toBe(400);
  });
});

describe('saved decals', () => {
  it('keep copies the file and inserts the row; list is owner-only; delete removes both', async () => {
    const u = await userWithPlan('PRO');
    const gen = await u.client.json<{ jobId: string }>('POST', '/api/functions/generate', body, { Accept: 'application/json' });
    const keep = await u.client.json<{ decal: { id: string; image_url: string; signedUrl: string } }>('POST', '/api/saved-decals', {
      jobId: gen.data.jobId,
      prompt: 'waves',
      improvedPrompt: body.improvedPrompt,
      generationSettings: {
        body: 'octane',
        finish: 'animated',
        chassis: 'decalforge',
        advanced: { seed: null, variationStrength: 0.25 },
        logo: null,
      },
    });
    expect(keep.status).toBe(201);
    expect(keep.data.decal.image_url).toMatch(new RegExp(`^saved-decal-${u.userId}-\\d+\\.png$`));
    const url = new URL(keep.data.decal.signedUrl, t.baseUrl);
    expect(Number(url.searchParams.get('expires')) - Date.now() / 1000).toBeGreaterThan(86_000);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    const list = await u.client.json<{ decals: Array<{ id: string; signedUrl: string; job_id: string }> }>('GET', '/api/saved-decals');
    expect(list.data.decals).toHaveLength(1);
    expect(list.data.decals[0].job_id).toBe(gen.data.jobId);
    const listUrl = new URL(list.data.decals[0].signedUrl, t.baseUrl);
    expect(Number(listUrl.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(3600);
    // A tampered signature or another user's eyes get nothing.
    // (a different first character: a signature that already began with 'x' stayed valid, 1 run in 64)
    const sig = listUrl.searchParams.get('sig') as string;
    listUrl.searchParams.set('sig', (sig.startsWith('x') ? 'y' : 'x') + sig.slice(1));
    expect((await fetch(listUrl)).status).toBe(404);
    const other = await userWithPlan('PRO');
    expect((await other.client.json<{ decals: unknown[] }>('GET', '/api/saved-decals')).data.decals).toHaveLength(0);
    expect((await other.client.json('DELETE', `/api/saved-decals/${keep.data.decal.id}`)).status).toBe(404);
    expect((await other.client.json('POST', '/api/saved-decals', { jobId: gen.data.jobId })).status).toBe(404);
    const del = await u.client.json('DELETE', `/api/saved-decals/${keep.data.decal.id}`);
    expect(del.status).toBe(200);
    expect((await fetch(new URL(keep.data.decal.signedUrl, t.baseUrl))).status).toBe(404);
    expect((await u.client.json<{ decals: unknown[] }>('GET', '/api/saved-decals')).data.decals).toHaveLength(0);
    expect((await u.client.json('DELETE', `/api/saved-decals/${keep.data.decal.id}`)).status).toBe(404);
  });

  it('refuses to keep unknown jobs and bad payloads', async () => {
    const u = await userWithPlan('PRO');
    expect((await u.client.json('POST', '/api/saved-decals', { jobId: 'nope' })).status).toBe(404);
    expect((await u.client.json('POST', '/api/saved-decals', {})).status).toBe(400);
    expect((await t.client().json('GET', '/api/saved-decals')).status).toBe(401);
  });
});

describe('failures and recovery', () => {
  it('a failed generation is FAILED, does not count and gives back a consumed credit', async () => {
    const api = await startFailingImageApi();
    const f = await startTestApp({
      IMAGE_GENERATOR: 'openai',
      IMAGE_API_URL: api.url,
      IMAGE_API_KEY: 'k',
      GENERATE_RATE_LIMIT_MAX: '1000',
    });
    try {
      const u = await signUpVerified(f);
      await seedJobs.call(null, u.userId, 0);
      await seedJob(f.ctx.dbh.db, { id: `done-${u.userId}`, user_id: u.userId });
      await f.ctx.services.planChanges.grantCredits('test', u.userId, 1);
      const r = await u.client.json<{ error: string }>('POST', '/api/functions/generate', body);
      expect(r.status).toBe(502);
      // A generic message for the user; the upstream detail ("model overloaded") only in the log.
      expect(r.data.error).toBe('Failed to generate decal. Please try again.');
      expect(api.requests).toBeGreaterThan(0);
      const after = await u.client.json<{ monthlyUsage: number; bonusCredits: number }>('GET', '/api/me');
      expect(after.data).toMatchObject({ monthlyUsage: 1, bonusCredits: 1 });
      const failed = await f.ctx.dbh.db
        .selectFrom('jobs')
        .selectAll()
        .where('user_id', '=', u.userId)
        .where('status', '=', 'FAILED')
        .execute();
      expect(failed).toHaveLength(1);
      expect(failed[0].error).toBe('Failed to generate decal. Please try again.');
    } finally {
      await f.close();
      await api.close();
    }
  });

  it('on start-up, jobs left RUNNING past the timeout become FAILED (credit returned)', async () => {
    const u = await signUpVerified(t);
    const old = new Date(Date.now() - 3600_000).toISOString();
    const fresh = new Date().toISOString();
    const row = {
      user_id: u.userId,
      status: 'RUNNING' as const,
      prompt: 'p',
      improved_prompt: 'p',
      settings: '{}',
      error: null,
      image_key: null,
      finished_at: null,
    };
    await t.ctx.dbh.db
      .insertInto('jobs')
      .values({ ...row, id: `stale-${u.userId}`, used_credit: 1, created_at: old })
      .execute();
    await t.ctx.dbh.db
      .insertInto('jobs')
      .values({ ...row, id: `fresh-${u.userId}`, used_credit: 0, created_at: fresh })
      .execute();
    // A second server process on the same data starts up: it recovers what the "crashed" one left.
    const env = loadEnv({ ...t.env, PORT: '0' });
    const second = await buildApp(env, { logger: false });
    try {
      const jobs = await t.ctx.dbh.db
        .selectFrom('jobs')
        .select(['id', 'status', 'error'])
        .where('user_id', '=', u.userId)
        .orderBy('id')
        .execute();
      expect(jobs.find((j) => j.id.startsWith('stale'))?.status).toBe('FAILED');
      expect(jobs.find((j) => j.id.startsWith('fresh'))?.status).toBe('RUNNING');
      expect((await t.ctx.repos.profiles.find(u.userId))?.bonus_credits).toBe(1);
    } finally {
      await second.app.close();
    }
  });

  it('rate-limits generate per user with a clear 429', async () => {
    const r = await startTestApp({ GENERATE_RATE_LIMIT_MAX: '2' });
    try {
      const u = await signUpVerified(r);
      await r.ctx.repos.profiles.setPlan(u.userId, 'PRO');
      const rs = [];
      for (let i = 0; i < 3; i++)
        rs.push(await u.client.json<{ error: string }>('POST', '/api/functions/improve', { theme: 'lava', styleIntensity: 60 }));
      expect(rs.map((x) => x.status)).toEqual([200, 200, 429]);
      expect(rs[2].data.error).toBe('Too many requests. Please wait a moment and try again.');
      expect(Number(rs[2].headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await r.close();
    }
  });
});

describe.runIf(usingPostgres)('pg-boss queue with a separate worker process', () => {
  it('runs jobs in `npm run worker` processes', async () => {
    const q = await startTestApp({ QUEUE: 'pg-boss', GENERATE_RATE_LIMIT_MAX: '1000' });
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, ...q.env, WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      // Jobs go to the worker process; the API keeps a small pool for body renders (never its main thread).
      expect(q.ctx.pool?.size).toBe(1);
      const u = await signUpVerified(q);
      const r = await u.client.req('POST', '/api/functions/generate', { json: body });
      expect(r.status).toBe(200);
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect(meta.width).toBe(2048);
      const fennec = await u.client.req('GET', `/api/jobs/${r.headers.get('x-job-id')}/bodies/fennec`);
      expect(fennec.status).toBe(200);
    } finally {
      worker.kill('SIGTERM');
      await new Promise((res) => worker.once('exit', res));
      await q.close();
    }
  }, 90_000);
});
