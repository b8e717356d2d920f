import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { CliError } from './errors';

/**
 * Where the package goes: `--out` (a file, or an existing folder / a path ending in a slash for
 * the server's file name) relative to the working directory, else the server's name in it.
 */
export async function outputPath(cwd: string, out: string | undefined, suggested: string): Promise<string> {
  if (!out) return join(cwd, suggested);
  const path = resolve(cwd, out);
  if (out.endsWith('/') || out.endsWith(sep)) return join(path, suggested);
  const info = await stat(path).catch(() => null);
  return info?.isDirectory() ? join(path, suggested) : path;
}

/** Writes the file, creating missing folders; a failure is one line naming the path. */
export async function saveFile(path: string, bytes: Uint8Array): Promise<void> {
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  } catch (e) {
    throw new CliError(`Cannot write ${path}: ${(e as Error).message}`);
  }
}
