import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth';
import type { Env } from './config/env';
import type { SessionResolver } from './http/session-resolver';
import type { DbHandle } from './db/database';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/job-queue';
import type { RenderPool } from './jobs/render-pool';
import type { GenerationService } from './modules/generation/generation.service';
import type { MeService } from './modules/me/me.service';
import type { AccountCache } from './modules/profiles/account-cache';
import type { ProfilesRepository } from './modules/profiles/profiles.repository';
import type { Storage } from './storage/storage';

export interface PromptImprover {
  improve(theme: string, styleIntensity: number): Promise<string>;
}

/** Everything a module needs, built once at start-up (see build-context.ts). */
export interface AppContext {
  env: Env;
  log: FastifyBaseLogger;
  dbh: DbHandle;
  auth: Auth;
  /** The signed-in user of a request (better-auth session and account, briefly cached). */
  sessions: SessionResolver;
  /** Plan, credits and usage per user, cached per process; `changed(userId)` after every write. */
  accounts: AccountCache;
  mailer: Mailer;
  secret: string;
  /** HMAC key of local signed file URLs. */
  storageSecret: string;
  storage: Storage;
  improver: PromptImprover;
  queue: JobQueue;
  /** The worker_threads pool: jobs with the inline queue, body renders in every mode (null in the admin CLI). */
  pool: RenderPool | null;
  repos: {
    profiles: ProfilesRepository;
  };
  services: {
    me: MeService;
    generation: GenerationService;
  };
  /** Called on shutdown, in reverse order of registration. */
  onClose: Array<() => Promise<void> | void>;
}
