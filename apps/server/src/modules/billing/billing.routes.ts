import type { FastifyInstance } from 'fastify';
import {
  BILLING_MESSAGES,
  MESSAGES,
  checkoutRequestSchema,
  idParamSchema,
  testPortalRequestSchema,
  testSessionRequestSchema,
} from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';

/** Checkout, portal, subscription status, and (test mode only) the test checkout/portal actions. */
export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.billing;
  const test = ctx.services.testBilling;
  const limiter = ctx.limiters.billing;
  const upgrade = { access: 'user' as const, signInMessage: MESSAGES.pricing.signInToUpgrade };
  const manage = { access: 'user' as const, signInMessage: MESSAGES.pricing.signInToManage };

  // Each checkout or portal call can reach Stripe (customers, coupons, sessions): per-user limit.
  app.post('/api/functions/create-checkout', { config: upgrade }, async (req) => {
    const user = currentUser(req);
    limiter.hit(`checkout:${user.id}`);
    return service.createCheckout(user, checkoutRequestSchema.parse(req.body ?? {}));
  });
  app.post('/api/functions/create-portal', { config: manage }, async (req) => {
    const user = currentUser(req);
    limiter.hit(`portal:${user.id}`);
    return service.createPortal(user);
  });
  app.get('/api/billing/subscription', { config: manage }, async (req) => service.subscriptionView(currentUser(req)));

  if (!test) {
    // Stripe mode: the offline test pages' endpoints do not exist.
    app.all('/api/billing/test/*', { config: { access: 'public' } }, async (_req, reply) =>
      reply.status(404).send({ error: BILLING_MESSAGES.testModeOff }),
    );
    return;
  }
  app.get('/api/billing/test/session/:id', { config: upgrade }, async (req) => {
    const { id } = idParamSchema.parse(req.params);
    return test.session(currentUser(req), id);
  });
  app.post('/api/billing/test/complete-checkout', { config: upgrade }, async (req) => {
    const { session } = testSessionRequestSchema.parse(req.body ?? {});
    return test.completeCheckout(currentUser(req), session);
  });
  app.post('/api/billing/test/cancel-checkout', { config: upgrade }, async (req) => {
    const { session } = testSessionRequestSchema.parse(req.body ?? {});
    return test.cancelCheckout(currentUser(req), session);
  });
  app.post('/api/billing/test/portal', { config: manage }, async (req) => {
    const { action } = testPortalRequestSchema.parse(req.body ?? {});
    const user = currentUser(req);
    await test.portal(user, action);
    return service.subscriptionView(user);
  });
}
