import pino from 'pino';
import { EnvError, loadEnv } from '../config/env';
import { buildContext } from '../build-context';
import { CliError, runCommand } from './admin-commands';

/** Operator CLI: `npm run admin -- <command> ...` against the database the environment names. */
async function main() {
  const env = loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const log = pino({ level: env.LOG_LEVEL });
  const ctx = await buildContext(env, log, { jobs: false });
  try {
    console.log(await runCommand(ctx.services, process.argv.slice(2)));
  } finally {
    for (const fn of [...ctx.onClose].reverse()) await fn();
  }
}

main().catch((err) => {
  if (err instanceof CliError || err instanceof EnvError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
