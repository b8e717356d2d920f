import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { getMigrations } from 'better-auth/db/migration';
import { createPromptImprover } from '@decalforge/decal-engine/node';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import type { Env } from './config/env';
import { openDatabase, ping } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createInlineQueue } from './jobs/inline-queue';
import { unpackPair } from './jobs/package-car';
import { createJobProcessor } from './jobs/job-processor';
import type { JobQueue } from './jobs/job-queue';
import { createPgBossQueue, startBoss } from './jobs/pg-boss-queue';
import { RenderPool } from './jobs/render-pool';
import { generatorEnv, type RenderTask } from './jobs/render-task';
import { createSessionResolver } from './http/session-resolver';
import { createRateLimiters } from './lib/rate-limiter';
import { createMetrics } from './lib/metrics';
import { appSecrets } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAdminRepository } from './modules/admin/admin.repository';
import { createAdminService } from './modules/admin/admin.service';
import { createApiTokensRepository } from './modules/api-tokens/api-tokens.repository';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service';
import { createBilling } from './modules/billing';
import { createCreatorCodesRepository } from './modules/creator-codes/creator-codes.repository';
import { createCreatorCodesService } from './modules/creator-codes/creator-codes.service';
import { createGenerationService } from './modules/generation/generation.service';
import { createJobsRepository } from './modules/generation/jobs.repository';
import { createLogosRepository } from './modules/logos/logos.repository';
import { createLogosService } from './modules/logos/logos.service';
import { createMeService } from './modules/me/me.service';
import { createOpsService } from './modules/ops/ops.service';
import { createPlanChangesRepository } from './modules/plan-changes/plan-changes.repository';
import { createPlanChangesService } from './modules/plan-changes/plan-changes.service';
import { createPublicDecalsService } from './modules/public-api/public-decals.service';
import { createAccountCache } from './modules/profiles/account-cache';
import { createProfilesRepository } from './modules/profiles/profiles.repository';
import { createSavedDecalsRepository } from './modules/saved-decals/saved-decals.repository';
import { createSavedDecalsService } from './modules/saved-decals/saved-decals.service';
import { createStorage } from './storage/create-storage';

/** The web build's static package templates (apps/web/dist/templates), read by the public API's package builder. */
const WEB_TEMPLATES = fileURLToPath(new URL('../../web/dist/templates', import.meta.url));

export interface ContextOptions {
  /** Start the job machinery (queue, render pool, stale-job sweep). The admin CLI does not. */
  jobs?: boolean;
}

/**
 * The composition root: opens the database, applies every migration (better-auth's, then ours)
 * and builds every repository and service once. Route modules and the admin CLI only take
 * services from the context; none builds its own.
 */
