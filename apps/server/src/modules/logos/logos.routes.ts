import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, MESSAGES, idParamSchema } from '@decalforge/shared';
import type { AppContext } from '../../app-context';
import { currentUser } from '../../http/access';
import { AppError, badRequest } from '../../http/errors';
import { tooLarge } from './logos.service';

/** The bytes of the form's `file` field; the size limit is enforced while reading (413). */
async function readFileField(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(MESSAGES.create.logoType);
  try {
    const part = await req.file();
    if (!part) throw badRequest(MESSAGES.create.logoType);
    if (part.fieldname !== 'file') throw badRequest('Send the logo in the form field "file"');
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw badRequest('The upload could not be read. Please try again.');
  }
}

export async function logosRoutes(app: FastifyInstance, ctx: AppContext) {
  const service = ctx.services.logos;
  const user = { config: { access: 'user' as const } };
  // Multipart is parsed in this module only (every other route keeps refusing it); one file,
  // LOGO_MAX_BYTES at most, a few small fields.
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 } });

  app.post('/api/logos', user, async (req, reply) => {
    const me = currentUser(req);
    ctx.limiters.generate.hit(`logo:${me.id}`);
    const logo = await service.upload(me, await readFileField(req));
    return reply.status(201).send(logo);
  });

  app.get('/api/logos/:id/image', user, async (req, reply) => {
    const { id } = idParamSchema.parse(req.params);
    const png = await service.image(currentUser(req), id);
    return reply.type('image/png').header('cache-control', 'private, max-age=86400, immutable').send(png);
  });
}
