import { execFileSync } from 'node:child_process';
import { ROOT, benchUser, median, percentile, startServer } from './bench-utils';

/**
 * `npm run bench:load`: LOAD_CONNECTIONS (100) clients send LOAD_SECONDS (60) of mixed traffic
 * to the real server — /api/me, saved decals, blog data, pages, creator-code validation and
 * some generates — and the run prints errors other than 429 (target 0) and p50/p99 of the
 * non-generate requests (target p99 < 300 ms).
 */
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 100);
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const USERS = Number(process.env.LOAD_USERS || 10);

type Kind = 'me' | 'saved' | 'blog' | 'page' | 'code' | 'generate';
const MIX: Array<[Kind, number]> = [
  ['me', 35],
  ['saved', 20],
  ['blog', 15],
  ['page', 15],
  ['code', 13],
  ['generate', 2],
];

function pick(): Kind {
  let r = Math.random() * 100;
  for (const [kind, weight] of MIX) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'me';
}

const server = await startServer({ WORKERS: '1' });
try {
  const tokens: string[] = [];
  for (let u = 0; u < USERS; u++) {
    const email = `load-${u}-${Date.now()}@example.test`;
    tokens.push(await benchUser(server, email));
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'set-plan', email, 'PRO'], {
      cwd: ROOT,
      env: { ...process.env, ...server.env },
      stdio: 'ignore',
    });
  }
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'create-creator-code', 'LOADTEST', 'Load'], {
    cwd: ROOT,
    env: { ...process.env, ...server.env },
    stdio: 'ignore',
  });
  const latencies: Record<Kind, number[]> = { me: [], saved: [], blog: [], page: [], code: [], generate: [] };
  const statuses = new Map<string, number>();
  const errors: string[] = [];
  const deadline = Date.now() + SECONDS * 1000;

  async function one(token: string) {
    const kind = pick();
    const auth = { authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json', ...auth };
    const started = performance.now();
    let res: Response;
    try {
      if (kind === 'me') res = await fetch(server.url + '/api/me', { headers: auth });
      else if (kind === 'saved') res = await fetch(server.url + '/api/saved-decals', { headers: auth });
      else if (kind === 'blog') res = await fetch(server.url + '/blog-data.json');
      else if (kind === 'page') res = await fetch(server.url + '/pricing');
      else if (kind === 'code')
        res = await fetch(server.url + '/api/functions/validate-creator-code', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ code: 'LOADTEST' }),
        });
      else
        res = await fetch(server.url + '/api/jobs', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ improvedPrompt: 'load test stripes', carBody: 'octane' }),
        });
      await res.arrayBuffer();
    } catch (err) {
      errors.push(`${kind}: ${(err as Error).message}`);
      return;
    }
    latencies[kind].push(performance.now() - started);
    const key = `${kind} ${res.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (res.status >= 400 && res.status !== 429) errors.push(`${kind}: HTTP ${res.status}`);
  }

  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      while (Date.now() < deadline) await one(tokens[c % tokens.length]);
    }),
  );
  const rest = (Object.keys(latencies) as Kind[]).filter((k) => k !== 'generate').flatMap((k) => latencies[k]);
  const total = rest.length + latencies.generate.length;
  console.log(`${CONNECTIONS} connections, ${SECONDS} s: ${total} requests (${(total / SECONDS).toFixed(0)}/s)`);
  console.log(
    [...statuses]
      .sort()
      .map(([k, n]) => `  ${k}: ${n}`)
      .join('\n'),
  );
  console.log(`errors other than 429: ${errors.length} (target 0)${errors.length ? ` — first: ${errors.slice(0, 5).join('; ')}` : ''}`);
  console.log(`non-generate latency: p50 ${median(rest).toFixed(0)} ms, p99 ${percentile(rest, 99).toFixed(0)} ms (target p99 < 300 ms)`);
  for (const k of Object.keys(latencies) as Kind[]) {
    if (latencies[k].length)
      console.log(
        `  ${k}: n=${latencies[k].length} p50 ${median(latencies[k]).toFixed(0)} ms p99 ${percentile(latencies[k], 99).toFixed(0)} ms`,
      );
  }
} finally {
  await server.stop();
}
