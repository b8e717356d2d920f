import { readConfig, writeConfig, type RecentDecal, type StoredConfig } from './config-store';

/** How many started decals the config remembers (oldest forgotten first). */
export const RECENT_DECALS_MAX = 50;

/** Records a decal this CLI started, newest first. */
export async function rememberDecal(configPath: string, decal: RecentDecal): Promise<void> {
  const config = await readConfig(configPath);
  const recent = [decal, ...config.recent.filter((d) => !(d.id === decal.id && d.url === decal.url))].slice(0, RECENT_DECALS_MAX);
  await writeConfig(configPath, { ...config, recent });
}

/** The remembered decals of one server, newest first. */
export function recentDecalsOf(config: StoredConfig, url: string, limit: number): RecentDecal[] {
  return config.recent.filter((d) => d.url === url).slice(0, limit);
}
