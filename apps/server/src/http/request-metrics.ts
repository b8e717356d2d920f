import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from '../lib/metrics';

/**
 * Counts every answered request and its latency by method, route pattern (`/api/jobs/:id`, never
 * the raw URL: ids would make a series per job) and status. Requests no route matched (SPA
 * pages, 404s) share one label.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.is404 ? UNMATCHED_ROUTE : (req.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
