import type { FastifyInstance } from 'fastify';
import { idParamSchema, saveDecalRequestSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';

export async function savedDecalsRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.savedDecals;
  // Each save copies a 2048² PNG: per-user rate limit on top of the cap.
  const limiter = ctx.limiters.generate;
  const user = { config: { access: 'user' as const } };

  app.get('/api/saved-decals', user, async (req) => ({ decals: await service.list(currentUser(req)) }));

  app.post('/api/saved-decals', user, async (req, reply) => {
    const me = currentUser(req);
    limiter.hit(`save:${me.id}`);
    const decal = await service.keep(me, saveDecalRequestSchema.parse(req.body ?? {}));
    return reply.status(201).send({ decal });
  });

  app.delete('/api/saved-decals/:id', user, async (req) => {
    const { id } = idParamSchema.parse(req.params);
    await service.remove(currentUser(req), id);
    return { success: true };
  });
}
