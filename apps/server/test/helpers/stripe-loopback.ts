import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export interface ReceivedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  authorization: string | undefined;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  created: number;
  priceId: string;
  interval: 'month' | 'year';
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

/**
 * A loopback stand-in for api.stripe.com that answers the official SDK's requests with the
 * documented object shapes and records every request it received.
 */
export interface StripeLoopback {
  url: string;
  requests: ReceivedRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** Checkout Sessions created, by id (`status` open, complete or expired; tests may change it). */
  sessions: Map<string, { id: string; status: string }>;
  received(method: string, path: string): ReceivedRequest[];
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

function subscriptionObject(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    created: s.created,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAtPeriodEnd ? s.currentPeriodEnd : null,
    canceled_at: s.status === 'canceled' ? s.currentPeriodEnd : null,
    livemode: false,
    metadata: s.metadata,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
      data: [
        {
          id: `si_${s.id.slice(4)}`,
          object: 'subscription_item',
          subscription: s.id,
          quantity: 1,
          current_period_start: s.currentPeriodEnd - 30 * 86400,
          current_period_end: s.currentPeriodEnd,
          price: {
            id: s.priceId,
            object: 'price',
            active: true,
            currency: 'usd',
            type: 'recurring',
            recurring: { interval: s.interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeLoopback(): Promise<StripeLoopback> {
  const requests: ReceivedRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const sessions = new Map<string, { id: string; status: string }>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const form = new URLSearchParams(await readBody(req));
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, query: url.searchParams, form, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const created = Math.floor(Date.now() / 1000);
    const p = url.pathname;
    if (method === 'POST' && p === '/v1/customers') {
      return send(200, {
        id: id('cus'),
        object: 'customer',
        email: form.get('email'),
        created,
        livemode: false,
        metadata: { user_id: form.get('metadata[user_id]') },
      });
    }
    if (method === 'POST' && p === '/v1/coupons') {
      return send(200, {
        id: id('coupon'),
        object: 'coupon',
        duration: form.get('duration'),
        percent_off: Number(form.get('percent_off')),
        max_redemptions: Number(form.get('max_redemptions')),
        name: form.get('name'),
        created,
        livemode: false,
        valid: true,
      });
    }
    if (method === 'POST' && p === '/v1/checkout/sessions') {
      const sid = id('cs_test');
      sessions.set(sid, { id: sid, status: 'open' });
      return send(200, {
        id: sid,
        object: 'checkout.session',
        mode: form.get('mode'),
        customer: form.get('customer'),
        client_reference_id: form.get('client_reference_id'),
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `https://checkout.stripe.test/c/pay/${sid}`,
        livemode: false,
      });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(p);
    if (method === 'POST' && expire) {
      const s = sessions.get(expire[1]);
      if (!s)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${expire[1]}'` },
        });
      if (s.status !== 'open')
        return send(400, {
          error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` },
        });
      s.status = 'expired';
      return send(200, { id: s.id, object: 'checkout.session', status: 'expired', url: null, livemode: false });
    }
    if (method === 'POST' && p === '/v1/billing_portal/sessions') {
      const bid = id('bps');
      return send(200, {
        id: bid,
        object: 'billing_portal.session',
        customer: form.get('customer'),
        return_url: form.get('return_url'),
        url: `https://billing.stripe.test/p/session/${bid}`,
        livemode: false,
      });
    }
    if (method === 'GET' && p === '/v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      const data = [...subscriptions.values()]
        .filter((s) => !customer || s.customer === customer)
        .sort((a, b) => b.created - a.created)
        .map(subscriptionObject);
      return send(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    const m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p);
    if (method === 'GET' && m) {
      const s = subscriptions.get(m[1]);
      if (!s)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${m[1]}'` },
        });
      return send(200, subscriptionObject(s));
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${p})` } });
  };
  const server: Server = createServer((req, res) => {
    // A failing handler answers 500 rather than leaving the request open.
    handle(req, res).catch((err: unknown) => res.writeHead(500).end(String(err)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    sessions,
    received: (method, path) => requests.filter((r) => r.method === method && r.path === path),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
