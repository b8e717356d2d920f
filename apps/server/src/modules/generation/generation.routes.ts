import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateRequestSchema, idParamSchema, improveRequestSchema, jobBodyParamsSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';

/** Which body the client asked for: the first of image/png or application/json in Accept (PNG by default). */
export function wantsJson(accept: string | undefined): boolean {
  if (!accept) return false;
  const types = accept.split(',').map((p) => p.split(';')[0]?.trim().toLowerCase());
  for (const t of types) {
    if (t === 'image/png' || t === 'image/*') return false;
    if (t === 'application/json') return true;
  }
  return false;
}

export async function generationRoutes(app: FastifyInstance, ctx: AppContext) {
  const limiter = ctx.limiters.generate;
  const service = ctx.services.generation;
  const user = { config: { access: 'user' as const } };

  app.post('/api/functions/improve', user, async (req) => {
    const me = currentUser(req);
    limiter.hit(`improve:${me.id}`);
    const input = improveRequestSchema.parse(req.body ?? {});
    return { improvedPrompt: await ctx.improver.improve(input.theme, input.styleIntensity) };
  });

  async function submit(req: FastifyRequest) {
    const me = currentUser(req);
    limiter.hit(`generate:${me.id}`);
    return service.submit(me, generateRequestSchema.parse(req.body ?? {}));
  }

  app.post('/api/functions/generate', user, async (req, reply: FastifyReply) => {
    const job = await submit(req);
    const { png } = await service.result(currentUser(req), job.id);
    reply.header('x-job-id', job.id).header('access-control-expose-headers', 'x-job-id');
    if (wantsJson(req.headers.accept)) return { image: `data:image/png;base64,${png.toString('base64')}`, jobId: job.id };
    return reply.type('image/png').send(png);
  });

  app.post('/api/jobs', user, async (req, reply) => {
    const job = await submit(req);
    return reply.status(202).send({ jobId: job.id, status: job.status });
  });

  app.get('/api/jobs/:id', user, async (req) => {
    const { id } = idParamSchema.parse(req.params);
    return service.get(currentUser(req), id);
  });

  app.get('/api/jobs/:id/bodies/:body', user, async (req, reply) => {
    const { id, body } = jobBodyParamsSchema.parse(req.params);
    const me = currentUser(req);
    limiter.hit(`bodies:${me.id}`);
    const png = await service.bodyImage(me, id, body);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  });

  app.get('/api/jobs/:id/image', user, async (req, reply) => {
    const { id } = idParamSchema.parse(req.params);
    const png = await service.image(currentUser(req), id);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  });
}
