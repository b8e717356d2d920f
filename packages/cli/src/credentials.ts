import { readConfig } from './config-store';
import { CliError, EXIT } from './errors';
import type { CliIo } from './io';
import { normalizeServerUrl } from './server-url';

export interface Credentials {
  url: string;
  token: string;
}

export const NOT_LOGGED_IN =
  "Not logged in: run decalforge login --url <server> --token <token> (create the token on the server's /account page, API tokens), or set DECALFORGE_URL and DECALFORGE_TOKEN";

/** The server and token to use: DECALFORGE_URL / DECALFORGE_TOKEN override what `login` stored. */
export async function resolveCredentials(io: Pick<CliIo, 'env'>, configPath: string): Promise<Credentials> {
  const config = await readConfig(configPath);
  const url = io.env.DECALFORGE_URL || config.url;
  const token = io.env.DECALFORGE_TOKEN || config.token;
  if (!url || !token) throw new CliError(NOT_LOGGED_IN, EXIT.auth);
  return { url: normalizeServerUrl(url), token };
}
