import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../lib/rate-limiter';
import { createCreatorCodesRepository } from '../creator-codes/creator-codes.repository';
import { creatorCodeRoutes } from '../creator-codes/creator-codes.routes';
import { createCreatorCodesService } from '../creator-codes/creator-codes.service';
import { createBillingRepository } from './billing.repository';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';
import { createStripeClient, createStripeDriver, stripeSettingsFromEnv } from './stripe-driver';
import { createTestBilling, createTestDriver } from './test-driver';
import { webhookRoutes } from './webhook.routes';

/** How often every process settles ended periods even without traffic. */
export const BILLING_SWEEP_INTERVAL_MS = 60_000;

/**
 * The billing service on the driver the environment chooses (all STRIPE_* set → Stripe, none →
 * offline test mode); the API and the admin CLI (deactivate-creator-code) build it the same way.
 */
export function createBilling(ctx: Pick<AppContext, 'env' | 'dbh' | 'log' | 'accounts'>) {
  const settings = stripeSettingsFromEnv(ctx.env);
  const repo = createBillingRepository(ctx.dbh.db);
  const stripe = settings
    ? createStripeDriver({ stripe: createStripeClient(settings), settings, repo, appUrl: ctx.env.APP_URL, log: ctx.log })
    : null;
  const creatorCodes = createCreatorCodesService(createCreatorCodesRepository(ctx.dbh.db));
  const service = createBillingService({
    db: ctx.dbh.db,
    driver: stripe ?? createTestDriver({ repo, appUrl: ctx.env.APP_URL }),
    creatorCodes,
    log: ctx.log,
    onAccountChange: (userId) => ctx.accounts.changed(userId),
  });
  return { service, stripe, creatorCodes };
}

/**
 * Billing and creator codes: registers the routes and settles ended periods lazily (a cheap
 * check on every API request plus a periodic sweep).
 */
export async function registerBilling(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { service, stripe, creatorCodes } = createBilling(ctx);
  let running: Promise<number> | null = null;
  const sweep = (): Promise<number> =>
    (running ??= service
      .sweep()
      .catch((err: unknown) => {
        ctx.log.error({ err }, 'billing sweep failed');
        return 0;
      })
      .finally(() => {
        running = null;
      }));
  await sweep();
  const timer = setInterval(() => void sweep(), BILLING_SWEEP_INTERVAL_MS);
  timer.unref();
  ctx.onClose.push(() => clearInterval(timer));
  // Root-level hook: when a known period end has passed, settle it before the request reads any
  // plan. A callback hook: on almost every request nothing is due and it returns at once.
  app.addHook('onRequest', (req, _reply, done) => {
    if (!req.url.startsWith('/api/') || !service.isSweepDue()) return done();
    void sweep().then(() => done());
  });

  const limiter = createRateLimiter({
    max: ctx.env.BILLING_RATE_LIMIT_MAX,
    windowSeconds: ctx.env.BILLING_RATE_LIMIT_WINDOW,
    message: MESSAGES.create.rateLimited,
  });
  await app.register(billingRoutes, { service, test: stripe ? null : createTestBilling(service), limiter });
  await app.register(webhookRoutes, { service, stripe });
  await app.register(creatorCodeRoutes, { ctx, service: creatorCodes });
  ctx.log.info({ mode: service.mode }, 'billing ready');
}
