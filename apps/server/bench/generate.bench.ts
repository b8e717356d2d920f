import { execFileSync } from 'node:child_process';
import { ROOT, benchUser, median, percentile, startServer } from './bench-utils';

/**
 * `npm run bench:generate`: drives POST /api/functions/generate on the real server with
 * concurrent PRO users, once with 1 render worker and once with 2, and prints medians.
 */
const USERS = Number(process.env.BENCH_USERS || 4);
const PER_USER = Number(process.env.BENCH_REQUESTS || 6);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS || 12);

/** A mix of what players ask for (heroes, text, flags, patterns); the server picks a fresh seed. */
const PROMPTS = [
  'howling wolf under a full moon, midnight blue and silver',
  'number 7 in gold on navy with white pinstripes',
  'union jack',
  'white hearts on cherry red',
  'neon circuit lines, teal and magenta',
  'woodland pixel camo',
];

async function generate(url: string, token: string, i: number): Promise<number> {
  const t = performance.now();
  const res = await fetch(url + '/api/functions/generate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, accept: 'image/png' },
    body: JSON.stringify({ improvedPrompt: PROMPTS[Math.abs(i) % PROMPTS.length], carBody: 'octane', finish: 'animated' }),
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`generate answered ${res.status}: ${body.toString('utf8', 0, 200)}`);
  return performance.now() - t;
}

async function run(workers: number) {
  const server = await startServer({ WORKERS: String(workers) });
  try {
    const tokens: string[] = [];
    for (let u = 0; u < USERS; u++) {
      const email = `bench-${workers}-${u}-${Date.now()}@example.test`;
      tokens.push(await benchUser(server, email));
      execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'set-plan', email, 'PRO'], {
        cwd: ROOT,
        env: { ...process.env, ...server.env },
        stdio: 'ignore',
      });
    }
    await generate(server.url, tokens[0], -1); // warm-up (workers load the engine)
    const single: number[] = [];
    for (let i = 0; i < SINGLE_RUNS; i++) single.push(await generate(server.url, tokens[0], i));
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      tokens.map(async (token, u) => {
        for (let i = 0; i < PER_USER; i++) latencies.push(await generate(server.url, token, u * 100 + i));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    return {
      workers,
      singleMedian: median(single),
      median: median(latencies),
      p95: percentile(latencies, 95),
      jobsPerSecond: latencies.length / seconds,
    };
  } finally {
    await server.stop();
  }
}

const one = await run(1);
const two = await run(2);
for (const r of [one, two]) {
  console.log(
    `workers=${r.workers}  single-user median ${r.singleMedian.toFixed(0)} ms  |  ${USERS} concurrent users: median ${r.median.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${r.jobsPerSecond.toFixed(2)} jobs/s`,
  );
}
console.log(
  `throughput ratio 2 workers / 1 worker: ${(two.jobsPerSecond / one.jobsPerSecond).toFixed(2)}x (target ≥ 1.8x); single-user median target ≤ 400 ms`,
);
