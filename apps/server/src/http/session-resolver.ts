import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { toWebHeaders } from '../auth/auth.routes';
import type { AccountCache } from '../modules/profiles/account-cache';
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
 * (signature check, context creation, two queries), so a verified credential — the exact signed
 * token or cookie value, so a forged signature is another key and always goes to better-auth —
 * is remembered in this process for `ttlSeconds` (and never past the session's expiry). Any
 * auth action that can end sessions (sign-out, password reset or change, revocations) clears
 * it; other API processes notice within the TTL. The plan and credits come from the account
 * cache (invalidated by this process's own writes, see account-cache.ts) unless the caller asks
 * for a fresh read. `ttlSeconds: 0` disables both caches.
 */
export function createSessionResolver(deps: { auth: Auth; accounts: AccountCache; ttlSeconds: number }) {
  const cache = new Map<string, CachedSession>();

  /** The remembered session of this credential, if still valid. */
  function remembered(key: string | null, now: number): CachedSession | undefined {
    const hit = key ? cache.get(key) : undefined;
    return hit && hit.until > now ? hit : undefined;
  }

  async function verify(req: FastifyRequest): Promise<{ userId: string; email: string } | null> {
    const key = deps.ttlSeconds > 0 ? sessionCredential(req) : null;
    if (key === null && deps.ttlSeconds > 0) return null; // no credential at all: nobody is signed in
    const now = Date.now();
    const hit = remembered(key, now);
    if (hit) return hit;
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
    /**
     * The user when both the credential and the account are remembered (null when the request
     * carries no credential at all), undefined when the caches cannot answer. Synchronous, so the
     * common request needs no promise and no query.
     */
    cached(req: FastifyRequest): SessionUser | null | undefined {
      if (deps.ttlSeconds <= 0) return undefined;
      const key = sessionCredential(req);
      if (key === null) return null;
      const now = Date.now();
      const who = remembered(key, now);
      const account = who && deps.accounts.peek(who.userId, now);
      return who && account ? { id: who.userId, email: who.email, plan: account.plan, bonusCredits: account.bonusCredits } : undefined;
    },
    /** Verifies the credential (cached) and reads the account: from the cache, or from the database when `fresh`. */
    async resolve(req: FastifyRequest, opts: { fresh?: boolean } = {}): Promise<SessionUser | null> {
      const who = await verify(req);
      if (!who) return null;
      const account = (!opts.fresh && deps.accounts.peek(who.userId)) || (await deps.accounts.load(who.userId));
      return { id: who.userId, email: who.email, plan: account.plan, bonusCredits: account.bonusCredits };
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
