import { EnvError, loadEnv } from './config/env';
import { buildApp } from './app';
import { startMetricsServer } from './http/metrics-server';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, ctx } = await buildApp(env);
  // METRICS_PORT: Prometheus on a listener of its own (no token), e.g. only on the private network.
  const metricsServer =
    env.METRICS_PORT !== undefined ? await startMetricsServer(ctx.metrics, { port: env.METRICS_PORT, host: env.HOST }) : null;
  const close = async () => {
    await metricsServer?.close();
    await app.close();
    process.exit(0);
  };
  // A failed close rejects unhandled, which still ends the process (with exit code 1).
  process.on('SIGINT', () => void close());
  process.on('SIGTERM', () => void close());
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`DecalForge is running at ${env.APP_URL} (database: ${env.databaseKind}, data: ${env.DATA_DIR})`);
  if (metricsServer) app.log.info(`metrics at http://${env.HOST}:${metricsServer.port}/metrics`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
