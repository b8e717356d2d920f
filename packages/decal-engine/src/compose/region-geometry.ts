import { regionFrame, type RegionFrame } from '../regions/frame';
import { pointInPolygon } from '../regions/polygon-utils';
import { getRegions } from '../regions/templates';
import type { Direction, Polygon, RegionTemplate } from '../regions/types';
import type { CarBody } from '../types';

/** Grid step of the coarse inside/outside mask (template pixels). */
const STEP = 8;

export const DIR: Record<Direction, readonly [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * A region with what the composer needs: its local frame (x: nose → tail, y: across), where
 * it sits along the car (`span`, 0 = nose, 1 = tail) and a coarse mask in local cells to
 * find free boxes for hero motifs, text and scattered copies.
 */
export interface RegionGeometry {
  region: RegionTemplate;
  frame: RegionFrame;
  span: readonly [number, number];
  cols: number;
  rows: number;
  /** 1 where the local cell centre is on the region. */
  mask: Uint8Array;
  /** Summed-area table of `mask`, (cols+1)×(rows+1). */
  sat: Int32Array;
  area: number;
  /** The bands of local y its islands cover (`rowBandsOf`), worked out once with the mask. */
  bands: ReadonlyArray<readonly [number, number]>;
  /** Answers of `largestBox` for this region, by its arguments. */
  boxes: Map<string, LocalBox | null>;
}

/**
 * The rows of local y a side's art is laid over: the rows its panel really covers when the
 * frame runs well past them (the Dominus strips cover 104–248 of 278), else the whole frame.
 */
export function artRows(g: RegionGeometry): readonly [number, number] {
  const lo = g.bands[0]?.[0] ?? 0;
  const hi = g.bands[g.bands.length - 1]?.[1] ?? g.frame.width;
  return g.region.kind === 'side' && hi - lo < g.frame.width * 0.85 ? [lo, hi] : [0, g.frame.width];
}

/** The rows of local y of a region's main panel, its tallest band (the whole frame if none). */
export function mainRows(g: RegionGeometry): readonly [number, number] {
  return g.bands.reduce<readonly [number, number]>((a, b) => (b[1] - b[0] > a[1] - a[0] ? b : a), g.bands[0] ?? [0, g.frame.width]);
}

const mainIslands = new WeakMap<RegionGeometry, readonly [Polygon, number, number]>();

/**
 * A region's largest island (by its box), the panel a side's door is: [polygon, its x span
 * along the region]. Kept per geometry: the plan and the painter both ask on every render.
 */
export function mainIsland(g: RegionGeometry): readonly [Polygon, number, number] {
  const known = mainIslands.get(g);
  if (known) return known;
  let best: readonly [Polygon, number, number] = [g.region.polygons[0], 0, g.frame.length];
  let bestArea = -1;
  for (const poly of g.region.polygons) {
    const pts = poly.map(([px, py]) => textureToLocal(g.frame, px, py));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const area = (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
    if (area > bestArea) [best, bestArea] = [[poly, Math.min(...xs), Math.max(...xs)], area];
  }
  mainIslands.set(g, best);
  return best;
}

/**
 * The islands of a region that lie off its main panel's rows (`mainRows`): on the Octane's
 * sides the wheel-arch crescent and the sill strip beside the door.
 */
export function offMainIslands(g: RegionGeometry): Polygon[] {
  const [y0, y1] = mainRows(g);
  return g.region.polygons.filter((poly) => {
    const ys = poly.map(([px, py]) => textureToLocal(g.frame, px, py)[1]);
    const mid = (Math.min(...ys) + Math.max(...ys)) / 2;
    return mid < y0 || mid > y1;
  });
}

/**
 * The rows of local y a band pattern (a rope, a keyboard) is laid over on a side: the whole
 * frame where the side has a second panel tall enough to carry it, so it runs low over that
 * panel and leaves the main one to the hero (the Octane); else the main panel, where it takes
 * its lower part (laid over the whole frame it ran along a Fennec flank's edge and kept the
 * hero off most of the panel, or off the flank altogether).
 */
export function bandRows(g: RegionGeometry): readonly [number, number] {
  const main = mainRows(g);
  const second = g.bands.some((b) => b !== main && b[1] - b[0] >= 120);
  return second ? [0, g.frame.width] : main;
}

/** A box in a region's local frame (template pixels). */
export interface LocalBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

const SPANS: Record<string, readonly [number, number]> = {
  hood: [0, 0.42],
  roof: [0.38, 0.85],
  rear: [0.85, 1],
  back: [0.9, 1],
  upper: [0.3, 0.9],
};

export function localToTexture(frame: RegionFrame, x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = frame.matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

/** Template coordinates in a region's local frame (its axes are perpendicular unit vectors: the inverse is the transpose). */
export function textureToLocal(frame: RegionFrame, x: number, y: number): [number, number] {
  const [a, b, c, d, e, f] = frame.matrix;
  return [(x - e) * a + (y - f) * b, (x - e) * c + (y - f) * d];
}

/** Spacing (local template px) of the samples an island's edges are read at. */
const EDGE_STEP = 12;

/** [x, y at the island's low edge, y at its high edge] every EDGE_STEP along the region's length. */
export type EdgeSample = readonly [number, number, number];

/**
 * An island's two long edges, read along the region's length in its local frame (x along, y
 * across, shifted down by `dy`): where a line across the island at x first and last meets its outline.
 */
export function edgeSamples(frame: RegionFrame, poly: Polygon, dy: number): EdgeSample[] {
  const pts = poly.map(([px, py]) => {
    const [x, y] = textureToLocal(frame, px, py);
    return [x, y - dy] as const;
  });
  const xs = pts.map(([x]) => x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const out: EdgeSample[] = [];
  for (let x = x0 + EDGE_STEP / 2; x < x1; x += EDGE_STEP) {
    let lo = Infinity;
    let hi = -Infinity;
    for (let k = 0; k < pts.length; k++) {
      const [ax, ay] = pts[k];
      const [bx, by] = pts[(k + 1) % pts.length];
      if (ax === bx || x < Math.min(ax, bx) || x > Math.max(ax, bx)) continue;
      const y = ay + ((x - ax) / (bx - ax)) * (by - ay);
      lo = Math.min(lo, y);
      hi = Math.max(hi, y);
    }
    if (hi > lo) out.push([x, lo, hi]);
  }
  return out;
}

function build(region: RegionTemplate): RegionGeometry {
  const frame = regionFrame(region);
  const cols = Math.max(1, Math.ceil(frame.length / STEP));
  const rows = Math.max(1, Math.ceil(frame.width / STEP));
  const mask = new Uint8Array(cols * rows);
  let area = 0;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = localToTexture(frame, (i + 0.5) * STEP, (j + 0.5) * STEP);
      if (region.polygons.some((poly) => pointInPolygon(p, poly))) {
        mask[j * cols + i] = 1;
        area++;
      }
    }
  }
  const sat = new Int32Array((cols + 1) * (rows + 1));
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      sat[(j + 1) * (cols + 1) + i + 1] =
        mask[j * cols + i] + sat[j * (cols + 1) + i + 1] + sat[(j + 1) * (cols + 1) + i] - sat[j * (cols + 1) + i];
    }
  }
  const span = SPANS[region.id] ?? (region.kind === 'back' ? SPANS.back : ([0, 1] as const));
  const geometry: RegionGeometry = { region, frame, span, cols, rows, mask, sat, area: area * STEP * STEP, bands: [], boxes: new Map() };
  geometry.bands = rowBandsOf(geometry);
  return geometry;
}

