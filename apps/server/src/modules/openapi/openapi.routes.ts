import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi-document';

/** GET /api/openapi.json (OpenAPI 3.1 from the shared zod schemas) and its readable page /api/docs; both public, built once. */
export async function openApiRoutes(app: FastifyInstance, ctx: AppContext) {
  const doc = buildOpenApiDocument(ctx.env.APP_URL);
  const json = JSON.stringify(doc);
  const html = renderDocsPage(doc);
  const pub = { config: { access: 'public' as const } };
  app.get('/api/openapi.json', pub, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(json),
  );
  app.get('/api/docs', pub, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html),
  );
}
