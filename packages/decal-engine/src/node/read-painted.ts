import type { SKRSContext2D } from '@napi-rs/canvas';
import { BACKGROUND_RGB } from '../constants';
import { rasterizePolygons } from '../regions/rasterize';
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
 * surface is the opaque background fill, so only the runs of each band of rows that hold a
 * region are read back (20–30 % of the sheet, against 28–44 % for the regions' boxes) into a
 * buffer that already holds the background.
 */
const MARGIN = 2;
/** Rows per band read at once, and the widest gap inside a band that is read across anyway. */
const BAND = 32;
const GAP = 48;

const rectsCache = new Map<string, readonly Rect[]>();

/** Boxes (output pixels) that hold every pixel of a body's regions, anti-aliased edges included. */
function paintedRects(body: CarBody, size: number): readonly Rect[] {
  const key = `${body}|${size}`;
  let rects = rectsCache.get(key);
  if (!rects) {
    const mask = rasterizePolygons(
      getRegions(body).flatMap((region) => region.polygons),
      size,
    );
    const list: Rect[] = [];
    const cols = new Uint8Array(size);
    for (let y0 = 0; y0 < size; y0 += BAND) {
      const y1 = Math.min(size, y0 + BAND);
      cols.fill(0);
      // the columns any region touches in these rows, or within the margin above or below
      for (let y = Math.max(0, y0 - MARGIN); y < Math.min(size, y1 + MARGIN); y++)
        for (let x = 0, row = y * size; x < size; x++) if (mask[row + x]) cols[x] = 1;
      for (let x = 0; x < size;) {
        if (!cols[x]) {
          x++;
          continue;
        }
        let end = x;
        for (let k = x; k < size && k - end <= GAP; k++) if (cols[k]) end = k;
        const from = Math.max(0, x - MARGIN);
        const to = Math.min(size, end + 1 + MARGIN);
        list.push({ x: from, y: y0, w: to - from, h: y1 - y0 });
        x = end + 1;
      }
    }
    rects = list;
    if (rectsCache.size >= 16) rectsCache.clear();
    rectsCache.set(key, rects);
  }
  return rects;
}

/**
 * Buffers whose outside is known to be the background: for each, the boxes its last read wrote
 * (null while a read is under way, or after one that threw). Only the render pool's buffers are
 * entered (keepBackgroundOf): nothing else writes them between renders, while a caller's own
 * buffer may have been changed since. Filling all 16 MB with the background cost 0.9–2.4 ms a
 * render; a pooled buffer needs only the last body's boxes that this body's do not cover, and
 * nothing at all after a render of the same body and size (measured with the body changing on
 * every read: 9.9 → 9.3 ms of CPU a read).
 */
const backgroundOutside = new WeakMap<Uint8Array, readonly Rect[] | null>();

/** Lets readPaintedPixels skip most of the background fill when it is given `buffer` again. */
export function keepBackgroundOf(buffer: Uint8Array): void {
  backgroundOutside.set(buffer, null);
}

/** Fills with `word` the parts of the `stale` boxes that no box of `next` will overwrite (both on the BAND grid). */
function fillStale(pixels: Uint32Array, size: number, word: number, stale: readonly Rect[], next: readonly Rect[]): void {
  const nextByBand = new Map<number, Rect[]>();
  for (const rect of next) {
    const band = nextByBand.get(rect.y);
    if (band) band.push(rect);
    else nextByBand.set(rect.y, [rect]);
  }
  for (const rect of stale) {
    // a band's boxes are disjoint and run left to right (paintedRects)
    let x = rect.x;
    const end = rect.x + rect.w;
    for (const cover of [...(nextByBand.get(rect.y) ?? []), { x: end, w: 0 }]) {
      const to = Math.min(end, cover.x);
      if (to > x) for (let y = rect.y; y < rect.y + rect.h; y++) pixels.fill(word, y * size + x, y * size + to);
      x = Math.max(x, cover.x + cover.w);
      if (x >= end) break;
    }
  }
}

/**
 * The rendered surface as straight RGBA (it is opaque, so premultiplied and straight agree):
 * the background, with the painted boxes read back over it. Equal, byte for byte, to reading
 * the whole surface (read-painted.test).
 */
export function readPaintedPixels(ctx: SKRSContext2D, size: number, body: CarBody, into?: Uint8Array): Uint8Array {
  if (into && into.length !== size * size * 4) throw new Error('readPaintedPixels: buffer of the wrong size');
  const out = into ?? new Uint8Array(size * size * 4);
  const rects = paintedRects(body, size);
  const [r, g, b] = BACKGROUND_RGB;
  // one 32-bit word per pixel, in the byte order of the platform (RGBA in memory)
  const word = new Uint32Array(new Uint8Array([r, g, b, 255]).buffer)[0];
  const pixels = new Uint32Array(out.buffer, out.byteOffset, size * size);
  const tracked = backgroundOutside.has(out);
  // (a buffer's length fixes its size, so the boxes it last held are of this size)
  const last = backgroundOutside.get(out);
  if (tracked) backgroundOutside.set(out, null);
  if (!last) pixels.fill(word);
  else if (last !== rects) fillStale(pixels, size, word, last, rects);
  for (const rect of rects) {
    const data = ctx.getImageData(rect.x, rect.y, rect.w, rect.h).data;
    const row = rect.w * 4;
    for (let j = 0; j < rect.h; j++) out.set(data.subarray(j * row, (j + 1) * row), ((rect.y + j) * size + rect.x) * 4);
  }
  if (tracked) backgroundOutside.set(out, rects);
  return out;
}
