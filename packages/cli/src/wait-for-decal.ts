import { v1DecalSchema, type V1Decal } from '@decalforge/shared';
import type { ApiClient } from './api-client';
import { CliError } from './errors';

export interface WaitOptions {
  intervalMs: number;
  timeoutMs: number;
  now(): number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls GET /api/v1/decals/:id until the decal is no longer RUNNING. */
export async function waitForDecal(api: ApiClient, id: string, opts: WaitOptions): Promise<V1Decal> {
  const deadline = opts.now() + opts.timeoutMs;
  for (;;) {
    const decal = await api.getJson(`/api/v1/decals/${encodeURIComponent(id)}`, v1DecalSchema);
    if (decal.status !== 'RUNNING') return decal;
    if (opts.now() > deadline)
      throw new CliError(
        `Decal ${id} is still generating after ${Math.round(opts.timeoutMs / 1000)} s; see it later with decalforge list, or raise --timeout`,
      );
    await sleep(opts.intervalMs);
  }
}
