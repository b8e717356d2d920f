/** Events that can change a subscription; each is only a trigger to re-read the customer from Stripe. */
export const SUBSCRIPTION_EVENTS: ReadonlySet<string> = new Set([
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

/** The parts of an event's object we read (checkout session, subscription, invoice or customer). */
export interface EventObject {
  object?: string;
  id?: string;
  customer?: string | { id: string } | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

/** The Stripe customer an event is about, whatever kind of object it carries. */
export function customerOf(obj: EventObject): string | null {
  if (obj.object === 'customer' && obj.id) return obj.id;
  if (typeof obj.customer === 'string') return obj.customer;
  return obj.customer?.id ?? null;
}
