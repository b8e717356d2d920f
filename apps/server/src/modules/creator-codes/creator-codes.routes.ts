import type { FastifyInstance } from 'fastify';
import { MESSAGES, validateCreatorCodeRequestSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { createRateLimiter } from '../../lib/rate-limiter';
import type { CreatorCodesService } from './creator-codes.service';

/**
 * Public creator-code validation (works signed out; tracks referrals only for signed-in callers
 * who ask). Rate-limited per client IP so codes cannot be enumerated quickly.
 */
export async function creatorCodeRoutes(app: FastifyInstance, opts: { ctx: AppContext; service: CreatorCodesService }) {
  const { ctx, service } = opts;
  const limiter = createRateLimiter({
    max: ctx.env.CODE_RATE_LIMIT_MAX,
    windowSeconds: ctx.env.CODE_RATE_LIMIT_WINDOW,
    message: MESSAGES.create.rateLimited,
  });
  app.post('/api/functions/validate-creator-code', { config: { access: 'public' } }, async (req) => {
    limiter.hit(`code:${req.ip}`);
    const body = validateCreatorCodeRequestSchema.parse(req.body ?? {});
    const user = body.trackReferral ? await ctx.sessions.resolve(req) : null;
    return service.validate(body.code, { trackReferral: body.trackReferral, userId: user?.id ?? null });
  });
}
