import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * `POST /api/billing/webhook`: the raw body is needed for the signature, so this plugin (and only
 * this plugin) parses JSON as a Buffer. Verification and what an event changes live in the
 * billing service.
 */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.billing;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // Stripe events are JSON of a few KB to a few hundred KB.
  app.post('/api/billing/webhook', { config: { access: 'public' }, bodyLimit: 1024 * 1024 }, async (req) => {
    const signature = req.headers['stripe-signature'];
    return service.handleStripeWebhook(req.body, typeof signature === 'string' ? signature : undefined);
  });
}
