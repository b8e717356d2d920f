import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, isAdmin, type Plan } from '@decalforge/shared';
import { type AppError, forbidden, unauthorized } from './errors';
import type { SessionResolver } from './session-resolver';

/** Every route declares who may call it: `config: { access: 'public' | 'user' | 'admin' }`. */
export type Access = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  plan: Plan;
  bonusCredits: number;
  /** Set when the request authenticated with a personal API token (Authorization: Bearer dfp_…) rather than a session. */
  apiTokenId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Message for the 401 answered to signed-out callers of this route. */
    signInMessage?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

interface RouteRecord {
  method: string;
  url: string;
  /** The route's options object: later onRoute hooks (e.g. the static files' scope) may still set its config. */
  options: { config?: unknown };
}

const routeTables = new WeakMap<FastifyInstance, RouteRecord[]>();

function accessOf(options: { config?: unknown }): Access | undefined {
  const access = (options.config as { access?: unknown } | undefined)?.access;
  return ACCESS_LEVELS.includes(access as Access) ? (access as Access) : undefined;
}

/** Every route registered on this server with its declared access (HEAD twins of GETs left out). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  return (routeTables.get(app) ?? []).map((r) => ({ method: r.method, url: r.url, access: accessOf(r.options) }));
}

const ACCESS_LEVELS: readonly Access[] = ['public', 'user', 'admin'];

/**
 * Access control, default deny: a route must declare `config.access`; one without it (or with
 * an unknown value) answers 403 and is reported at start-up. The check runs in `onRequest`,
 * before the body is read, so signed-out callers of user routes never get a body parsed.
 */
export function installAccessControl(app: FastifyInstance, deps: { sessions: SessionResolver }): void {
  const table: RouteRecord[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' && methods.length === 1 && table.some((r) => r.url === route.url && r.method === 'GET')) continue;
      table.push({ method, url: route.url, options: route });
    }
  });
  app.addHook('onReady', async () => {
    for (const r of routeTable(app))
      if (!r.access)
        app.log.error({ method: r.method, url: r.url }, 'route without an access level (config.access): every request is refused');
  });
  app.decorateRequest('user', null);
  // A callback hook rather than an async one: when the session and account are cached (the
  // common request) the check finishes synchronously, with no promise and no query.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.is404) return done();
    const access = req.routeOptions.config?.access;
    if (access === 'public') return done();
    if (access !== 'user' && access !== 'admin') return done(forbidden());
    const admit = (user: SessionUser | null): AppError | undefined => {
      if (!user) return unauthorized(req.routeOptions.config?.signInMessage ?? MESSAGES.common.signInRequired);
      if (access === 'admin' && !isAdmin(user.plan)) return forbidden(MESSAGES.admin.denied);
      // API tokens act on the user's own resources only; admin work needs a signed-in session.
      if (access === 'admin' && user.apiTokenId) return forbidden(MESSAGES.apiTokens.adminNeedsSession);
      req.user = user;
      return undefined;
    };
    // Whatever may act on the plan reads it from the database: admin routes (a demoted admin is
    // refused at once, whichever process demoted them) and every non-GET request (generation
    // gates, checkout). Reads (GET/HEAD) may use the account cache.
    const fresh = access === 'admin' || (req.method !== 'GET' && req.method !== 'HEAD');
    const cached = fresh ? undefined : deps.sessions.cached(req);
    if (cached !== undefined) return done(admit(cached));
    deps.sessions.resolve(req, { fresh }).then((user) => done(admit(user)), done);
  });
}

/** The signed-in user of a route declared `user` or `admin`. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
