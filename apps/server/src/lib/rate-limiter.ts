import { MESSAGES } from '@decalforge/shared';
import type { Env } from '../config/env';
import { tooManyRequests } from '../http/errors';

/**
 * Fixed-window request limiter per key (user id), kept in this process's memory. With several
 * API processes each enforces its own window; the quota itself is enforced in the database.
 */
export function createRateLimiter(opts: { max: number; windowSeconds: number; message: string }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request for `key`; throws a 429 AppError when over the limit. */
    hit(key: string, now = Date.now()): void {
      const windowMs = opts.windowSeconds * 1000;
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
        if (windows.size > 10_000) {
          for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k);
        }
      }
      w.count += 1;
      if (w.count > opts.max) throw tooManyRequests(opts.message, (w.start + windowMs - now) / 1000);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * The per-process limiters, one per configured budget (keys are prefixed per action, so one
 * limiter serves several routes): generate, improve, body renders and keep; checkout and
 * portal; creator-code validation per client IP.
 */
export function createRateLimiters(env: Env) {
  const limiter = (max: number, windowSeconds: number) => createRateLimiter({ max, windowSeconds, message: MESSAGES.create.rateLimited });
  return {
    generate: limiter(env.GENERATE_RATE_LIMIT_MAX, env.GENERATE_RATE_LIMIT_WINDOW),
    billing: limiter(env.BILLING_RATE_LIMIT_MAX, env.BILLING_RATE_LIMIT_WINDOW),
    creatorCodes: limiter(env.CODE_RATE_LIMIT_MAX, env.CODE_RATE_LIMIT_WINDOW),
  };
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;
