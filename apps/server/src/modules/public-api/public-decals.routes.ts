import type { FastifyInstance } from 'fastify';
import { idParamSchema, v1CreateDecalRequestSchema, v1DecalListQuerySchema, v1PackageQuerySchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';

/**
 * Public API v1 (README, API tokens and the public API): for scripts holding a personal API token
 * (`Authorization: Bearer dfp_…`; a session works too). Owner only: anyone else's decal is a 404.
 * The same per-user rate limits as the web app's generate and improve.
 */
export async function publicDecalsRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.publicDecals;
  const limiter = ctx.limiters.generate;
  const user = { config: { access: 'user' as const } };

  app.post('/api/v1/decals', user, async (req, reply) => {
    const me = currentUser(req);
    limiter.hit(`generate:${me.id}`);
    const input = v1CreateDecalRequestSchema.parse(req.body ?? {});
    if (input.improve) limiter.hit(`improve:${me.id}`);
    const decal = await service.create(me, input);
    return reply
      .status(202)
      .header('location', `/api/v1/decals/${encodeURIComponent(decal.id)}`)
      .send(decal);
  });

  // The caller's own decals, newest first: ?limit=1..100 (20) and the cursor ?before=<decal id>.
  app.get('/api/v1/decals', user, async (req) => {
    const query = v1DecalListQuerySchema.parse(req.query ?? {});
    return service.list(currentUser(req), query);
  });

  app.get('/api/v1/decals/:id', user, async (req) => {
    const { id } = idParamSchema.parse(req.params);
    return service.get(currentUser(req), id);
  });

  app.get('/api/v1/decals/:id/image', user, async (req, reply) => {
    const { id } = idParamSchema.parse(req.params);
    const png = await service.image(currentUser(req), id);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  });

  app.get('/api/v1/decals/:id/package.zip', user, async (req, reply) => {
    const { id } = idParamSchema.parse(req.params);
    const { bodies, preset } = v1PackageQuerySchema.parse(req.query ?? {});
    const me = currentUser(req);
    // Renders the other bodies like "Download for all bodies": the same per-user budget.
    limiter.hit(`bodies:${me.id}`);
    const { zipName, zip } = await service.packageZip(me, id, { bodies, presetFile: preset });
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zipName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });
}
