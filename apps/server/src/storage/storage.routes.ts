import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { verifyLocalSignature } from './local-storage';

/** A signed link's parts; anything else (or missing) is not a link we made: 404 like a bad signature. */
const linkSchema = z.object({
  params: z.object({ bucket: z.string().min(1).max(64), '*': z.string().min(1).max(512) }),
  query: z.object({ expires: z.string().max(32).optional(), sig: z.string().max(128).optional() }),
});

/** Serves local files behind HMAC-signed, expiring URLs (the S3 driver uses presigned URLs instead). */
export async function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/storage/:bucket/*', { config: { access: 'public' } }, async (req, reply) => {
    const link = linkSchema.safeParse({ params: req.params, query: req.query });
    if (!link.success) throw notFound('This link is invalid or has expired');
    const { bucket, '*': key } = link.data.params;
    const { expires, sig } = link.data.query;
    if (ctx.storage.kind !== 'local' || !verifyLocalSignature(ctx.storageSecret, bucket, key, expires, sig)) {
      throw notFound('This link is invalid or has expired');
    }
    let body: Buffer | null = null;
    try {
      body = await ctx.storage.get(bucket, key);
    } catch {
      body = null;
    }
    if (!body) throw notFound('File not found');
    return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(body);
  });
}
