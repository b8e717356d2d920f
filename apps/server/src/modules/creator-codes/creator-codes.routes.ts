import type { FastifyInstance } from 'fastify';
import { validateCreatorCodeRequestSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';

/**
 * Public creator-code validation (works signed out; tracks referrals only for signed-in callers
 * who ask). Rate-limited per client IP so codes cannot be enumerated quickly.
 */
export async function creatorCodeRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.creatorCodes;
  const limiter = ctx.limiters.creatorCodes;
  app.post('/api/functions/validate-creator-code', { config: { access: 'public' } }, async (req) => {
    limiter.hit(`code:${req.ip}`);
    const body = validateCreatorCodeRequestSchema.parse(req.body ?? {});
    const user = body.trackReferral ? await ctx.sessions.resolve(req) : null;
    return service.validate(body.code, { trackReferral: body.trackReferral, userId: user?.id ?? null });
  });
}
