import sharp, { type Sharp } from 'sharp';
import { LOGO_MAX_SIDE, type LogoUploadResponse } from '@decalforge/shared';

export type LogoSourceType = LogoUploadResponse['contentType'];

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Pixels a raster upload may decode to (8000 × 8000); an SVG is rendered to LOGO_MAX_SIDE anyway. */
const MAX_INPUT_PIXELS = 64_000_000;

/** The part of an SVG document before its root element: BOM, XML declaration, comments, doctype. */
function skipProlog(text: string): string {
  let s = text.replace(/^\uFEFF/, '');
  for (;;) {
    s = s.trimStart();
    const end = s.startsWith('<?') ? s.indexOf('?>') + 2 : s.startsWith('<!--') ? s.indexOf('-->') + 3 : 0;
    if (end > 1) {
      s = s.slice(end);
      continue;
    }
    const doctype = /^<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i.exec(s);
    if (doctype) {
      s = s.slice(doctype[0].length);
      continue;
    }
    return s;
  }
}

/**
 * What the upload is, by its content alone (never its name or declared type): PNG and JPEG by
 * their magic bytes, SVG by an `<svg>` root element in UTF-8 text. Null for anything else.
 */
export function detectLogoType(bytes: Buffer): LogoSourceType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 256 * 1024);
  if (head.includes(0)) return null;
  return /^<svg[\s/>]/.test(skipProlog(head.toString('utf8'))) ? 'image/svg+xml' : null;
}

/** A reference is kept only when it stays inside the document: a `#fragment` or a `data:` URL. */
const internal = (value: string): boolean => /^\s*(#|data:)/i.test(value);

/**
 * Makes an SVG harmless before it is rasterised: entity declarations are refused (null); the
 * doctype, processing instructions, comments, `<script>` and `<foreignObject>` elements, event
 * handler attributes (`on…`), every `href`/`xlink:href` (and XInclude) that is not a `#fragment`
 * or `data:` URL, CSS `@import` and CSS `url(…)` to anything outside the document are removed,
 * repeatedly until nothing changes (so nested tricks such as `<scr<script></script>ipt>` do not
 * survive one pass).
 */
export function sanitizeSvg(text: string): string | null {
  if (/<!ENTITY/i.test(text)) return null;
  let s = text.replace(/^\uFEFF/, '');
  let previous: string;
  do {
    previous = s;
    s = s
      .replace(/<\?[\s\S]*?\?>/g, '')
      .replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|foreignObject)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<\/?(script|foreignObject)\b[^>]*>/gi, '')
      .replace(/\son[a-z0-9_.:-]*\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
      .replace(/\s((?:[a-z0-9_-]+:)?(?:href|src))\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi, (m, _n, _q, a, b, c) =>
        internal(String(a ?? b ?? c ?? '')) ? m : '',
      )
      .replace(/@import[^;]*;?/gi, '')
      .replace(/url\(\s*(?!['"]?\s*(?:#|data:))[^)]*\)/gi, 'none');
  } while (s !== previous);
  return s;
}

export class LogoImageError extends Error {
  constructor(readonly reason: 'type' | 'pixels') {
    super(reason);
  }
}

export interface StoredLogoImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * The PNG a logo is stored as: longest side at most LOGO_MAX_SIDE, RGBA, no metadata. Rasters
 * must decode as what their magic bytes say (EXIF orientation applied); an SVG is sanitised and
 * rendered by librsvg at the density that makes its longest side LOGO_MAX_SIDE.
 */
export async function toStoredPng(bytes: Buffer, type: LogoSourceType): Promise<StoredLogoImage> {
  let input: Sharp;
  try {
    if (type === 'image/svg+xml') {
      const clean = sanitizeSvg(bytes.toString('utf8'));
      if (clean === null) throw new LogoImageError('type');
      const svg = Buffer.from(clean, 'utf8');
      // reading the declared size renders nothing; the render below is at the bounded density
      const meta = await sharp(svg, { limitInputPixels: false }).metadata();
      if (meta.format !== 'svg' || !meta.width || !meta.height) throw new LogoImageError('type');
      const density = Math.min(72 * LOGO_MAX_SIDE, Math.max(1, (72 * LOGO_MAX_SIDE) / Math.max(meta.width, meta.height)));
      input = sharp(svg, { density, limitInputPixels: MAX_INPUT_PIXELS });
    } else {
      const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
      if (meta.format !== (type === 'image/png' ? 'png' : 'jpeg')) throw new LogoImageError('type');
      input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    }
    const { data, info } = await input
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch (err) {
    if (err instanceof LogoImageError) throw err;
    throw new LogoImageError(err instanceof Error && /pixel limit/i.test(err.message) ? 'pixels' : 'type');
  }
}
