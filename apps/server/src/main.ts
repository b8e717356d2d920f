import { EnvError, loadEnv } from './config/env';
import { buildApp } from './app';

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
  const { app } = await buildApp(env);
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`DecalForge is running at ${env.APP_URL} (database: ${env.databaseKind}, data: ${env.DATA_DIR})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
