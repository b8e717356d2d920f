import type { FastifyBaseLogger } from 'fastify';
import { getMigrations } from 'better-auth/db/migration';
import type { AppContext } from './app-context';
import { createAuth } from './auth/auth';
import type { Env } from './config/env';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { persistentSecret } from './lib/secrets';
import { createMailer } from './mail/mailer';
import { createMeService } from './modules/me/me.service';
import { createProfilesRepository } from './modules/profiles/profiles.repository';

/** Opens the database, applies every migration (better-auth's, then ours) and wires the services. */
export async function buildContext(env: Env, log: FastifyBaseLogger): Promise<AppContext> {
  const dbh = await openDatabase(env);
  const secret = persistentSecret(env.DATA_DIR, 'auth-secret', env.BETTER_AUTH_SECRET);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log });
  const profiles = createProfilesRepository(dbh.db);
  const auth = createAuth({ env, dbh, mailer, secret, profiles });
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  await migrateToLatest(dbh.db);
  const ctx: AppContext = {
    env,
    log,
    dbh,
    auth,
    mailer,
    secret,
    repos: { profiles },
    services: { me: createMeService(profiles) },
    onClose: [],
  };
  ctx.onClose.push(() => mailer.close(), () => dbh.close());
  return ctx;
}
