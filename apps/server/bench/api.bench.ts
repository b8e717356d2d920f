import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, benchUser, freePort, median, startServer } from './bench-utils';

/**
 * `npm run bench:api`: requests per second of a bare Fastify hello-world and of GET /api/me with
 * a session (the check every user route makes), same machine, same run, same autocannon
 * settings. Both servers run as child processes; rounds alternate between them so background
 * load hits both alike, and the medians and their ratio are printed (target ≥ 0.2).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);

interface Run {
  rps: number;
  p99: number;
  non2xx: number;
}

async function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<Run> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx + r.errors };
}

async function startHello(): Promise<{ url: string; child: ChildProcess }> {
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
  return { url, child };
}

const hello = await startHello();
const server = await startServer({ WORKERS: '1' });
try {
  const token = await benchUser(server, `bench-api-${Date.now()}@example.test`);
  const auth = { authorization: `Bearer ${token}` };
  const check = await fetch(server.url + '/api/me', { headers: auth });
  if (check.status !== 200) throw new Error(`GET /api/me answered ${check.status}`);
  // Warm-up of both (JIT, connection pools, statement cache).
  await cannon(hello.url, {}, 2);
  await cannon(server.url + '/api/me', auth, 2);
  const base: Run[] = [];
  const api: Run[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    base.push(await cannon(hello.url, {}, SECONDS));
    api.push(await cannon(server.url + '/api/me', auth, SECONDS));
    console.log(
      `round ${round + 1}: hello ${Math.round(base[round].rps)} req/s, /api/me ${Math.round(api[round].rps)} req/s, ratio ${(api[round].rps / base[round].rps).toFixed(3)}`,
    );
  }
  const fmt = (runs: Run[]) =>
    `${Math.round(median(runs.map((r) => r.rps)))} req/s (median of ${runs.length}), p99 ${median(runs.map((r) => r.p99))} ms, non-2xx ${runs.reduce((n, r) => n + r.non2xx, 0)}`;
  const ratios = base.map((b, i) => api[i].rps / b.rps);
  console.log(`bare Fastify hello-world : ${fmt(base)}`);
  console.log(`GET /api/me with session  : ${fmt(api)}`);
  console.log(
    `ratio /api/me / hello: ${median(ratios).toFixed(3)}x median per round (target ≥ 0.2x) — ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
} finally {
  await server.stop();
  await new Promise<void>((r) => {
    hello.child.once('exit', () => r());
    hello.child.kill('SIGTERM');
  });
}
