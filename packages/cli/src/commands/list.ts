import { V1_DECALS_PAGE_MAX, v1DecalListSchema, type V1Decal } from '@decalforge/shared';
import { ApiClient } from '../api-client';
import { resolveCredentials } from '../credentials';
import { formatTable } from '../format-table';
import type { CliIo } from '../io';

export interface ListOptions {
  limit: number;
  json?: boolean;
}

const PROMPT_WIDTH = 60;

function shorten(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > width ? `${line.slice(0, width - 1)}…` : line;
}

/**
 * The newest `limit` decals of the token's user, from GET /api/v1/decals: pages of at most the
 * server's maximum, each continuing after the previous one (`before` = its `nextCursor`).
 */
async function newestDecals(api: ApiClient, limit: number): Promise<V1Decal[]> {
  const decals: V1Decal[] = [];
  let before: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(Math.min(limit - decals.length, V1_DECALS_PAGE_MAX)) });
    if (before) query.set('before', before);
    const page = await api.getJson(`/api/v1/decals?${query.toString()}`, v1DecalListSchema);
    decals.push(...page.items);
    before = page.nextCursor;
  } while (before && decals.length < limit);
  return decals.slice(0, limit);
}

/**
 * `decalforge list`: the account's decals on the current server, newest first, as the server
 * reports them (GET /api/v1/decals): every generation of the token's user, wherever it was
 * started (this computer, another one, the web app).
 */
export async function list(io: CliIo, configPath: string, opts: ListOptions): Promise<void> {
  const credentials = await resolveCredentials(io, configPath);
  const decals = await newestDecals(new ApiClient(credentials, io.fetch), opts.limit);
  if (opts.json) {
    io.stdout.write(`${JSON.stringify(decals, null, 2)}\n`);
    return;
  }
  if (decals.length === 0) {
    io.stderr.write(`No decals on ${credentials.url} yet: try decalforge generate "red and black tiger stripes" --body octane\n`);
    return;
  }
  const table = formatTable(
    ['ID', 'STATUS', 'BODY', 'CREATED', 'PROMPT'],
    decals.map((decal) => [
      decal.id,
      decal.status,
      decal.settings.carBody,
      decal.createdAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'),
      shorten(decal.prompt, PROMPT_WIDTH),
    ]),
  );
  io.stdout.write(`${table}\n`);
}
