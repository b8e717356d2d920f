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

/** Longest accepted sign-up name (better-auth itself takes any length). */
export const MAX_NAME_LENGTH = 100;

/** Our limits on better-auth's bodies, checked before it sees them: a readable 400 or null. */
function checkAuthBody(path: string, body: string | undefined): string | null {
  if (!body || !path.endsWith('/sign-up/email')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null; // better-auth answers invalid JSON itself
  }
  const name = (parsed as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && name.length > MAX_NAME_LENGTH) return `Name must be at most ${MAX_NAME_LENGTH} characters`;
  return null;
}

/** better-auth answers errors as `{message, code}`; the API promises `{error}` on every error, so both are kept. */
function withErrorField(status: number, contentType: string | null, buf: Buffer): Buffer {
  if (status < 400) return buf;
  let data: unknown = null;
  if (buf.length && contentType?.includes('json')) {
    try {
      data = JSON.parse(buf.toString('utf8'));
    } catch {
      data = null;
    }
  }
  const obj = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  if (typeof obj.error === 'string') return buf;
  const message = typeof obj.message === 'string' && obj.message ? obj.message : typeof obj.code === 'string' ? obj.code : 'Request failed';
  return Buffer.from(JSON.stringify({ ...obj, error: message }));
}

/** Mounts better-auth's standard endpoints under /api/auth (a bridge: Fastify has no adapter). */
/** Auth actions that cannot end a session; any other successful POST may have (sign-out, reset, revoke…). */
const SESSION_SAFE = /\/(sign-in\/email|sign-up\/email|request-password-reset|forget-password|send-verification-email|get-session)$/;

export async function authRoutes(app: FastifyInstance, opts: { auth: Auth; appUrl: string; onSessionsChanged?: () => void }) {
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
      const invalid = checkAuthBody(url.pathname, body);
      if (invalid) return reply.status(400).send({ error: invalid });
      const headers = toWebHeaders(req);
      if (body && !headers.get('content-type')) headers.set('content-type', 'application/json');
      const res = await opts.auth.handler(new Request(url, { method: req.method, headers, body }));
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (req.method === 'POST' && res.status < 400 && !SESSION_SAFE.test(url.pathname)) opts.onSessionsChanged?.();
      const buf = withErrorField(res.status, res.headers.get('content-type'), Buffer.from(await res.arrayBuffer()));
      if (res.status >= 400) reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(buf.length ? buf : null);
    },
  });
}
