import { MESSAGES } from '@decalforge/shared';

/** Logo files may be at most 10 MB (spec §5, §9). */
export const MAX_LOGO_BYTES = 10 * 1024 * 1024;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

const TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml']);
const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** The error message for an unusable logo file, or null when it may be used. */
export function validateLogoFile(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!typeOk) return MESSAGES.create.logoType;
  if (file.size > MAX_LOGO_BYTES) return MESSAGES.create.logoSize;
  return null;
}
