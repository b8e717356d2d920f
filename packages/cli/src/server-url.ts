import { CliError, EXIT } from './errors';

/** The server's address as given to `login --url`: http(s), without a trailing slash. */
export function normalizeServerUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new CliError(`--url must be the server's address, e.g. http://localhost:3000 (got "${input}")`, EXIT.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`--url must start with http:// or https:// (got "${input}")`, EXIT.usage);
  if (url.search || url.hash)
    throw new CliError(`--url must be the server's address without ?query or #fragment (got "${input}")`, EXIT.usage);
  return url.href.replace(/\/+$/, '');
}
