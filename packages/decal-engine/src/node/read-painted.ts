import type { SKRSContext2D } from '@napi-rs/canvas';
import { BACKGROUND_RGB, TEMPLATE_SIZE } from '../constants';
import { getRegions } from '../regions/templates';
import type { CarBody } from '../types';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Reading pixels back from Skia is the costliest step of a render on this machine (about
 * 11 ns a pixel: 45 ms for a whole 2048² surface, more than painting it). Everything a render
 * paints lies under a region's clip (paint-scene, logo-sticker), and outside the regions the
 * surface is the opaque background fill, so only the regions' bounding boxes are read back
 * (28–44 % of the sheet) into a buffer that already holds the background.
 */
const MARGIN = 2;

const rectsCache = new Map<string, readonly Rect[]>();

/** The boxes (output pixels) that hold every island of a body's regions, anti-aliased edges included. */
function paintedRects(body: CarBody, size: number): readonly Rect[] {
  const key = `${body}|${size}`;
  let rects = rectsCache.get(key);
  if (!rects) {
    const s = size / TEMPLATE_SIZE;
    rects = getRegions(body).flatMap((region) =>
      region.polygons.map((poly) => {
        const xs = poly.map((p) => p[0] * s);
        const ys = poly.map((p) => p[1] * s);
        const x0 = Math.max(0, Math.floor(Math.min(...xs)) - MARGIN);
        const y0 = Math.max(0, Math.floor(Math.min(...ys)) - MARGIN);
        const x1 = Math.min(size, Math.ceil(Math.max(...xs)) + MARGIN);
        const y1 = Math.min(size, Math.ceil(Math.max(...ys)) + MARGIN);
        return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
      }),
    );
    if (rectsCache.size >= 16) rectsCache.clear();
    rectsCache.set(key, rects);
  }
  return rects;
}

/**
 * The rendered surface as straight RGBA (it is opaque, so premultiplied and straight agree):
 * the background, with the painted boxes read back over it. Equal, byte for byte, to reading
 * the whole surface (render-decal.test).
 */
export function readPaintedPixels(ctx: SKRSContext2D, size: number, body: CarBody): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const [r, g, b] = BACKGROUND_RGB;
  // one 32-bit word per pixel, in the byte order of the platform (RGBA in memory)
  const word = new Uint8Array([r, g, b, 255]);
  new Uint32Array(out.buffer, out.byteOffset, size * size).fill(new Uint32Array(word.buffer)[0]);
  for (const rect of paintedRects(body, size)) {
    if (rect.w === 0 || rect.h === 0) continue;
    const data = ctx.getImageData(rect.x, rect.y, rect.w, rect.h).data;
    const row = rect.w * 4;
    for (let j = 0; j < rect.h; j++) out.set(data.subarray(j * row, (j + 1) * row), ((rect.y + j) * size + rect.x) * 4);
  }
  return out;
}
