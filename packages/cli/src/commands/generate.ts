import { v1CreateDecalResponseSchema, type PresetFileName, type V1CreateDecalRequest, type V1Decal } from '@decalforge/shared';
import { ApiClient } from '../api-client';
import { resolveCredentials } from '../credentials';
import { buildDecalRequest, packageBodies, type DecalChoices } from '../decal-request';
import { downloadPackage, megabytes } from '../download-package';
import { CliError } from '../errors';
import type { CliIo } from '../io';
import { createProgress } from '../progress';
import { waitForDecal } from '../wait-for-decal';

export interface GenerateOptions extends DecalChoices {
  preset?: PresetFileName;
  out?: string;
  /** Seconds to wait for the generation. */
  timeout: number;
}

/** How often the decal's status is asked for while it generates. */
export const POLL_INTERVAL_MS = 500;

/** Pro-level settings the server ignored for this plan (it renders the defaults instead of refusing). */
function ignoredSettings(request: V1CreateDecalRequest, decal: V1Decal): string[] {
  const ignored: string[] = [];
  if (request.finish !== undefined && decal.settings.finish !== request.finish) ignored.push('--finish');
  if (request.seed !== undefined && decal.settings.seed !== request.seed) ignored.push('--seed');
  if (request.variationStrength !== undefined && decal.settings.variationStrength !== request.variationStrength)
    ignored.push('--variation');
  return ignored;
}

/**
 * `decalforge generate`: starts a generation (POST /api/v1/decals), waits for it with a progress
 * display on stderr, downloads the AlphaConsole package (GET …/package.zip) and prints where it
 * was saved on stdout.
 */
export async function generate(io: CliIo, configPath: string, prompt: string, opts: GenerateOptions): Promise<void> {
  const request = buildDecalRequest(prompt, opts);
  const credentials = await resolveCredentials(io, configPath);
  const api = new ApiClient(credentials, io.fetch);
  const progress = createProgress(io.stderr, io.now);
  const notes: string[] = [];
  try {
    progress.stage(`Starting a decal for ${opts.body === 'all' ? 'every body' : request.body} on ${credentials.url}`);
    const { id } = await api.postJson('/api/v1/decals', request, v1CreateDecalResponseSchema);

    progress.stage(`Generating decal ${id}`);
    const decal = await waitForDecal(api, id, { intervalMs: POLL_INTERVAL_MS, timeoutMs: opts.timeout * 1000, now: io.now });
    if (decal.status === 'FAILED') throw new CliError(`Decal ${id} failed: ${decal.error ?? 'no reason given'}`);

    const bodies = packageBodies(opts.body);
    progress.stage(bodies === 'all' ? 'Building the package for every body' : 'Building the package');
    const saved = await downloadPackage(api, io.cwd, id, { bodies, preset: opts.preset, out: opts.out }).catch((e: unknown) => {
      // The decal exists and counted against the quota: say how to fetch it again rather than generate anew.
      if (e instanceof CliError) e.message = `${e.message} (decal ${id} is ready: decalforge download ${id} --body ${bodies})`;
      throw e;
    });
    progress.done(`Saved the package (${megabytes(saved.bytes)})`);

    const ignored = ignoredSettings(request, decal);
    if (ignored.length > 0) notes.push(`Note: ${ignored.join(', ')} need a Pro-level plan; the server used its defaults for this decal`);
    for (const note of notes) io.stderr.write(`${note}\n`);
    io.stdout.write(`${saved.path}\n`);
  } finally {
    progress.stop();
  }
}
