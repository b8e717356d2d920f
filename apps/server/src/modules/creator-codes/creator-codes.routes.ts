import type { FastifyInstance } from 'fastify';
import { validateCreatorCodeRequestSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { sessionUser } from '../../http/access';
import { createCreatorCodesRepository } from './creator-codes.repository';
import { createCreatorCodesService } from './creator-codes.service';

/** Public creator-code validation (works signed out; tracks referrals only for signed-in callers who ask). */
export async function creatorCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = createCreatorCodesService(createCreatorCodesRepository(ctx.dbh.db));
  app.post('/api/functions/validate-creator-code', { config: { access: 'public' } }, async (req) => {
    const body = validateCreatorCodeRequestSchema.parse(req.body ?? {});
    const user = body.trackReferral ? await sessionUser(ctx.auth, ctx.repos.profiles, req) : null;
    return service.validate(body.code, { trackReferral: body.trackReferral, userId: user?.id ?? null });
  });
}
