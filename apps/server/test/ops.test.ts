import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformHealth } from '@decalforge/shared';
import { loadEnv } from '../src/config/env';
import { startMetricsServer } from '../src/http/metrics-server';
import { startFakeS3 } from './helpers/fake-s3';
import { signUpVerified, startTestApp, type TestApp } from './helpers/test-app';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** The value of one Prometheus sample line (`name{labels} value`), or undefined. */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('health, readiness and metrics (local storage, token set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /healthz answers 200 {status: ok}', async () => {
    const r = await t.client().json('GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.data).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database, storage and queue', async () => {
    const r = await t.client().json<{ status: string; checks: Record<string, { ok: boolean; ms: number }> }>('GET', '/readyz');
    expect(r.status).toBe(200);
    expect(r.data.status).toBe('ok');
    expect(Object.keys(r.data.checks).sort()).toEqual(['database', 'queue', 'storage']);
    for (const c of Object.values(r.data.checks)) expect(c).toEqual({ ok: true, ms: expect.any(Number) });
  });

  it('GET /metrics needs the Bearer token (401 {error} without it or with a wrong one)', async () => {
    const none = await t.client().req('GET', '/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.json()).toEqual({ error: expect.any(String) });
    const wrong = await t.client().req('GET', '/metrics', { headers: { Authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(401);
    const ok = await t.client().req('GET', '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('counts requests by route pattern (not the raw URL), with latency histograms, job counts and queue depth', async () => {
    const id = 'job-id-that-does-not-exist-7f3a';
    for (let i = 0; i < 3; i++) expect((await t.client().req('GET', `/api/jobs/${id}`)).status).toBe(401);
    const u = await signUpVerified(t);
    const gen = await u.client.req('POST', '/api/functions/generate', { json: { improvedPrompt: 'metrics stripes', carBody: 'octane' } });
    expect(gen.status).toBe(200);
    const res = await t.client().req('GET', '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/jobs/:id",status_code="401"}')).toBe(3);
    expect(text).not.toContain(id);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs/:id",status_code="401"}')).toBe(3);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/jobs/:id",status_code="401"}');
    expect(sample(text, 'http_requests_total{method="POST",route="/api/functions/generate",status_code="200"}')).toBe(1);
    expect(sample(text, 'decalforge_jobs_total{status="COMPLETE"}')).toBe(1);
    expect(sample(text, 'decalforge_jobs_total{status="FAILED"}')).toBe(0);
    expect(sample(text, 'decalforge_job_duration_seconds_count{status="COMPLETE"}')).toBe(1);
    expect(sample(text, 'decalforge_queue_depth')).toBe(0);
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('METRICS_PORT serves /metrics and /healthz on a listener of its own, without the token', async () => {
    const server = await startMetricsServer(t.ctx.metrics, { port: 0, host: '127.0.0.1' });
    try {
      const m = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(m.status).toBe(200);
      expect(await m.text()).toContain('http_requests_total');
      const h = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(await h.json()).toEqual({ status: 'ok' });
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('GET /api/admin/health is for admins only and reports database, queue, storage and mail', async () => {
    expect((await t.client().json('GET', '/api/admin/health')).status).toBe(401);
    const user = await signUpVerified(t);
    const denied = await user.client.json<{ error: string }>('GET', '/api/admin/health');
    expect(denied.status).toBe(403);
    expect(denied.data.error).toEqual(expect.any(String));
    await t.ctx.repos.profiles.setPlan(user.userId, 'ADMIN');
    const r = await user.client.json<PlatformHealth>('GET', '/api/admin/health');
    expect(r.status).toBe(200);
    expect(r.data.ok).toBe(true);
    expect(r.data.checks.map((c) => [c.name, c.ok, c.kind])).toEqual([
      ['database', true, t.ctx.dbh.kind],
      ['queue', true, 'inline'],
      ['storage', true, 'local'],
      ['mail', true, 'smtp'],
    ]);
  });

  it('METRICS_TOKEN shorter than 16 characters is refused at start-up', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('readiness with S3 storage that goes away (no metrics token)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await startTestApp({ S3_ENDPOINT: s3.url, S3_BUCKET: 'decals', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close().catch(() => undefined);
  });

  it('GET /metrics answers 404 {error} while METRICS_TOKEN is unset', async () => {
    const r = await t.client().req('GET', '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(r.status).toBe(404);
    expect(await r.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 200 while the bucket is reachable, 503 naming storage once it is not', async () => {
    const up = await t.client().json<{ status: string }>('GET', '/readyz');
    expect(up.status).toBe(200);
    expect(s3.requests.some((r) => r.method === 'HEAD' && /^decals\/?$/.test(r.path))).toBe(true);

    const admin = await signUpVerified(t);
    await t.ctx.repos.profiles.setPlan(admin.userId, 'ADMIN');
    await s3.close();

    const down = await t.client().json<{ status: string; error: string; checks: Record<string, { ok: boolean }> }>('GET', '/readyz');
    expect(down.status).toBe(503);
    expect(down.data.status).toBe('fail');
    expect(down.data.error).toMatch(/storage/);
    expect(down.data.error).not.toMatch(/database|queue/);
    expect(down.data.checks.storage?.ok).toBe(false);
    expect(down.data.checks.database?.ok).toBe(true);
    // The public answer carries no failure detail; the admin panel does.
    expect(JSON.stringify(down.data)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);

    const health = await admin.client.json<PlatformHealth>('GET', '/api/admin/health');
    expect(health.status).toBe(200);
    expect(health.data.ok).toBe(false);
    const storage = health.data.checks.find((c) => c.name === 'storage');
    expect(storage).toMatchObject({ ok: false, kind: 's3', error: expect.any(String) });
    expect(health.data.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['storage']);
  });
});
