import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { MESSAGES } from '@decalforge/shared';

/** An error whose message is safe to show to the user, with its HTTP status. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly headers: Record<string, string> = {},
    /** The underlying failure, logged (never shown to the user). */
    public readonly detail?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new AppError(400, m);
export const unauthorized = (m: string = MESSAGES.common.signInRequired) => new AppError(401, m);
export const forbidden = (m: string = MESSAGES.common.forbidden) => new AppError(403, m);
export const notFound = (m: string = MESSAGES.common.notFound) => new AppError(404, m);
export const conflict = (m: string) => new AppError(409, m);
export const tooManyRequests = (m: string, retryAfterSeconds: number) =>
  new AppError(429, m, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The first readable message of a zod error, prefixed with the field when it helps. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  const generic = /^(Invalid input|Required|Expected)/i.test(issue.message);
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

/** One error shape for the whole API: `{ error: "<message>" }`, 4xx for the client's mistakes, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | ZodError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.detail !== undefined) req.log.warn({ err: err.detail }, err.message);
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply.status(err.status).send({ error: err.message });
    }
    if (err instanceof ZodError) return reply.status(400).send({ error: zodMessage(err) });
    const fe = err as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const message =
        fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large'
            : fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type; send application/json'
              : fe.message;
      return reply.status(fe.statusCode).send({ error: message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: MESSAGES.common.internal });
  });
}
