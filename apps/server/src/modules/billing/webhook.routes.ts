import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { BILLING_MESSAGES } from '@decalforge/shared';
import { badRequest, notFound } from '../../http/errors';
import type { BillingService } from './billing.service';
import type { StripeDriver } from './stripe-driver';

/** Events that can change a subscription; each is only a trigger to re-read the customer from Stripe. */
const RELEVANT = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
]);

interface EventObject {
  object?: string;
  id?: string;
  customer?: string | { id: string } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

function customerOf(obj: EventObject): string | null {
  if (obj.object === 'customer' && obj.id) return obj.id;
  if (typeof obj.customer === 'string') return obj.customer;
  return obj.customer?.id ?? null;
}

/**
 * `POST /api/billing/webhook`: the raw body is needed for the signature, so this plugin (and only
 * this plugin) parses JSON as a Buffer.
 */
export async function webhookRoutes(app: FastifyInstance, opts: { service: BillingService; stripe: StripeDriver | null }) {
  const { service, stripe } = opts;
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  // Stripe events are JSON of a few KB to a few hundred KB.
  app.post('/api/billing/webhook', { config: { access: 'public' }, bodyLimit: 1024 * 1024 }, async (req) => {
    if (!stripe) throw notFound(BILLING_MESSAGES.webhookOff);
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw badRequest(BILLING_MESSAGES.badSignature);
    let event: Stripe.Event;
    try {
      event = stripe.verifyEvent(req.body, signature);
    } catch {
      throw badRequest(BILLING_MESSAGES.badSignature);
    }
    if (await service.repo.isEventProcessed(event.id)) return { received: true, duplicate: true };
    const obj = event.data.object as EventObject;
    const customerId = RELEVANT.has(event.type) ? customerOf(obj) : null;
    if (!customerId) {
      await service.repo.recordEvent(event.id, event.type);
      return { received: true, ignored: true };
    }
    const snapshot = await stripe.readCustomer(customerId);
    const known = await service.repo.findByCustomer(customerId);
    const userId = known?.userId ?? obj.client_reference_id ?? obj.metadata?.user_id ?? snapshot?.userId ?? null;
    if (!snapshot || !userId) {
      req.log.warn({ eventId: event.id, type: event.type, customerId }, 'stripe event for an unknown customer or without a subscription');
      await service.repo.recordEvent(event.id, event.type);
      return { received: true, ignored: true };
    }
    const result = await service.applySubscriptionState(userId, snapshot.state, {
      provider: 'stripe',
      creatorCode: snapshot.creatorCode,
      event: { id: event.id, type: event.type },
    });
    return { received: true, duplicate: result === 'duplicate' };
  });
}
