import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth';
import { toWebHeaders } from '../auth/auth.routes';
import { hashApiToken, isApiToken } from '../modules/api-tokens/api-tokens.service';
import type { AccountCache } from '../modules/profiles/account-cache';
import type { SessionUser } from './access';

interface CachedSession {
  userId: string;
  email: string;
  /** The personal API token this credential is (absent for a better-auth session). */
  tokenId?: string;
  /** Epoch ms: the entry is used until the earlier of its TTL and the session's own expiry. */
  until: number;
}

const MAX_ENTRIES = 10_000;

/** The bearer credential of a request (`Authorization: Bearer …`), if any. */
function bearerOf(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  return auth && /^Bearer\s+/i.test(auth) ? auth.replace(/^Bearer\s+/i, '').trim() : null;
}

/** The bearer credential of a request, when it is a personal API token (`dfp_…`). */
export function apiTokenOf(req: FastifyRequest): string | null {
  const token = bearerOf(req);
  return token !== null && isApiToken(token) ? token : null;
}

/**
 * The session credential of a request: the bearer token or the session cookie (signed values, used
 * as cache keys). A personal API token is keyed by its SHA-256, so the cache never holds the token.
 */
export function sessionCredential(req: FastifyRequest): string | null {
  const token = bearerOf(req);
  if (token !== null) return isApiToken(token) ? `k:${hashApiToken(token)}` : `b:${token}`;
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
export interface ApiTokenAuthenticator {
  /** The owner of an active personal API token, or null (unknown or revoked). */
  authenticate(token: string): Promise<{ userId: string; email: string; tokenId: string } | null>;
}

export function createSessionResolver(deps: { auth: Auth; accounts: AccountCache; ttlSeconds: number; apiTokens?: ApiTokenAuthenticator }) {
  const cache = new Map<string, CachedSession>();

  /** The remembered session of this credential, if still valid. */
  function remembered(key: string | null, now: number): CachedSession | undefined {
    const hit = key ? cache.get(key) : undefined;
    return hit && hit.until > now ? hit : undefined;
  }

  /** A personal API token: looked up by its hash (which also records its last use), remembered like a session. */
  async function verifyApiToken(token: string, key: string | null, now: number): Promise<CachedSession | null> {
    const who = deps.apiTokens ? await deps.apiTokens.authenticate(token).catch(() => null) : null;
    if (!who) {
      if (key) cache.delete(key);
      return null;
    }
    const entry: CachedSession = { userId: who.userId, email: who.email, tokenId: who.tokenId, until: now + deps.ttlSeconds * 1000 };
    if (key) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
    return entry;
  }

  async function verify(req: FastifyRequest): Promise<{ userId: string; email: string; tokenId?: string } | null> {
    const key = deps.ttlSeconds > 0 ? sessionCredential(req) : null;
    if (key === null && deps.ttlSeconds > 0) return null; // no credential at all: nobody is signed in
    const now = Date.now();
    const hit = remembered(key, now);
    if (hit) return hit;
    const apiToken = apiTokenOf(req);
    if (apiToken) return verifyApiToken(apiToken, key, now);
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

  function userOf(
    who: { userId: string; email: string; tokenId?: string },
    account: { plan: SessionUser['plan']; bonusCredits: number },
  ): SessionUser {
    const user: SessionUser = { id: who.userId, email: who.email, plan: account.plan, bonusCredits: account.bonusCredits };
    if (who.tokenId) user.apiTokenId = who.tokenId;
    return user;
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
      return who && account ? userOf(who, account) : undefined;
    },
    /** Verifies the credential (cached) and reads the account: from the cache, or from the database when `fresh`. */
    async resolve(req: FastifyRequest, opts: { fresh?: boolean } = {}): Promise<SessionUser | null> {
      const who = await verify(req);
      if (!who) return null;
      const account = (!opts.fresh && deps.accounts.peek(who.userId)) || (await deps.accounts.load(who.userId));
      return userOf(who, account);
    },
    /** Forget a revoked API token at once (other processes within the TTL). */
    forgetApiToken(tokenId: string): void {
      for (const [key, entry] of cache) if (entry.tokenId === tokenId) cache.delete(key);
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
