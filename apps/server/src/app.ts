import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context';
import { authRoutes } from './auth/auth.routes';
import { buildContext } from './build-context';
import type { Env } from './config/env';
import { installAccessControl } from './http/access';
import { installErrorHandler } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { installRequestMetrics } from './http/request-metrics';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerModules } from './modules';
import { installBillingSweep } from './modules/billing';

/** Default request body limit of every route. */
export const JSON_BODY_LIMIT = 32 * 1024;

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

/** The whole HTTP server: auth, API modules and the built SPA, on one context. */
export async function buildApp(env: Env, opts: { webDist?: string; logger?: boolean } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: env.LOG_LEVEL },
    // Only trust X-Forwarded-For from as many proxies as configured (client IPs drive rate limits).
    trustProxy: env.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY : false,
    // Small JSON by default (the largest legitimate body is a saved decal's settings, a few KB);
    // routes that need more say so (the Stripe webhook).
    bodyLimit: JSON_BODY_LIMIT,
  });
  const ctx = await buildContext(env, app.log);
  registerSecurityHeaders(app, env);
  installErrorHandler(app);
  installRequestMetrics(app, ctx.metrics);
  installAccessControl(app, { sessions: ctx.sessions });
  installInputGuard(app);
  await installBillingSweep(app, { service: ctx.services.billing, log: ctx.log, onClose: ctx.onClose });
  await app.register(authRoutes, { auth: ctx.auth, appUrl: env.APP_URL, onSessionsChanged: () => ctx.sessions.clear() });
  await registerModules(app, ctx);
  await registerSpa(app, opts.webDist ?? WEB_DIST);
  app.addHook('onClose', async () => {
    for (const fn of [...ctx.onClose].reverse()) await fn();
  });
  return { app, ctx };
}
