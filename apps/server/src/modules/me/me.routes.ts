import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../http/access';
import type { AppContext } from '../../app-context';

export async function meRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/me', { config: { access: 'user' } }, async (req) => ctx.services.me.get(currentUser(req)));
}
