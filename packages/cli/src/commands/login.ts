import { dirname } from 'node:path';
import { API_TOKEN_PREFIX, meSchema } from '@decalforge/shared';
import { ApiClient } from '../api-client';
import { readConfig, securePrivateDir, writeConfig } from '../config-store';
import { CliError, EXIT } from '../errors';
import type { CliIo } from '../io';
import { normalizeServerUrl } from '../server-url';

export interface LoginOptions {
  url?: string;
  token?: string;
}

/**
 * `decalforge login`: checks the token with GET /api/me (a user route that accepts API tokens)
 * and stores the server and token in the config file (mode 600).
 */
export async function login(io: CliIo, configPath: string, ownConfigDir: boolean, opts: LoginOptions): Promise<void> {
  const rawUrl = opts.url ?? io.env.DECALFORGE_URL;
  const token = (opts.token ?? io.env.DECALFORGE_TOKEN)?.trim();
  if (!rawUrl || !token)
    throw new CliError('login needs --url <server> and --token <token> (or DECALFORGE_URL and DECALFORGE_TOKEN)', EXIT.usage);
  const url = normalizeServerUrl(rawUrl);
  if (!token.startsWith(API_TOKEN_PREFIX))
    throw new CliError(
      `That is not an API token (they start with ${API_TOKEN_PREFIX}): create one on ${url}/account (API tokens)`,
      EXIT.usage,
    );

  const me = await new ApiClient({ url, token }, io.fetch).getJson('/api/me', meSchema);
  // A damaged config file is replaced: logging in is how its message says to repair it.
  const config = await readConfig(configPath).catch(() => ({}));
  await writeConfig(configPath, { ...config, url, token });
  if (ownConfigDir) await securePrivateDir(dirname(configPath));
  io.stdout.write(`Logged in to ${url} as ${me.email} (${me.plan} plan). Token saved in ${configPath}\n`);
}
