import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, benchUser, freePort, startServer } from './bench-utils';

/**
 * `npm run bench:api`: requests per second of a bare Fastify hello-world and of GET /api/me with
 * a session (the check every user route makes), same machine, same run, same autocannon
 * settings; prints both and the ratio (target ≥ 0.2).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);

async function cannon(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; non2xx: number }> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function hello(): Promise<{ rps: number; p99: number; non2xx: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/bench/hello-server.ts', String(port)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    return await cannon(url);
  } finally {
    await new Promise<void>((r) => {
      child.once('exit', () => r());
      child.kill('SIGTERM');
    });
  }
}

async function me(): Promise<{ rps: number; p99: number; non2xx: number }> {
  const server = await startServer({ WORKERS: '1' });
  try {
    const token = await benchUser(server, `bench-api-${Date.now()}@example.test`);
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(server.url + '/api/me', { headers });
    if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}`);
    return await cannon(server.url + '/api/me', headers);
  } finally {
    await server.stop();
  }
}

const base = await hello();
const api = await me();
const fmt = (r: { rps: number; p99: number; non2xx: number }) => `${Math.round(r.rps)} req/s, p99 ${r.p99} ms, non-2xx ${r.non2xx}`;
console.log(`bare Fastify hello-world : ${fmt(base)}`);
console.log(`GET /api/me with session  : ${fmt(api)}`);
console.log(`ratio /api/me / hello: ${(api.rps / base.rps).toFixed(3)}x (target ≥ 0.2x) — ${CONNECTIONS} connections, ${SECONDS} s each`);
