import { meSchema, v1DecalSchema, type V1Decal } from '@decalforge/shared';
import { ApiClient } from '../api-client';
import { readConfig, type RecentDecal } from '../config-store';
import { resolveCredentials } from '../credentials';
import { ApiError } from '../errors';
import { formatTable } from '../format-table';
import type { CliIo } from '../io';
import { recentDecalsOf } from '../recent-decals';

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
 * `decalforge list`: the decals started from this CLI on the current server, newest first, as
 * the server reports them now (GET /api/v1/decals/:id). Decals the token's user cannot see
 * (another account's) are left out.
 */
export async function list(io: CliIo, configPath: string, opts: ListOptions): Promise<void> {
  const credentials = await resolveCredentials(io, configPath);
  const api = new ApiClient(credentials, io.fetch);
  // Asked first so a wrong or revoked token, or a server that is down, is reported even with nothing to list.
  await api.getJson('/api/me', meSchema);
  const recent = recentDecalsOf(await readConfig(configPath), credentials.url, opts.limit);
  const rows = await Promise.all(
    recent.map(async (entry) => {
      try {
        return { entry, decal: await api.getJson(`/api/v1/decals/${encodeURIComponent(entry.id)}`, v1DecalSchema) };
      } catch (e) {
        // Another account's decal (or one removed with its account) is a 404: not this user's to list.
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    }),
  );
  const decals = rows.filter((r): r is { entry: RecentDecal; decal: V1Decal } => r !== null);
  if (opts.json) {
    const answers = decals.map((r) => r.decal);
    io.stdout.write(`${JSON.stringify(answers, null, 2)}\n`);
    return;
  }
  if (decals.length === 0) {
    io.stderr.write(
      `No decals generated from this computer on ${credentials.url} yet: try decalforge generate "red and black tiger stripes" --body octane\n`,
    );
    return;
  }
  const table = formatTable(
    ['ID', 'STATUS', 'BODY', 'CREATED', 'PROMPT'],
    decals.map(({ entry, decal }) => [
      decal.id,
      decal.status,
      entry.body === 'all' ? `all (${decal.settings.carBody})` : decal.settings.carBody,
      decal.createdAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC'),
      shorten(decal.prompt, PROMPT_WIDTH),
    ]),
  );
  io.stdout.write(`${table}\n`);
}
