import { ApiClient } from '../api-client';
import { resolveCredentials } from '../credentials';
import { downloadPackage, megabytes, type PackageChoices } from '../download-package';
import { ApiError, CliError } from '../errors';
import type { CliIo } from '../io';
import { createProgress } from '../progress';

/** `decalforge download <id>`: the package of a decal generated before (by the CLI or on the web). */
export async function download(io: CliIo, configPath: string, id: string, choices: PackageChoices): Promise<void> {
  const api = new ApiClient(await resolveCredentials(io, configPath), io.fetch);
  const progress = createProgress(io.stderr, io.now);
  try {
    progress.stage(choices.bodies === 'all' ? 'Building the package for every body' : 'Building the package');
    const saved = await downloadPackage(api, io.cwd, id, choices).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) throw new CliError(`No decal ${id} on ${api.url} for this account (${e.message})`);
      throw e;
    });
    progress.done(`Saved the package (${megabytes(saved.bytes)})`);
    io.stdout.write(`${saved.path}\n`);
  } finally {
    progress.stop();
  }
}
