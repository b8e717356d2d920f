import { availableParallelism } from 'node:os';
import pino from 'pino';
import { EnvError, loadEnv } from './config/env';
import { openDatabase } from './db/database';
import { startMetricsServer } from './http/metrics-server';
import { createJobProcessor } from './jobs/job-processor';
import { RENDER_QUEUE, startBoss, workRenderQueue } from './jobs/pg-boss-queue';
import { RenderPool } from './jobs/render-pool';
import { generatorEnv } from './jobs/render-task';
import { createMetrics } from './lib/metrics';
import { appSecrets } from './lib/secrets';
import { createJobsRepository } from './modules/generation/jobs.repository';
import { createLogosRepository } from './modules/logos/logos.repository';
import { createLogosService } from './modules/logos/logos.service';
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
  const logos = createLogosService({ repo: createLogosRepository(dbh.db), storage });
  const metrics = createMetrics();
  const processJob = createJobProcessor({
    jobs: createJobsRepository(dbh),
    storage,
    renderer: pool,
    generatorEnv: generatorEnv(env),
    log,
    logoPixels: logos.pixelsFor,
    onDone: metrics.jobDone,
  });
  const boss = await startBoss(env.DATABASE_URL, env.DATABASE_SCHEMA);
  await workRenderQueue(boss, processJob, size);
  metrics.trackQueue({ depth: () => boss.getQueueSize(RENDER_QUEUE), poolLoad: () => pool.load });
  // The worker has no other HTTP server: METRICS_PORT gives it /metrics (its jobs) and /healthz.
  const metricsServer =
    env.METRICS_PORT !== undefined ? await startMetricsServer(metrics, { port: env.METRICS_PORT, host: env.HOST }) : null;
  log.info(`worker ready: ${size} render thread(s)${metricsServer ? `, metrics on port ${metricsServer.port}` : ''}`);
  const stop = async () => {
    await metricsServer?.close();
    await boss.stop({ graceful: true, wait: true });
    await pool.close();
    await dbh.close();
    process.exit(0);
  };
  // A failed stop rejects unhandled, which still ends the process (with exit code 1).
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(1);
});
