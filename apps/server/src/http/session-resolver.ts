import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { toWebHeaders } from '../auth/auth.routes';
import type { ProfilesRepository } from '../modules/profiles/profiles.repository';
import type { SessionUser } from './access';

interface CachedSession {
  userId: string;
  email: string;
  /** Epoch ms: the entry is used until the earlier of its TTL and the session's own expiry. */
  until: number;
}

const MAX_ENTRIES = 10_000;

/** The session credential of a request: the bearer token or the session cookie (signed values, used as cache keys). */
export function sessionCredential(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return `b:${auth.replace(/^Bearer\s+/i, '').trim()}`;
  const cookie = req.headers.cookie;
  const m = cookie?.match(/(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/);
  return m ? `c:${m[1]}` : null;
}

/**
 * Resolves the signed-in user of a request. better-auth's getSession costs milliseconds per call
 * (signature check, context creation, two queries), so a verified credential is remembered in
 * this process for `ttlSeconds` (and never past the session's expiry); the profile — the plan —
 * is still read on every request, so plan changes (a demoted admin) apply at once. Any auth
 * action that can end sessions (sign-out, password reset or change, revocations) clears the
 * cache; other API processes notice within the TTL. `ttlSeconds: 0` disables the cache.
 */
export function createSessionResolver(deps: { auth: Auth; profiles: ProfilesRepository; ttlSeconds: number }) {
  const cache = new Map<string, CachedSession>();

  async function verify(req: FastifyRequest): Promise<{ userId: string; email: string } | null> {
    const key = deps.ttlSeconds > 0 ? sessionCredential(req) : null;
    if (key === null && deps.ttlSeconds > 0) return null; // no credential at all: nobody is signed in
    const now = Date.now();
    const hit = key ? cache.get(key) : undefined;
    if (hit && hit.until > now) return hit;
    const session = await deps.auth.api.getSession({ headers: toWebHeaders(req) }).catch(() => null);
    if (!session?.user) {
      if (key) cache.delete(key);
      return null;
    }
    if (key) {
      const expires = new Date(session.session.expiresAt).getTime();
      const until = Math.min(now + deps.ttlSeconds * 1000, Number.isFinite(expires) ? expires : now);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, { userId: session.user.id, email: session.user.email, until });
    }
    return { userId: session.user.id, email: session.user.email };
  }

  return {
    async resolve(req: FastifyRequest): Promise<SessionUser | null> {
      const who = await verify(req);
      if (!who) return null;
      const profile = await deps.profiles.ensure(who.userId);
      return { id: who.userId, email: who.email, plan: profile.plan, bonusCredits: profile.bonus_credits };
    },
    /** Forget every remembered session (after an auth action that may have ended some). */
    clear(): void {
      cache.clear();
    },
    get size(): number {
      return cache.size;
    },
  };
}

export type SessionResolver = ReturnType<typeof createSessionResolver>;
