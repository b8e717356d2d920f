import type { FastifyInstance } from 'fastify';
import { idParamSchema, saveDecalRequestSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { createJobsRepository } from '../generation/jobs.repository';
import { createSavedDecalsRepository } from './saved-decals.repository';
import { createSavedDecalsService } from './saved-decals.service';

export async function savedDecalsRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createSavedDecalsService({
    repo: createSavedDecalsRepository(ctx.dbh.db),
    jobs: createJobsRepository(ctx.dbh),
    storage: ctx.storage,
  });
  const user = { config: { access: 'user' as const } };

  app.get('/api/saved-decals', user, async (req) => ({ decals: await service.list(currentUser(req)) }));

  app.post('/api/saved-decals', user, async (req, reply) => {
    const decal = await service.keep(currentUser(req), saveDecalRequestSchema.parse(req.body ?? {}));
    return reply.status(201).send({ decal });
  });

  app.delete('/api/saved-decals/:id', user, async (req) => {
    const { id } = idParamSchema.parse(req.params);
    await service.remove(currentUser(req), id);
    return { success: true };
  });
}
