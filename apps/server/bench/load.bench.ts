import { execFileSync } from 'node:child_process';
import { Agent, request } from 'node:http';
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

  // The client is node:http on keep-alive sockets (one per connection), reading each body to its
  // last byte without decoding it. It used fetch before: fetch (undici) costs several times more
  // CPU per request and decompresses brotli/gzip bodies on this process's thread pool, so on a
  // 2-core machine the client — one process driving 100 connections — ran at 80–100 % of a core
  // and its own backlog was reported as server latency (/blog-data.json, answered from memory
  // by the server, showed 3× the p50 of every other request). Headers are a browser's
  // (Accept-Encoding included), so the server does the same work; only the client got lighter.
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const base = new URL(server.url);
  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: { 'accept-encoding': 'gzip, deflate, br', ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async function one(token: string) {
    const kind = pick();
    const auth = { authorization: `Bearer ${token}` };
    const json = { 'content-type': 'application/json', ...auth };
    const started = performance.now();
    let status: number;
    try {
      if (kind === 'me') status = await send('GET', '/api/me', auth);
      else if (kind === 'saved') status = await send('GET', '/api/saved-decals', auth);
      else if (kind === 'blog') status = await send('GET', '/blog-data.json', {});
      else if (kind === 'page') status = await send('GET', '/pricing', {});
      else if (kind === 'code')
        status = await send('POST', '/api/functions/validate-creator-code', json, JSON.stringify({ code: 'LOADTEST' }));
      else status = await send('POST', '/api/jobs', json, JSON.stringify({ improvedPrompt: 'load test stripes', carBody: 'octane' }));
    } catch (err) {
      errors.push(`${kind}: ${(err as Error).message}`);
      return;
    }
    latencies[kind].push(performance.now() - started);
    const key = `${kind} ${status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (status >= 400 && status !== 429) errors.push(`${kind}: HTTP ${status}`);
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
  agent.destroy();
} finally {
  await server.stop();
}
