/** Logo Upload (Pro): the rules the server enforces and the Create page shows (docs/product-rules.md, Logo). */

/** Largest upload accepted, in bytes: 10 MB (docs/product-rules.md, Logo). */
export const LOGO_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side, in pixels, of the PNG a logo is stored as (SVGs are rasterised to it, larger images scaled down). */
export const LOGO_MAX_SIDE = 1024;
/** Logos one user may upload per UTC day (429 past it). */
export const LOGO_UPLOADS_PER_DAY = 20;
/** How a logo is placed on the decal. */
export const LOGO_MODES = ['sticker'] as const;
export type LogoMode = (typeof LOGO_MODES)[number];
export const DEFAULT_LOGO_MODE: LogoMode = 'sticker';
/**
 * Logo size on the decal: 1 = 100 %, the logo's longer side half as long as the largest box of its
 * shape that fits on the panel; 2 fills that box (see docs/product-rules.md, Logo).
 */
export const LOGO_SCALE_MIN = 0.1;
export const LOGO_SCALE_MAX = 2;
/** Share of the panel's largest box the logo takes at scale 1. */
export const LOGO_BOX_SHARE = 0.5;
export const DEFAULT_LOGO_SCALE = 1;
/** The file picker's accept list (the server still decides by content). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';

/** POST /api/logos → 201. `contentType` is what the content was recognised as; the stored logo is always a PNG. */
export interface LogoUploadResponse {
  id: string;
  width: number;
  height: number;
  contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
}
