import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

export interface BenchServer {
  url: string;
  dataDir: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) as a child process.
 * `BENCH_SERVER_ARGS` adds Node options to it only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
 * to profile the server under a bench (Node refuses --cpu-prof in NODE_OPTIONS).
 */
export async function startServer(extraEnv: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'df-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    GENERATE_RATE_LIMIT_MAX: '100000',
    ...extraEnv,
  };
  const nodeArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url + '/api/me')).status === 401) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    env,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs up a user, confirms through the outbox link and signs in; returns the bearer token. */
export async function benchUser(server: BenchServer, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: server.url };
  await fetch(server.url + '/api/auth/sign-up/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-pass-1', name: 'bench' }),
  });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i++) {
    const dir = join(server.dataDir, 'outbox');
    const file = (() => {
      try {
        return readdirSync(dir).find((f) => f.includes(email));
      } catch {
        return undefined;
      }
    })();
    if (file) {
      const text = readFileSync(join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      link = text.match(/https?:\/\/\S+verify-email\S+/)?.[0]?.replace(/["<>].*$/, '');
    }
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error('no verification mail');
  await fetch(link, { redirect: 'manual' });
  const res = await fetch(server.url + '/api/auth/sign-in/email', {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-pass-1' }),
  });
  const token = res.headers.get('set-auth-token');
  if (!token) throw new Error(`sign-in failed: ${res.status}`);
  return token;
}
