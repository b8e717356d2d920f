import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret from the environment, or one generated once and kept in DATA_DIR so that
 * sessions and signed links survive restarts of the embedded default setup.
 */
export function persistentSecret(dataDir: string, name: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The app's two secrets: the auth secret (env or generated once into DATA_DIR) and the key of
 * local signed file URLs (env, or derived from the auth secret). API and worker share them.
 */
export function appSecrets(env: { DATA_DIR: string; BETTER_AUTH_SECRET?: string; STORAGE_SIGNING_SECRET?: string }): { authSecret: string; storageSecret: string } {
  const authSecret = persistentSecret(env.DATA_DIR, 'auth-secret', env.BETTER_AUTH_SECRET);
  const storageSecret = env.STORAGE_SIGNING_SECRET ?? createHash('sha256').update(`storage:${authSecret}`).digest('hex');
  return { authSecret, storageSecret };
}
