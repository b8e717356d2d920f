import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, createApiTokenRequestSchema, idParamSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser, type SessionUser } from '../../http/access';
import { forbidden } from '../../http/errors';

/** Token management needs a signed-in session: a leaked token must not mint or revoke tokens. */
function sessionUser(req: FastifyRequest): SessionUser {
  const me = currentUser(req);
  if (me.apiTokenId) throw forbidden(MESSAGES.apiTokens.needsSession);
  return me;
}

export async function apiTokensRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.apiTokens;
  const user = { config: { access: 'user' as const } };

  app.post('/api/tokens', user, async (req, reply) => {
    const me = sessionUser(req);
    const { name } = createApiTokenRequestSchema.parse(req.body ?? {});
    return reply.status(201).send(await service.create(me, name));
  });

  app.get('/api/tokens', user, async (req) => ({ tokens: await service.list(sessionUser(req)) }));

  app.delete('/api/tokens/:id', user, async (req, reply) => {
    const me = sessionUser(req);
    const { id } = idParamSchema.parse(req.params);
    await service.revoke(me, id);
    return reply.status(204).send();
  });
}
