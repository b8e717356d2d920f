import { createServer } from 'node:http';
import type { Metrics } from '../lib/metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `METRICS_PORT`: a separate listener with `GET /metrics` (no token: keep the port off the public
 * network) and `GET /healthz`. The API and the pg-boss workers (which have no other HTTP server)
 * both start it when the variable is set.
 */
export async function startMetricsServer(metrics: Metrics, opts: { port: number; host: string }): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'application/json', allow: 'GET, HEAD' }).end(JSON.stringify({ error: 'Method not allowed' }));
      return;
    }
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    metrics.render().then(
      (m) =>
        res.writeHead(200, { 'content-type': m.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : m.body),
      () => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Metrics are not available' })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : opts.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
