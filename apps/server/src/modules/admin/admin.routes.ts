import type { FastifyInstance } from 'fastify';
import { MESSAGES, adminOpSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';

/** `POST /api/functions/admin-user-ops {action, …}`: ADMIN only (401 signed out, 403 otherwise). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.admin;
  app.post('/api/functions/admin-user-ops', { config: { access: 'admin', signInMessage: MESSAGES.admin.signIn } }, async (req) => {
    const actor = currentUser(req);
    const op = adminOpSchema.parse(req.body ?? {});
    return service.run(actor.id, op);
  });
}
