import { posix, win32 } from 'node:path';
import type { CliIo } from './io';

export const CONFIG_DIR_NAME = 'decalforge';
export const CONFIG_FILE_NAME = 'config.json';

/**
 * The user's config folder: `%APPDATA%\decalforge` on Windows, `$XDG_CONFIG_HOME/decalforge`
 * elsewhere (`~/.config/decalforge` when XDG_CONFIG_HOME is unset or not absolute).
 */
export function defaultConfigDir(io: Pick<CliIo, 'env' | 'platform' | 'homedir'>): string {
  if (io.platform === 'win32') return win32.join(io.env.APPDATA || win32.join(io.homedir, 'AppData', 'Roaming'), CONFIG_DIR_NAME);
  const xdg = io.env.XDG_CONFIG_HOME;
  return posix.join(xdg && posix.isAbsolute(xdg) ? xdg : posix.join(io.homedir, '.config'), CONFIG_DIR_NAME);
}

/** Where the config file is: `--config <path>` (relative to the working directory) or the default. */
export function configFilePath(io: Pick<CliIo, 'env' | 'platform' | 'homedir' | 'cwd'>, flag?: string): string {
  const path = io.platform === 'win32' ? win32 : posix;
  if (flag) return path.resolve(io.cwd, flag);
  return path.join(defaultConfigDir(io), CONFIG_FILE_NAME);
}
