import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/auth';
import type { Env } from './config/env';
import type { SessionResolver } from './http/session-resolver';
import type { DbHandle } from './db/database';
import type { Mailer } from './mail/mailer';
import type { JobQueue } from './jobs/job-queue';
import type { RenderPool } from './jobs/render-pool';
import type { AdminService } from './modules/admin/admin.service';
import type { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import type { BillingService } from './modules/billing/billing.service';
import type { TestBilling } from './modules/billing/test-driver';
import type { CreatorCodesService } from './modules/creator-codes/creator-codes.service';
import type { GenerationService } from './modules/generation/generation.service';
import type { LogosService } from './modules/logos/logos.service';
import type { MeService } from './modules/me/me.service';
import type { OpsService } from './modules/ops/ops.service';
import type { PlanChangesService } from './modules/plan-changes/plan-changes.service';
import type { PublicDecalsService } from './modules/public-api/public-decals.service';
import type { SavedDecalsService } from './modules/saved-decals/saved-decals.service';
import type { AccountCache } from './modules/profiles/account-cache';
import type { ProfilesRepository } from './modules/profiles/profiles.repository';
import type { Metrics } from './lib/metrics';
import type { RateLimiters } from './lib/rate-limiter';
import type { Storage } from './storage/storage';

export interface PromptImprover {
  improve(theme: string, styleIntensity: number): Promise<string>;
}

/** Every service, built once by the composition root (build-context.ts); route modules and the CLI take theirs from here. */
export interface AppServices {
  me: MeService;
  generation: GenerationService;
  savedDecals: SavedDecalsService;
  logos: LogosService;
  admin: AdminService;
  /** Plan and credit changes by people (admin panel and CLI), with their audit rows. */
  planChanges: PlanChangesService;
  billing: BillingService;
  /** The offline test checkout and portal; null when billing runs on Stripe. */
  testBilling: TestBilling | null;
  creatorCodes: CreatorCodesService;
  /** Personal API tokens (Authorization: Bearer dfp_…). */
  apiTokens: ApiTokensService;
  /** The public API's decals (v1), on top of `generation`. */
  publicDecals: PublicDecalsService;
  /** Health, readiness and metrics exposure (/healthz, /readyz, /metrics, the admin health panel). */
  ops: OpsService;
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
  services: AppServices;
  /** Prometheus metrics of this process. */
  metrics: Metrics;
  /** Per-user / per-IP request limiters (429), one per configured budget. */
  limiters: RateLimiters;
  /** Called on shutdown, in reverse order of registration. */
  onClose: Array<() => Promise<void> | void>;
}
