import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/database';
import type { CreatorCodesService } from '../creator-codes/creator-codes.service';
import { createBillingRepository } from './billing.repository';
import { createBillingService, type BillingService } from './billing.service';
import { createStripeClient, createStripeDriver, stripeSettingsFromEnv } from './stripe-driver';
import { createTestBilling, createTestDriver, type TestBilling } from './test-driver';

/** How often every process settles ended periods even without traffic. */
export const BILLING_SWEEP_INTERVAL_MS = 60_000;

/**
 * The billing service on the driver the environment chooses (all STRIPE_* set → Stripe, none →
 * offline test mode), and in test mode the test checkout/portal actions. Built once, by the
 * composition root (build-context.ts), for the API and the admin CLI alike.
 */
export function createBilling(deps: {
  env: Env;
  dbh: DbHandle;
  log: FastifyBaseLogger;
  creatorCodes: CreatorCodesService;
  onAccountChange: (userId: string) => void;
}): { service: BillingService; test: TestBilling | null } {
  const settings = stripeSettingsFromEnv(deps.env);
  const repo = createBillingRepository(deps.dbh.db);
  const stripe = settings
    ? createStripeDriver({ stripe: createStripeClient(settings), settings, repo, appUrl: deps.env.APP_URL, log: deps.log })
    : null;
  const service = createBillingService({
    db: deps.dbh.db,
    driver: stripe ?? createTestDriver({ repo, appUrl: deps.env.APP_URL }),
    creatorCodes: deps.creatorCodes,
    stripe,
    log: deps.log,
    onAccountChange: deps.onAccountChange,
  });
  return { service, test: stripe ? null : createTestBilling({ service, repo, creatorCodes: deps.creatorCodes }) };
}

/**
 * Settles ended billing periods lazily: a cheap check on every API request plus a periodic
 * sweep. Installed on the root instance (app.ts) before the modules, so every route sees it.
 */
export async function installBillingSweep(
  app: FastifyInstance,
  deps: { service: BillingService; log: FastifyBaseLogger; onClose: AppContext['onClose'] },
): Promise<void> {
  const { service } = deps;
  let running: Promise<number> | null = null;
  const sweep = (): Promise<number> =>
    (running ??= service
      .sweep()
      .catch((err: unknown) => {
        deps.log.error({ err }, 'billing sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  await sweep();
  const timer = setInterval(() => void sweep(), BILLING_SWEEP_INTERVAL_MS);
  timer.unref();
  deps.onClose.push(() => clearInterval(timer));
  // When a known period end has passed, settle it before the request reads any plan. A callback
  // hook: on almost every request nothing is due and it returns at once.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.url.startsWith('/api/') || !service.isSweepDue()) return done();
    void sweep().then(() => done());
  });
  deps.log.info({ mode: service.mode }, 'billing ready');
}
