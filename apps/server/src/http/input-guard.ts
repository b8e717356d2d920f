import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** True when any string (or key) in the value holds U+0000. Iterative: deeply nested bodies cannot overflow the stack. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 (the query fails), SQLite stores it and C-string consumers
 * cut at it: refuse it everywhere with a readable 400, in the path, the query and the body
 * (raw bodies such as better-auth's are checked for the JSON escape).
 */
export function installInputGuard(app: FastifyInstance): void {
  // Synchronous work, so a callback hook (an async one costs a promise on every request).
  app.addHook('preValidation', (req, _reply, done) => {
    const rawNul = typeof req.body === 'string' && /\\u0000/i.test(req.body);
    if (rawNul || containsNul(req.params) || containsNul(req.query) || (typeof req.body !== 'string' && containsNul(req.body))) {
      return done(badRequest(NUL_MESSAGE));
    }
    done();
  });
}
