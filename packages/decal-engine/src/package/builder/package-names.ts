import { PRODUCT_NAME, type CarBody } from '@decalforge/shared';
import { timeCode } from '../preset';

const SLUG_CHARS = 18;

/** Lower-case, file-system-safe part of the prompt (a-z, 0-9, dashes; up to 18 chars). */
export function promptSlug(prompt: string): string {
  return String(prompt ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_CHARS)
    .replace(/-+$/, '');
}

/** `DecalForge_{carBody}_{timestamp}.zip` (docs/product-rules.md, Download package); "all" for the all-bodies package. */
export function zipFileName(carBody: CarBody | 'all', date: Date): string {
  return `${PRODUCT_NAME}_${carBody}_${date.getTime()}.zip`;
}

/** The decal's own folder inside DecalTextures, e.g. `DecalForge_molten-lava-cracks_K3QZ`. */
export function rootFolderName(prompt: string, date: Date): string {
  return [PRODUCT_NAME, promptSlug(prompt) || 'decal', timeCode(date)].join('_');
}
