import type { FastifyBaseLogger } from 'fastify';
import { getMigrations } from 'better-auth/db/migration';
import { createPromptImprover } from '@decalforge/decal-engine/node';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import type { Env } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createInlineQueue } from './jobs/inline-queue';
import { createJobProcessor } from './jobs/job-processor';
import type { JobQueue } from './jobs/job-queue';
import { createPgBossQueue, startBoss } from './jobs/pg-boss-queue';
import { RenderPool } from './jobs/render-pool';
import { generatorEnv, type RenderTask } from './jobs/render-task';
import { createSessionResolver } from './http/session-resolver';
import { appSecrets } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { createAccountsRepository } from './modules/accounts/accounts.repository';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createGenerationService } from './modules/generation/generation.service';
import { createJobsRepository } from './modules/generation/jobs.repository';
import { createMeService } from './modules/me/me.service';
import { createAccountCache } from './modules/profiles/account-cache';
import { createProfilesRepository } from './modules/profiles/profiles.repository';
import { createStorage } from './storage/create-storage';

export interface ContextOptions {
  /** Start the job machinery (queue, render pool, stale-job sweep). The admin CLI does not. */
  jobs?: boolean;
}

/** Opens the database, applies every migration (better-auth's, then ours) and wires the services. */
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
  const storage = createStorage(env, storageSecret);
  const jobs = createJobsRepository(dbh, { onAccountChange: (userId) => accounts.changed(userId) });
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
    queue = createInlineQueue(createJobProcessor({ jobs, storage, renderer, generatorEnv: generatorEnv(env), log }));
  }
  // onClose runs in reverse: the queue first lets generations in flight finish on the pool, then the pool stops.
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
  });
  if (withJobs) {
    const failed = await generation.failStaleJobs();
    if (failed) log.warn(`marked ${failed} interrupted generation job(s) as FAILED`);
    const sweep = setInterval(() => void generation.failStaleJobs().catch((err) => log.error({ err }, 'stale job sweep failed')), 60_000);
    sweep.unref();
    onClose.push(() => clearInterval(sweep));
    const accounts = createAccountsService({ repo: createAccountsRepository(dbh.db), maxAgeDays: env.UNVERIFIED_ACCOUNT_DAYS });
    const cleanUp = () =>
      accounts
        .removeStaleUnverified()
        .then((n) => n && log.info(`removed ${n} account(s) never confirmed within ${env.UNVERIFIED_ACCOUNT_DAYS} days`))
        .catch((err: unknown) => log.error({ err }, 'unverified account clean-up failed'));
    void cleanUp();
    const accountSweep = setInterval(() => void cleanUp(), 60 * 60_000);
    accountSweep.unref();
    onClose.push(() => clearInterval(accountSweep));
  }

  return {
    env,
    log,
    dbh,
    auth,
    sessions: createSessionResolver({ auth, accounts, ttlSeconds: env.SESSION_CACHE_SECONDS }),
    accounts,
    mailer,
    secret,
    storageSecret,
    storage,
    improver: createPromptImprover({ LLM_API_URL: env.LLM_API_URL, LLM_API_KEY: env.LLM_API_KEY, LLM_MODEL: env.LLM_MODEL }),
    queue,
    pool,
    repos: { profiles },
    services: { me: createMeService(accounts), generation },
    onClose,
  };
}
