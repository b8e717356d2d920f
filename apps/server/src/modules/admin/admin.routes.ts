import type { FastifyInstance } from 'fastify';
import { MESSAGES, adminOpSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { createAdminRepository } from './admin.repository';
import { createAdminService } from './admin.service';

/** `POST /api/functions/admin-user-ops {action, …}`: ADMIN only (401 signed out, 403 otherwise). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createAdminService(createAdminRepository(ctx.dbh.db), undefined, (userId) => ctx.accounts.changed(userId));
  app.post('/api/functions/admin-user-ops', { config: { access: 'admin', signInMessage: MESSAGES.admin.signIn } }, async (req) => {
    const actor = currentUser(req);
    const op = adminOpSchema.parse(req.body ?? {});
    return service.run(actor.id, op);
  });
}
