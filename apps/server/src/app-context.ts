import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth';
import type { Env } from './config/env';
import type { DbHandle } from './db/database';
import type { Mailer } from './mail/mailer';
import type { MeService } from './modules/me/me.service';
import type { ProfilesRepository } from './modules/profiles/profiles.repository';

/** Everything a module needs, built once at start-up (see build-context.ts). */
export interface AppContext {
  env: Env;
  log: FastifyBaseLogger;
  dbh: DbHandle;
  auth: Auth;
  mailer: Mailer;
  secret: string;
  repos: {
    profiles: ProfilesRepository;
  };
  services: {
    me: MeService;
  };
  /** Called on shutdown, in reverse order of registration. */
  onClose: Array<() => Promise<void> | void>;
}
