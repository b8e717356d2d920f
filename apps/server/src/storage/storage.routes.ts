import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { notFound } from '../http/errors';
import { verifyLocalSignature } from './local-storage';

/** Serves local files behind HMAC-signed, expiring URLs (the S3 driver uses presigned URLs instead). */
export async function storageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { bucket: string; '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/api/storage/:bucket/*',
    { config: { access: 'public' } },
    async (req, reply) => {
      const { bucket } = req.params;
      const key = req.params['*'];
      if (ctx.storage.kind !== 'local' || !verifyLocalSignature(ctx.storageSecret, bucket, key, req.query.expires, req.query.sig)) {
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
    },
  );
}
