import { quotaWindowStart, type Plan } from '@decalforge/shared';
import type { ProfilesRepository } from './profiles.repository';

/** What the session check needs of a user's profile. */
export interface Account {
  plan: Plan;
  bonusCredits: number;
}

interface Entry {
  account: Account;
  /** Epoch ms after which the entry is read again. */
  until: number;
  /** Quota usage counted from `since` (the plan's window start; '' = lifetime), for /api/me. */
  usage?: { plan: Plan; since: string; count: number };
}

const MAX_ENTRIES = 10_000;

/**
 * A user's plan, bonus credits and quota usage, remembered in this process for `ttlSeconds`.
 *
 * Every user route checks the session and the plan, and `GET /api/me` also counts usage: two
 * queries per request were most of its cost. Reads are served from here; freshness comes from
 * invalidation, not from re-reading:
 * - every write this process makes to a profile or to a user's jobs calls `changed(userId)` once
 *   it has committed (quota reservations and failed jobs, admin plan changes and grants, billing
 *   state, the profiles repository's own setPlan), so the next request sees it;
 * - writes by other processes (the admin CLI, pg-boss workers, other API instances) show within
 *   the TTL;
 * - a read that overlapped a `changed` is answered but not remembered (an epoch counter), so a
 *   value read just before a commit can never outlive the invalidation that followed it.
 * Callers that act on the plan (admin routes, every non-GET request: see http/access.ts) use
 * `load`, which always reads the database. `ttlSeconds: 0` turns the cache off.
 */
export function createAccountCache(deps: { profiles: ProfilesRepository; ttlSeconds: number }) {
  const entries = new Map<string, Entry>();
  const ttlMs = deps.ttlSeconds * 1000;
  let epoch = 0;

  function live(userId: string, now: number): Entry | undefined {
    const e = entries.get(userId);
    if (!e) return undefined;
    if (e.until > now) return e;
    entries.delete(userId);
    return undefined;
  }

  return {
    /** The remembered account, or undefined. Synchronous: the session check's fast path. */
    peek(userId: string, now = Date.now()): Account | undefined {
      return live(userId, now)?.account;
    },

    /** Reads the profile from the database (creating it when missing) and remembers it. */
    async load(userId: string): Promise<Account> {
      const started = epoch;
      const p = await deps.profiles.ensure(userId);
      const account: Account = { plan: p.plan, bonusCredits: p.bonus_credits };
      if (ttlMs > 0 && started === epoch) {
        if (entries.size >= MAX_ENTRIES && !entries.has(userId)) entries.delete(entries.keys().next().value as string);
        entries.set(userId, { account, until: Date.now() + ttlMs });
      }
      return account;
    },

    /** Non-failed jobs in the plan's quota window (profiles.usage), remembered with the account. */
    async usage(userId: string, plan: Plan, now: Date): Promise<number> {
      const since = quotaWindowStart(plan, now)?.toISOString() ?? '';
      const e = live(userId, now.getTime());
      // A new month (or another plan) is another window: counted again.
      if (e?.usage && e.usage.plan === plan && e.usage.since === since) return e.usage.count;
      const started = epoch;
      const count = await deps.profiles.usage(userId, plan, now);
      if (e && started === epoch && entries.get(userId) === e) e.usage = { plan, since, count };
      return count;
    },

    /** This process changed the user's profile or jobs (after commit): forget what was remembered. */
    changed(userId: string): void {
      epoch += 1;
      entries.delete(userId);
    },

    clear(): void {
      epoch += 1;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type AccountCache = ReturnType<typeof createAccountCache>;
