import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { CliError } from './errors';

/** The CLI's own file (not an API shape): the login. */
export const storedConfigSchema = z.object({
  url: z.string().optional(),
  token: z.string().optional(),
});
export type StoredConfig = z.infer<typeof storedConfigSchema>;

const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** The config file, or an empty config when there is none yet. */
export async function readConfig(path: string): Promise<StoredConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new CliError(`Cannot read ${path}: ${(e as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const parsed = storedConfigSchema.safeParse(data);
  if (!parsed.success) throw new CliError(`${path} is not a valid decalforge config file: delete it and run decalforge login again`);
  return parsed.data;
}

/**
 * Writes the config readable by its owner only (file 600, a folder it creates 700): it holds the
 * token. Written beside and renamed, so a reader never sees half a file.
 */
export async function writeConfig(path: string, config: StoredConfig): Promise<void> {
  const dir = dirname(path);
  try {
    await mkdir(dir, { recursive: true, mode: DIR_MODE });
    const temp = join(dir, `.${basename(path)}.${process.pid}.tmp`);
    await writeFile(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: FILE_MODE });
    // The mode given to writeFile passes through the umask; set it exactly.
    await chmod(temp, FILE_MODE);
    await rename(temp, path);
  } catch (e) {
    throw new CliError(`Cannot write ${path}: ${(e as Error).message}`);
  }
}

/** Makes the CLI's own config folder private even when it existed before (never a folder named with --config). */
export async function securePrivateDir(dir: string): Promise<void> {
  try {
    await chmod(dir, DIR_MODE);
  } catch {
    // Windows and unusual file systems have no modes to set; the file's own mode still applies.
  }
}
