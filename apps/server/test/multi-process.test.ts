import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from './helpers/fake-s3';
import { TestClient } from './helpers/http-client';
import { startMailCatcher } from './helpers/mail-catcher';
import { signUpVerified, usingPostgres, type TestApp } from './helpers/test-app';

/**
 * The production shape on one machine (docs/deploy.md): two API processes and two pg-boss worker
 * processes (`QUEUE=pg-boss`) on one PostgreSQL schema, with S3-compatible storage on loopback.
 * Jobs are sent through one API and read through the other; a worker is killed mid-job and the
 * job fails cleanly with the credit given back while the other worker finishes the rest.
 * PostgreSQL only (TEST_DATABASE_URL, as `.ci/run` sets it).
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const JOB_TIMEOUT_SECONDS = 30;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs: number, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
}

describe.skipIf(!usingPostgres)('two API and two worker processes on PostgreSQL (QUEUE=pg-boss, S3)', () => {
  const procs: Proc[] = [];
  const schema = `t_mp_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDirs: string[] = [];
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let db: pg.Client;
  const api: Array<{ url: string }> = [];
  const workerMetrics: string[] = [];
  let baseEnv: Record<string, string>;

  function start(name: string, script: string, env: Record<string, string>): Proc {
    const dataDir = mkdtempSync(join(tmpdir(), `df-mp-${name}-`));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', ...baseEnv, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const p: Proc = { name, child, output: [] };
    const keep = (b: Buffer) => {
      p.output.push(b.toString());
      if (p.output.length > 200) p.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    procs.push(p);
    return p;
  }

  const ready = (url: string) =>
    until(
      `${url}/readyz`,
      async () => {
        const r = await fetch(`${url}/readyz`);
        return r.status === 200 ? true : undefined;
      },
      90_000,
      300,
    );

  beforeAll(async () => {
    s3 = await startFakeS3();
    mail = await startMailCatcher();
    const [p1, p2, m1, m2] = [await freePort(), await freePort(), await freePort(), await freePort()];
    api.push({ url: `http://127.0.0.1:${p1}` }, { url: `http://127.0.0.1:${p2}` });
    workerMetrics.push(`http://127.0.0.1:${m1}`, `http://127.0.0.1:${m2}`);
    baseEnv = {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // One public address for both APIs (the trusted origin of sign-in); reads go to both.
      APP_URL: api[0]!.url,
      BETTER_AUTH_SECRET: randomBytes(24).toString('hex'),
      DATABASE_URL: process.env.TEST_DATABASE_URL as string,
      DATABASE_SCHEMA: schema,
      QUEUE: 'pg-boss',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'decalforge',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      SMTP_URL: mail.url,
      SESSION_CACHE_SECONDS: '0',
      AUTH_RATE_LIMIT_MAX: '1000',
      GENERATE_RUNNING_MAX: '20',
      JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS),
      WORKERS: '1',
    };
    // The first API migrates; the others start on the finished schema.
    start('api-1', 'apps/server/src/main.ts', { PORT: String(p1) });
    await ready(api[0]!.url);
    start('api-2', 'apps/server/src/main.ts', { PORT: String(p2) });
    start('worker-1', 'apps/server/src/worker-main.ts', { METRICS_PORT: String(m1) });
    start('worker-2', 'apps/server/src/worker-main.ts', { METRICS_PORT: String(m2) });
    await ready(api[1]!.url);
    for (const m of workerMetrics)
      await until(`${m}/healthz`, async () => ((await fetch(`${m}/healthz`)).ok ? true : undefined), 90_000, 300);
    db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await Promise.all(
      procs.map(
        (p) =>
          new Promise<void>((resolve) => {
            if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
            const hard = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
            p.child.once('exit', () => {
              clearTimeout(hard);
              resolve();
            });
            p.child.kill('SIGCONT');
            p.child.kill('SIGTERM');
          }),
      ),
    );
    if (db) {
      await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.query(`DROP SCHEMA IF EXISTS "${schema}_pgboss" CASCADE`);
      await db.end();
    }
    await mail?.close();
    await s3?.close();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  /** The signed-in BASIC user: cookies for API-1, the session bearer for API-2. */
  async function basicUser() {
    const fake = { client: () => new TestClient(api[0]!.url), mail } as unknown as TestApp;
    const u = await signUpVerified(fake);
    await db.query(`UPDATE "${schema}".profiles SET plan = 'BASIC' WHERE id = $1`, [u.userId]);
    const other = new TestClient(api[1]!.url);
    other.bearer = u.token;
    return { onApi1: u.client, onApi2: other };
  }

  const submit = async (c: TestClient, prompt: string) => {
    const r = await c.json<{ jobId: string; status: string }>('POST', '/api/jobs', { improvedPrompt: prompt, carBody: 'octane' });
    expect(r.status, JSON.stringify(r.data)).toBe(202);
    return r.data.jobId;
  };
  const statusOn = async (c: TestClient, id: string) => (await c.json<{ status: string }>('GET', `/api/jobs/${id}`)).data.status;
  const finished = (c: TestClient, ids: string[], timeoutMs: number) =>
    until(
      'jobs to finish',
      async () => {
        const all = await Promise.all(ids.map((id) => statusOn(c, id)));
        return all.every((s) => s !== 'RUNNING') ? all : undefined;
      },
      timeoutMs,
      250,
    );
  const sample = (text: string, prefix: string) => {
    const line = text.split('\n').find((l) => l.startsWith(prefix));
    return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  it('jobs sent through one API are rendered by the workers and read through the other', async () => {
    const u = await basicUser();
    const ids = await Promise.all(['red tiger stripes', 'blue flames', 'gold lightning', 'green camo'].map((p) => submit(u.onApi1, p)));
    const statuses = await finished(u.onApi2, ids, 120_000);
    expect(statuses).toEqual(['COMPLETE', 'COMPLETE', 'COMPLETE', 'COMPLETE']);
    for (const id of ids) {
      const img = await u.onApi2.req('GET', `/api/jobs/${id}/image`);
      expect(img.status).toBe(200);
      expect(
        Buffer.from(await img.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
    // The images went to the S3 store, written by the workers.
    expect(s3.requests.filter((r) => r.method === 'PUT').length).toBeGreaterThanOrEqual(4);
    // Each worker reports the jobs it ran on its METRICS_PORT; together, all four.
    const done = await Promise.all(
      workerMetrics.map(async (m) => sample(await (await fetch(`${m}/metrics`)).text(), 'decalforge_jobs_total{status="COMPLETE"}')),
    );
    expect(done.reduce((a, b) => a + b, 0)).toBe(4);
    const me = await u.onApi2.json<{ monthlyUsage: number }>('GET', '/api/me');
    expect(me.data.monthlyUsage).toBe(4);
    console.log(`multi-process: 4 jobs via api-1, read via api-2; completed per worker: ${done.join(' + ')}`);
  }, 180_000);

  it('a worker killed mid-job: that job fails cleanly with the credit given back, the other worker finishes the rest', async () => {
    const [w1, w2] = procs.filter((p) => p.name.startsWith('worker-'));
    const u = await basicUser();
    // Only worker-1 takes jobs until it is killed: worker-2 is paused (SIGSTOP) meanwhile.
    w2!.child.kill('SIGSTOP');
    let ids: string[] = [];
    let victim: string;
    try {
      ids = await Promise.all(['purple waves', 'orange sunburst', 'silver chrome', 'black skulls'].map((p) => submit(u.onApi1, p)));
      victim = await until(
        'worker-1 to pick a job up',
        async () => {
          const r = await db.query<{ id: string }>(
            `SELECT data->>'jobId' AS id FROM "${schema}_pgboss".job WHERE name = 'render-decal' AND state = 'active' LIMIT 1`,
          );
          return r.rows[0]?.id;
        },
        60_000,
        25,
      );
      w1!.child.kill('SIGKILL');
      await new Promise<void>((r) =>
        w1!.child.exitCode !== null || w1!.child.signalCode !== null ? r() : w1!.child.once('exit', () => r()),
      );
    } finally {
      w2!.child.kill('SIGCONT');
    }
    expect(ids).toContain(victim);
    // The rest finish on worker-2; the killed job stays RUNNING until the APIs' stale-job sweep
    // (every minute, JOB_TIMEOUT_SECONDS) fails it and gives its credit back.
    const statuses = await finished(u.onApi2, ids, (JOB_TIMEOUT_SECONDS + 90) * 1000);
    const byId = Object.fromEntries(ids.map((id, i) => [id, statuses[i]]));
    expect(byId[victim]).toBe('FAILED');
    const others = ids.filter((id) => id !== victim).map((id) => byId[id]);
    // A job worker-1 finished before it was killed may be among them; none is left hanging.
    expect(others.every((s) => s === 'COMPLETE')).toBe(true);
    const failed = await u.onApi2.json<{ status: string; error: string | null }>('GET', `/api/jobs/${victim}`);
    expect(failed.data.error).toMatch(/interrupted/i);
    const me = await u.onApi2.json<{ monthlyUsage: number }>('GET', '/api/me');
    expect(me.data.monthlyUsage).toBe(3);
    // Both APIs still ready after losing a worker.
    for (const a of api) expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    console.log(`multi-process: killed worker-1 on job ${victim} → FAILED (credit back), the other 3 → COMPLETE on worker-2`);
  }, 240_000);
});