const cache = new Map<CarBody, RegionGeometry[]>();

export function bodyGeometry(body: CarBody): RegionGeometry[] {
  let g = cache.get(body);
  if (!g) {
    g = getRegions(body).map(build);
    cache.set(body, g);
  }
  return g;
}

function filled(g: RegionGeometry, i: number, j: number, w: number, h: number): number {
  const c = g.cols + 1;
  return g.sat[(j + h) * c + i + w] - g.sat[j * c + i + w] - g.sat[(j + h) * c + i] + g.sat[j * c + i];
}

/** True when at least `share` of the local box lies on the region. */
export function boxInside(g: RegionGeometry, box: LocalBox, share = 0.97): boolean {
  const i = Math.floor(box.x / STEP);
  const j = Math.floor(box.y / STEP);
  const w = Math.max(1, Math.round(box.w / STEP));
  const h = Math.max(1, Math.round(box.h / STEP));
  if (i < 0 || j < 0 || i + w > g.cols || j + h > g.rows) return false;
  return filled(g, i, j, w, h) >= share * w * h;
}

/**
 * Whether a box lies on one island of the region at its corners and edge midpoints, tested
 * on the polygons themselves (the coarse mask passes a box whose corner pokes past a slanted
 * edge: scattered hearts came out "sliced in half" at the Octane's wheel-arch pieces).
 */
