import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, isAdmin, type Plan } from '@decalforge/shared';
import type { Auth } from '../auth/auth';
import { toWebHeaders } from '../auth/auth.routes';
import type { ProfilesRepository } from '../modules/profiles/profiles.repository';
import { forbidden, unauthorized } from './errors';

/** Every route declares who may call it: `config: { access: 'public' | 'user' | 'admin' }`. */
export type Access = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  plan: Plan;
  bonusCredits: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Message for the 401 answered to signed-out callers of this route. */
    signInMessage?: string;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export async function sessionUser(auth: Auth, profiles: ProfilesRepository, req: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toWebHeaders(req) }).catch(() => null);
  if (!session?.user) return null;
  const profile = await profiles.ensure(session.user.id);
  return { id: session.user.id, email: session.user.email, plan: profile.plan, bonusCredits: profile.bonus_credits };
}

export function installAccessControl(app: FastifyInstance, deps: { auth: Auth; profiles: ProfilesRepository }): void {
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const user = await sessionUser(deps.auth, deps.profiles, req);
    if (!user) throw unauthorized(req.routeOptions.config?.signInMessage ?? MESSAGES.common.signInRequired);
    if (access === 'admin' && !isAdmin(user.plan)) throw forbidden(MESSAGES.admin.denied);
    req.user = user;
  });
}

/** The signed-in user of a route declared `user` or `admin`. */
export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