export async function buildContext(env: Env, log: FastifyBaseLogger, opts: ContextOptions = {}): Promise<AppContext> {
  const withJobs = opts.jobs ?? true;
  const dbh = await openDatabase(env);
  const { authSecret: secret, storageSecret } = appSecrets(env);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log });
  // Writes through these repositories tell the account cache once they have committed.
  const profiles = createProfilesRepository(dbh.db, { onChange: (userId) => accounts.changed(userId) });
  const accounts = createAccountCache({ profiles, ttlSeconds: env.SESSION_CACHE_SECONDS });
  const auth = createAuth({ env, dbh, mailer, secret, profiles });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await migrateToLatest(dbh.db, dbh.kind === 'postgres' ? (env.DATABASE_SCHEMA ?? 'public') : undefined);

  const onClose: AppContext['onClose'] = [() => mailer.close(), () => dbh.close()];
  const metrics = createMetrics();
  const storage = createStorage(env, storageSecret);
  const jobs = createJobsRepository(dbh, { onAccountChange: (userId) => accounts.changed(userId) });
  const logos = createLogosService({ repo: createLogosRepository(dbh.db), storage });
  let pool: RenderPool | null = null;
  let queue: JobQueue;
  if (withJobs && env.QUEUE === 'pg-boss' && env.DATABASE_URL) {
    const boss = await startBoss(env.DATABASE_URL, env.DATABASE_SCHEMA);
    queue = createPgBossQueue(boss, jobs);
    // Jobs render in worker processes; body renders still need threads off the API's event loop.
    pool = new RenderPool(Math.max(1, Math.min(2, env.WORKERS ?? 1)), env.RENDER_QUEUE_MAX);
  } else {
    pool = withJobs ? new RenderPool(env.WORKERS, env.RENDER_QUEUE_MAX) : null;
    const renderer = pool ?? { run: () => Promise.reject(new Error('Rendering is not available in this process')) };
    queue = createInlineQueue(
      createJobProcessor({
        jobs,
        storage,
        renderer,
        generatorEnv: generatorEnv(env),
        log,
        logoPixels: logos.pixelsFor,
        onDone: metrics.jobDone,
      }),
    );
  }
  // onClose runs in reverse: the queue first lets generations in flight finish on the pool, then the pool stops.
  metrics.trackQueue({ depth: () => queue.depth(), poolLoad: () => pool?.load ?? 0 });
  if (pool) onClose.push(() => pool?.close());
  onClose.push(() => queue.close());

  const genEnv = generatorEnv(env);
  // Body renders always go through the pool (bounded: a full waiting line answers 503); only a
  // process without job machinery (the admin CLI) has none and never serves them.
  const render = (task: RenderTask) =>
    pool ? pool.run(task, genEnv, { bounded: true }) : Promise.reject(new Error('Rendering is not available in this process'));
  const isBusy = () => (queue.kind === 'inline' && pool ? pool.full : false);
  const generation = createGenerationService({
    jobs,
    queue,
    storage,
    jobTimeoutMs: env.JOB_TIMEOUT_SECONDS * 1000,
    render,
    isBusy,
    maxRunning: env.GENERATE_RUNNING_MAX,
    logos,
  });
  if (withJobs) {
    const failed = await generation.failStaleJobs();
    if (failed) log.warn(`marked ${failed} interrupted generation job(s) as FAILED`);
    const sweep = setInterval(() => void generation.failStaleJobs().catch((err) => log.error({ err }, 'stale job sweep failed')), 60_000);
    sweep.unref();
    onClose.push(() => clearInterval(sweep));
    const unverified = createAccountsService({ repo: createAccountsRepository(dbh.db), maxAgeDays: env.UNVERIFIED_ACCOUNT_DAYS });
    const cleanUp = () =>
      unverified
        .removeStaleUnverified()
        .then((n) => n && log.info(`removed ${n} account(s) never confirmed within ${env.UNVERIFIED_ACCOUNT_DAYS} days`))
        .catch((err: unknown) => log.error({ err }, 'unverified account clean-up failed'));
    void cleanUp();
    const accountSweep = setInterval(() => void cleanUp(), 60 * 60_000);
    accountSweep.unref();
    onClose.push(() => clearInterval(accountSweep));
  }

  const accountChanged = (userId: string) => accounts.changed(userId);
  const creatorCodes = createCreatorCodesService(createCreatorCodesRepository(dbh.db));
  const planChanges = createPlanChangesService({ repo: createPlanChangesRepository(dbh.db), onAccountChange: accountChanged });
  const billing = createBilling({ env, dbh, log, creatorCodes, onAccountChange: accountChanged });
  // A revoked token is forgotten by this process's session cache at once (`sessions` is built below).
  const apiTokens = createApiTokensService({ repo: createApiTokensRepository(dbh.db), onRevoke: (id) => sessions.forgetApiToken(id) });
  const sessions = createSessionResolver({ auth, accounts, ttlSeconds: env.SESSION_CACHE_SECONDS, apiTokens });
  const improver = createPromptImprover({ LLM_API_URL: env.LLM_API_URL, LLM_API_KEY: env.LLM_API_KEY, LLM_MODEL: env.LLM_MODEL });
  const services: AppContext['services'] = {
    me: createMeService(accounts),
    generation,
    logos,
    savedDecals: createSavedDecalsService({
      repo: createSavedDecalsRepository(dbh.db),
      jobs,
      storage,
      maxPerUser: env.SAVED_DECALS_MAX,
    }),
    admin: createAdminService({ repo: createAdminRepository(dbh.db), planChanges }),
    planChanges,
    billing: billing.service,
    testBilling: billing.test,
    creatorCodes,
    ops: createOpsService({
      checks: {
        database: { kind: dbh.kind, run: () => ping(dbh.db) },
        storage: { kind: storage.kind, run: () => storage.check() },
        queue: { kind: queue.kind, run: () => queue.check() },
        mail: { kind: mailer.kind, run: () => mailer.check() },
      },
      metrics,
      metricsToken: env.METRICS_TOKEN,
      log,
    }),
    apiTokens,
    publicDecals: createPublicDecalsService({
      generation,
      jobs,
      improver,
      appUrl: env.APP_URL,
      templatesDir: WEB_TEMPLATES,
      // The package's per-car images run on the pool like body renders (bounded: a full line answers 503).
      deriveImages: async (png, body) => {
        if (!pool) throw new Error('Rendering is not available in this process');
        const [detail, mask] = unpackPair(await pool.run({ kind: 'package-car', png, body }, genEnv, { bounded: true }));
        return { detail, mask };
      },
    }),
  };

  return {
    env,
    log,
    dbh,
    auth,
    sessions,
    accounts,
    mailer,
    secret,
    storageSecret,
    storage,
    improver,
    queue,
    pool,
    repos: { profiles },
    services,
    metrics,
    limiters: createRateLimiters(env),
    onClose,
  };
}