export function boxOnIsland(g: RegionGeometry, box: LocalBox): boolean {
  const pts = [0, 0.5, 1].flatMap((u) => [0, 0.5, 1].map((v) => localToTexture(g.frame, box.x + u * box.w, box.y + v * box.h)));
  return g.region.polygons.some((poly) => pts.every((p) => pointInPolygon(p, poly)));
}

/**
 * The largest box of length:width `aspect` (local x : local y) that lies on the region,
 * nearest to `prefer` (fraction of the length) among equals; null when none is `minSize` wide.
 */
export function largestBox(
  g: RegionGeometry,
  aspect: number,
  prefer = 0.5,
  minSize = 48,
  avoid: readonly LocalBox[] = [],
  inside = 0.985,
): LocalBox | null {
  // every render plans its heroes and text afresh; the answer depends only on these arguments
  const key = `${aspect}|${prefer}|${minSize}|${inside}|${avoid.map((a) => `${a.x},${a.y},${a.w},${a.h}`).join(';')}`;
  const known = g.boxes.get(key);
  if (known !== undefined) return known;
  const box = searchBox(g, aspect, prefer, minSize, avoid, inside);
  if (g.boxes.size >= 256) g.boxes.clear();
  g.boxes.set(key, box);
  return box;
}

function searchBox(
  g: RegionGeometry,
  aspect: number,
  prefer: number,
  minSize: number,
  avoid: readonly LocalBox[],
  inside: number,
): LocalBox | null {
  const fits = (h: number): LocalBox | null => {
    const w = Math.max(1, Math.round(h * aspect));
    if (w > g.cols || h > g.rows) return null;
    let best: LocalBox | null = null;
    let bestScore = Infinity;
    for (let j = 0; j + h <= g.rows; j++) {
      for (let i = 0; i + w <= g.cols; i++) {
        if (filled(g, i, j, w, h) < inside * w * h) continue;
        const box = { x: i * STEP, y: j * STEP, w: w * STEP, h: h * STEP };
        if (avoid.some((a) => overlaps(a, box))) continue;
        const score = Math.abs((i + w / 2) / g.cols - prefer) + Math.abs((j + h / 2) / g.rows - 0.5) * 0.3;
        if (score < bestScore) {
          bestScore = score;
          best = box;
        }
      }
    }
    return best;
  };
  let lo = Math.max(1, Math.ceil(minSize / STEP));
  let hi = g.rows;
  let found: LocalBox | null = null;
  if (!fits(lo)) return null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const box = fits(mid);
    if (box) {
      found = box;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

export function overlaps(a: LocalBox, b: LocalBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The bands of local y the region covers (runs of rows holding a fair share of its cells),
 * in template pixels: a side made of two islands (the upper flank and the sill piece) has
 * two, and a pattern centred on the frame would fall in the gap between them.
 */
function rowBandsOf(g: RegionGeometry): Array<readonly [number, number]> {
  const counts = Array.from({ length: g.rows }, (_, j) => {
    let n = 0;
    for (let i = 0; i < g.cols; i++) n += g.mask[j * g.cols + i];
    return n;
  });
  const min = Math.max(1, Math.max(...counts) * 0.15);
  const bands: Array<readonly [number, number]> = [];
  for (let j = 0; j < g.rows;) {
    if (counts[j] < min) {
      j++;
      continue;
    }
    const start = j;
    while (j < g.rows && counts[j] >= min) j++;
    if (j - start >= 3) bands.push([start * STEP, j * STEP]);
  }
  return bands.length ? bands : [[0, g.frame.width]];
}
