import { LOGO_ACCEPT as ACCEPT, LOGO_MAX_BYTES, MESSAGES } from '@decalforge/shared';

/** Logo files may be at most 10 MB (docs/product-rules.md, Logo); the server checks again, and decides the type by content. */
export const MAX_LOGO_BYTES = LOGO_MAX_BYTES;
export const LOGO_ACCEPT = ACCEPT;

const TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml']);
const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** The error message for an unusable logo file, or null when it may be used. */
export function validateLogoFile(file: { name: string; type: string; size: number }): string | null {
  const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!typeOk) return MESSAGES.create.logoType;
  if (file.size > MAX_LOGO_BYTES) return MESSAGES.create.logoSize;
  return null;
}
