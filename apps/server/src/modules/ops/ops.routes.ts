import type { FastifyInstance } from 'fastify';
import type { PlatformHealth } from '@decalforge/shared';
import type { AppContext } from '../../app-context';

/**
 * Operations: `GET /healthz` (the process answers), `GET /readyz` (database, storage and queue
 * reachable: 200, or 503 naming the failing check), `GET /metrics` (Prometheus; Bearer
 * METRICS_TOKEN, 404 while unset) and the admin panel's `GET /api/admin/health`.
 */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const ops = ctx.services.ops;
  app.get('/healthz', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { access: 'public' } }, async (_req, reply) => {
    const r = await ops.readiness();
    return reply
      .header('cache-control', 'no-store')
      .status(r.ready ? 200 : 503)
      .send(r.body);
  });
  app.get('/metrics', { config: { access: 'public' } }, async (req, reply) => {
    const m = await ops.metricsFor(req.headers.authorization);
    return reply.header('cache-control', 'no-store').type(m.contentType).send(m.body);
  });
  app.get('/api/admin/health', { config: { access: 'admin' } }, async (_req, reply): Promise<PlatformHealth> => {
    reply.header('cache-control', 'no-store');
    return ops.platformHealth();
  });
}
