import { createHash, timingSafeEqual } from 'node:crypto';
import { PLATFORM_HEALTH_CHECKS, type PlatformHealth, type PlatformHealthCheck, type PlatformHealthCheckName } from '@decalforge/shared';
import { AppError, notFound } from '../../http/errors';
import type { Metrics } from '../../lib/metrics';

/** A dependency the app needs, and how to tell it is reachable (throws when not). */
export interface DependencyCheck {
  kind: string;
  run(): Promise<void>;
}

/** What /readyz needs: the request path cannot work without these. Mail is reported to admins only. */
export const READINESS_CHECKS = ['database', 'storage', 'queue'] as const satisfies readonly PlatformHealthCheckName[];

export interface Readiness {
  ready: boolean;
  body: {
    status: 'ok' | 'fail';
    /** Present when not ready: names the failing checks. */
    error?: string;
    checks: Record<string, { ok: boolean; ms: number }>;
  };
}

const CHECK_TIMEOUT_MS = 3000;

function withTimeout(p: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Health, readiness and metrics exposure. Checks run in parallel, each bounded by a timeout, so a
 * hung dependency makes /readyz answer 503 instead of hanging the probe.
 */
export function createOpsService(deps: {
  checks: Record<PlatformHealthCheckName, DependencyCheck>;
  metrics: Metrics;
  /** Bearer token of `GET /metrics` on the main port; unset: the route answers 404. */
  metricsToken?: string;
  timeoutMs?: number;
  log?: { warn(obj: object, msg: string): void };
}) {
  const timeoutMs = deps.timeoutMs ?? CHECK_TIMEOUT_MS;
  const expectedToken = deps.metricsToken ? digest(deps.metricsToken) : null;

  async function runChecks(names: readonly PlatformHealthCheckName[]): Promise<PlatformHealthCheck[]> {
    return Promise.all(
      names.map(async (name): Promise<PlatformHealthCheck> => {
        const check = deps.checks[name];
        const started = performance.now();
        try {
          await withTimeout(check.run(), timeoutMs);
          return { name, ok: true, ms: Math.round(performance.now() - started), kind: check.kind };
        } catch (err) {
          const error = err instanceof Error ? err.message || err.name : String(err);
          deps.log?.warn({ check: name, err }, `health check failed: ${name}`);
          return { name, ok: false, ms: Math.round(performance.now() - started), kind: check.kind, error: error.slice(0, 300) };
        }
      }),
    );
  }

  return {
    /** `GET /readyz`: database, storage and queue; failure details stay in the log. */
    async readiness(): Promise<Readiness> {
      const results = await runChecks(READINESS_CHECKS);
      const failing = results.filter((c) => !c.ok).map((c) => c.name);
      const checks = Object.fromEntries(results.map((c) => [c.name, { ok: c.ok, ms: c.ms }]));
      if (failing.length === 0) return { ready: true, body: { status: 'ok', checks } };
      return { ready: false, body: { status: 'fail', error: `Not ready: ${failing.join(', ')} unreachable`, checks } };
    },

    /** The admin dashboard's Platform Health panel: every dependency, with the reason of a failure. */
    async platformHealth(): Promise<PlatformHealth> {
      const checks = await runChecks(PLATFORM_HEALTH_CHECKS);
      return { ok: checks.every((c) => c.ok), checkedAt: new Date().toISOString(), checks };
    },

    /**
     * `GET /metrics` on the main port: 404 while METRICS_TOKEN is unset (the route does not
     * exist for anyone), 401 without the right `Authorization: Bearer <METRICS_TOKEN>`.
     */
    async metricsFor(authorization: string | undefined): Promise<{ contentType: string; body: string }> {
      if (!expectedToken) throw notFound();
      const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
      if (!given || !timingSafeEqual(digest(given), expectedToken))
        throw new AppError(401, 'A valid metrics token is required', { 'www-authenticate': 'Bearer realm="metrics"' });
      return deps.metrics.render();
    },
  };
}

export type OpsService = ReturnType<typeof createOpsService>;
