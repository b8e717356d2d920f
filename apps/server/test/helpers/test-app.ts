import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/app-context';
import { loadEnv } from '../../src/config/env';
import { TestClient } from './http-client';
import { linksIn, startMailCatcher, type MailCatcher } from './mail-catcher';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  baseUrl: string;
  dataDir: string;
  mail: MailCatcher;
  /** The environment the app runs with (for CLIs and workers pointed at the same data). */
  env: Record<string, string>;
  client(): TestClient;
  close(): Promise<void>;
}

/** Database under test: PostgreSQL in a fresh schema when TEST_DATABASE_URL is set, else SQLite. */
export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Starts the real server on a loopback port with its own data dir, its own database (schema)
 * and a real SMTP catcher. Nothing of our own is mocked.
 */
export async function startTestApp(extraEnv: Record<string, string> = {}, opts: { webDist?: string } = {}): Promise<TestApp> {
  const mail = await startMailCatcher();
  const dataDir = mkdtempSync(join(tmpdir(), 'df-test-'));
  const schema = usingPostgres ? `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}` : undefined;
  const envVars: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    BETTER_AUTH_SECRET: randomBytes(24).toString('hex'),
    ...(usingPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL as string, DATABASE_SCHEMA: schema as string } : {}),
    ...extraEnv,
  };
  // The public URL must be known before start: take a free port first.
  const probe = (await import('node:net')).createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
  const baseUrl = `http://127.0.0.1:${port}`;
  envVars.PORT = String(port);
  envVars.APP_URL = baseUrl;
  const env = loadEnv(envVars);
  const { app, ctx } = await buildApp(env, { logger: false, webDist: opts.webDist });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    ctx,
    baseUrl,
    dataDir,
    mail,
    env: envVars,
    client: () => new TestClient(baseUrl),
    async close() {
      await app.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (usingPostgres && schema) {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await c.end();
      }
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${randomBytes(2).toString('hex')}@example.test`;
}

/** Signs up through the API, confirms through the link of the mail received over SMTP, signs in. */
export async function signUpVerified(t: TestApp, opts: { email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'secret-pass-1';
  const client = t.client();
  const su = await client.json('POST', '/api/auth/sign-up/email', { email, password, name: email.split('@')[0] });
  if (su.status !== 200) throw new Error(`sign-up failed ${su.status} ${JSON.stringify(su.data)}`);
  const mail = await t.mail.waitFor(email, (m) => /verify-email/.test(m.text));
  const link = linksIn(mail).find((l) => l.includes('verify-email'));
  if (!link) throw new Error('no verification link');
  const u = new URL(link);
  const v = await client.req('GET', u.pathname + u.search);
  if (v.status >= 400) throw new Error(`verify failed ${v.status}`);
  client.jar.clear();
  const si = await client.json<{ token: string; user: { id: string } }>('POST', '/api/auth/sign-in/email', { email, password });
  if (si.status !== 200) throw new Error(`sign-in failed ${si.status} ${JSON.stringify(si.data)}`);
  return { client, email, password, userId: si.data.user.id, token: si.data.token };
}

export { linksIn };
