import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';

/** Builds a Web Request for better-auth from a Fastify request (body kept as the raw text). */
export function toWebHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
  }
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

/** Mounts better-auth's standard endpoints under /api/auth (a bridge: Fastify has no adapter). */
export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; appUrl: string }) {
  // Keep bodies raw in this scope: better-auth parses them itself (and accepts empty bodies).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    async handler(req, reply) {
      const url = new URL(req.url, opts.appUrl);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (req.body as string | undefined) || undefined;
      const headers = toWebHeaders(req);
      if (body && !headers.get('content-type')) headers.set('content-type', 'application/json');
      const res = await opts.auth.handler(new Request(url, { method: req.method, headers, body }));
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const buf = Buffer.from(await res.arrayBuffer());
      return reply.send(buf.length ? buf : null);
    },
  });
}
