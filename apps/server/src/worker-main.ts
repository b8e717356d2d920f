import { availableParallelism } from 'node:os';
import pino from 'pino';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/database';
import { createJobProcessor } from './jobs/job-processor';
import { startBoss, workRenderQueue } from './jobs/pg-boss-queue';
import { RenderPool } from './jobs/render-pool';
import { generatorEnv } from './jobs/render-task';
import { appSecrets } from './lib/secrets';
import { createJobsRepository } from './modules/generation/jobs.repository';
import { createStorage } from './storage/create-storage';

/** `npm run worker`: a separate process running generation jobs from pg-boss (QUEUE=pg-boss). */
async function main() {
  const env = loadEnv();
  const log = pino({ level: env.LOG_LEVEL });
  if (!env.DATABASE_URL) throw new EnvError('npm run worker needs DATABASE_URL (PostgreSQL) and QUEUE=pg-boss');
  const dbh = await openDatabase(env);
  const storage = createStorage(env, appSecrets(env).storageSecret);
  const size = env.WORKERS ?? availableParallelism();
  const pool = new RenderPool(size);
  const processJob = createJobProcessor({ jobs: createJobsRepository(dbh), storage, renderer: pool, generatorEnv: generatorEnv(env), log });
  const boss = await startBoss(env.DATABASE_URL, env.DATABASE_SCHEMA);
  await workRenderQueue(boss, processJob, size);
  log.info(`worker ready: ${size} render thread(s)`);
  const stop = async () => {
    await boss.stop({ graceful: true, wait: true });
    await pool.close();
    await dbh.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
