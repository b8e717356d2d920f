import type { Canvas } from '@napi-rs/canvas';
import { BAND_TOP, bandHeight, type PatternId } from '../../scene/types';
import type { Hex } from '../../types';
import { adjustHex, clamp, hexToHsl, luma, mixHex, rgba } from '../../util/color';
import type { Rng } from '../../util/rng';
import type { Ctx } from '../draw/context';
import { fillTiled, TILE } from './tiles';
import { hazardTape } from './hazard-tape';
import { forest, mountains, tooSmall } from './landscape';
import { glitch } from './glitch';
import { tieDye } from './tie-dye';
import { aurora } from './aurora';
import { barbedWire } from './barbed-wire';
import { codeRain } from './code-rain';
import { frost } from './frost';
import { seigaiha } from './seigaiha';
import { smoke } from './smoke';
import { web } from './web';
import { stars } from './night-sky';
import { cellPoints, fractalNoise, mixRgb, pixelCanvas, rgbOf } from './noise';

/** What a pattern draws with, in one region's local frame (x: nose → tail, y: across). */
export interface PatternFrame {
  ctx: Ctx;
  L: number;
  W: number;
  kind: string;
  colors: Hex[];
  base: Hex;
  rng: Rng;
  /** Feature size in template pixels. */
  unit: number;
  density: number;
  glow: number;
  /** Where the region sits along the car, 0 = nose, 1 = tail. */
  span: readonly [number, number];
  /** The scene's layout seed (tiles are keyed by it, so a new seed is a new variant). */
  seed: number;
  /** The bands of local y the region covers (RegionGeometry.bands); whole frame if absent. */
  bands?: ReadonlyArray<readonly [number, number]>;
  /** Each island's box [x0, y0, x1, y1] in an upright frame (set by uprightFrame only). */
  islands?: ReadonlyArray<readonly [number, number, number, number]>;
  /** A point of the horizon a hero sun sets on, in canvas pixels: a perspective grid lies below it. */
  horizonAt?: readonly [number, number];
}

/** A texture drawn once into a seamless tile (see tiles.ts) and filled over each region. */
function tiled(id: string, draw: PatternDrawer): PatternDrawer {
  return (f) =>
    fillTiled(
      f.ctx,
      f.L,
      f.W,
      `${id}|${f.colors.join(',')}|${f.base}|${f.unit.toFixed(2)}`,
      (ctx, rng) => draw({ ...f, ctx, L: TILE, W: TILE, rng }),
      f.seed,
    );
}

export type PatternDrawer = (f: PatternFrame) => void;

/** A texture computed per pixel (noise.ts) once per tile, then drawn at each of the tile's shifted passes. */
function pixelTiled(id: string, make: (f: PatternFrame) => Canvas): PatternDrawer {
  return (f) => {
    let art: Canvas | null = null;
    // feature sizes in steps of 12 px: variants of a look share a tile (the seed shifts it)
    const unit = Math.max(12, Math.round(f.unit / 12) * 12);
    fillTiled(
      f.ctx,
      f.L,
      f.W,
      `${id}|${f.colors.join(',')}|${f.base}|${unit}`,
      (ctx, rng) => ctx.drawImage((art ??= make({ ...f, unit, ctx, L: TILE, W: TILE, rng })), 0, 0, TILE, TILE),
      f.seed,
    );
  };
}

const c = (f: PatternFrame, i: number): Hex => f.colors[i % f.colors.length];

function tartan(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const period = f.unit * 2.4;
  const bands: Array<[number, number, Hex, number]> = [
    [0, 0.34, c(f, 0), 0.8],
    [0.5, 0.12, c(f, 0), 0.8],
    [0.72, 0.04, f.colors[1] ?? adjustHex(f.base, 0.35), 0.9],
    [0.86, 0.03, adjustHex(f.base, 0.3), 0.8],
  ];
  // one fill per band set and direction: a set's bands never touch, so this is the same picture
  // as a rectangle at a time (where the two directions cross, the colour is laid twice), at a
  // draw's cost instead of ~40 (each draw under a region's anti-aliased clip has its own setup)
  for (const [at, width, color, alpha] of bands) {
    ctx.fillStyle = rgba(color, alpha);
    ctx.beginPath();
    for (let x = -period; x < L + period; x += period) ctx.rect(x + at * period, -5, width * period, W + 10);
    ctx.fill();
    ctx.beginPath();
    for (let y = -period; y < W + period; y += period) ctx.rect(-5, y + at * period, L + 10, width * period);
    ctx.fill();
  }
}

/**
 * Cow hide, per pixel: large ragged patches of the pattern's colour on the coat, about a third
 * of it (the camo's three tones of blobs read as a camo, and grey nobody named showed in them).
 */
function cowhide(f: PatternFrame): Canvas {
  const cells = Math.max(2, Math.round(TILE / (f.unit * 3.2)));
  const field = fractalNoise(f.rng, TILE, cells, 4);
  const patch = rgbOf(c(f, 0));
  const coat = rgbOf(f.base);
  return pixelCanvas(TILE, (x, y) => (field(x, y) > 0.52 ? patch : coat));
}

/**
 * Leopard pelt, per pixel: rosettes (broken dark rings with a tawny centre) and solid spots
 * around jittered cell points, their outlines made ragged by noise, over a softly mottled coat.
 */
function leopard(f: PatternFrame): Canvas {
  const { rng } = f;
  const cells = Math.max(4, Math.round(TILE / (f.unit * 1.05)));
  const step = TILE / cells;
  const points = cellPoints(rng, TILE, cells);
  const warp = fractalNoise(rng, TILE, cells * 2, 2);
  const lumps = fractalNoise(rng, TILE, cells * 3, 2);
  const coatNoise = fractalNoise(rng, TILE, 8, 3);
  const coat = rgbOf(f.base);
  const ring = rgbOf(c(f, 0));
  const centre = rgbOf(f.colors[1] && f.colors[1] !== c(f, 0) ? f.colors[1] : adjustHex(f.base, -0.2));
  // each rosette: [kind, size, turn, fragments]. A real rosette is three to five thick black
  // commas round a darker tawny centre, not a thin outline (a ring with a blurred fill read as
  // "black rings with blurry brown blobs that don't line up, a doodle")
  const kinds = Array.from(
    { length: cells * cells },
    () => [rng.next(), 0.24 + rng.next() * 0.2, rng.next(), 3 + Math.floor(rng.next() * 3)] as const,
  );
  const deep = rgbOf(adjustHex(f.base, -0.16));
  return pixelCanvas(
    TILE,
    (x, y) => {
      const w = warp(x, y);
      const { d1, id, ex, ey } = points(x + (w - 0.5) * step * 0.35, y + (warp(y, x) - 0.5) * step * 0.35);
      const [kind, size, turn, fragments] = kinds[id];
      // an irregular outline (lumpy, not a circle)
      const d = d1 / step + (lumps(x, y) - 0.5) * 0.16;
      // the coat's tone wanders: paler cream in places, a deeper tawny in others
      const n = coatNoise(x, y) - 0.5;
      const base = n > 0 ? mixRgb(coat, [255, 232, 180], n * 0.9) : mixRgb(coat, deep, -n * 1.2);
      // a few solid spots, smaller than the rosettes (large solid blobs read as "cookie-like")
      if (kind < 0.14) return d < size * 0.42 ? ring : base;
      // where round the centre this point is, as a share of one fragment (0 = a gap's start)
      const t = ((Math.atan2(ey, ex) / (Math.PI * 2) + 0.5) * fragments + turn) % 1;
      const gap = t < 0.14;
      // each comma is thickest in its middle and tapers to its ends
      const swell = gap ? 0 : Math.sin((Math.PI * (t - 0.14)) / 0.86);
      const inner = size * (0.66 - 0.08 * swell);
      const outer = size * (0.8 + 0.3 * swell);
      if (d < inner) return mixRgb(centre, base, 0.2);
      if (!gap && d < outer) return ring;
      return base;
    },
    2,
  );
}

function polka(f: PatternFrame): void {
  const { ctx, L, W } = f;
  // a whole number of dots and of row pairs per tile, so the tile repeats without a seam
  const step = L / Math.max(1, Math.round(L / (f.unit * 0.9)));
  const rowStep = W / (2 * Math.max(1, Math.round(W / (2 * step * 0.87))));
  const r = step * 0.24;
  ctx.fillStyle = c(f, 0);
  ctx.beginPath();
  for (let row = 0, y = rowStep / 2; y < W; y += rowStep, row++) {
    for (let x = (row % 2) * step * 0.5; x < L; x += step) {
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
  }
  ctx.fill();
}

/**
 * Art deco fans: rows of half-discs, each a fan of fine rays inside concentric arcs, the rows
 * overlapping like scales and offset by half a fan, in fine lines of the pattern's colour on
 * the base (as gold leaf on black lacquer). A whole number of fans and rows per tile, so it
 * repeats without a seam; each row painted over the one above it.
 */
function artDeco(f: PatternFrame): void {
  const { ctx, L, W } = f;
  // (fans a unit and a half across were too busy to read as fans at a glance)
  const step = L / Math.max(1, Math.round(L / (f.unit * 2.6)));
  const R = step / 2;
  const rowStep = W / (2 * Math.max(1, Math.round(W / (2 * R * 0.7))));
  const line = Math.max(3, R * 0.045);
  const gold = c(f, 0);
  ctx.lineCap = 'round';
  ctx.strokeStyle = gold;
  for (let row = 0, y = 0; y <= W + R; y += rowStep, row++) {
    for (let x = (row % 2) * R; x <= L + R; x += step) {
      ctx.beginPath();
      ctx.moveTo(x - R, y);
      ctx.arc(x, y, R, Math.PI, Math.PI * 2);
      ctx.closePath();
      ctx.fillStyle = f.base;
      ctx.fill();
      ctx.lineWidth = line * 1.8;
      ctx.stroke();
      ctx.lineWidth = line;
      ctx.beginPath();
      for (const k of [0.74, 0.5]) {
        ctx.moveTo(x + R * k, y);
        ctx.arc(x, y, R * k, 0, Math.PI, true);
      }
      // the rays of the fan, between the inner arc and the outer one
      for (let i = 1; i < 8; i++) {
        const a = Math.PI + (Math.PI * i) / 8;
        ctx.moveTo(x + Math.cos(a) * R * 0.5, y + Math.sin(a) * R * 0.5);
        ctx.lineTo(x + Math.cos(a) * R * 0.96, y + Math.sin(a) * R * 0.96);
      }
      ctx.stroke();
      // a solid core: the fan's hub
      ctx.beginPath();
      ctx.arc(x, y, R * 0.2, Math.PI, Math.PI * 2);
      ctx.closePath();
      ctx.fillStyle = gold;
      ctx.fill();
    }
  }
}

/**
 * Digital camo: a grid of small square pixels, each taking the colour of layered fractal
 * noise fields (light patches, then the pattern's colours as blotches, the darkest smallest),
 * so the blotches have ragged, fractal pixel edges and stray specks, as on real digital camo.
 */
function pixelCamo(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const cols = Math.max(8, Math.round(L / (f.unit * 0.22)));
  const rows = Math.max(8, Math.round(W / (f.unit * 0.22)));
  const pw = L / cols;
  const ph = W / rows;
  const fields = [0, 1, 2, 3].map(() => fractalNoise(rng, L, 6, 4));
  const light = adjustHex(f.base, 0.08);
  // every cell is flat: the base's shading showing between the pixels read as "smooth
  // gradient patches breaking the pixel camo"
  // (exactly the frame: it may be one tile of several, and a margin would cover the next's edge)
  ctx.fillStyle = f.base;
  ctx.fillRect(0, 0, L, W);
  // share of the surface: deep and light patches of the base, then each colour (the last and
  // any near-black least: large black blotches read to blind reviewers as dominating a
  // woodland camo)
  // Each layer covers its share of the cells exactly: cut at that quantile of its field over
  // the grid (a fixed cut on the noise covered anywhere from 15 to 53 % from look to look, and
  // one tile came out in "large flat brown areas and lone black rectangles").
  const layers: Array<[number, Hex]> = [
    [0.23, adjustHex(f.base, -0.07)],
    [0.28, light],
    ...f.colors.map((h, k): [number, Hex] => [luma(h) < 0.12 ? 0.115 : k === f.colors.length - 1 && f.colors.length > 1 ? 0.19 : 0.36, h]),
  ];
  // each layer's field at every cell centre, sampled once (it sets the cut and then the cells)
  const values = layers.map((_, k) => {
    const v = new Float64Array(rows * cols);
    for (let j = 0, n = 0; j < rows; j++)
      for (let i = 0; i < cols; i++, n++) v[n] = fields[k % 4]((i + 0.5) * pw, ((j + 0.5) * ph * L) / W);
    return v;
  });
  const cuts = layers.map(([share], k) => {
    const sorted = values[k].slice().sort();
    return sorted[Math.min(sorted.length - 1, Math.floor((1 - share) * sorted.length))];
  });
  for (let j = 0, n = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++, n++) {
      let color: Hex | null = null;
      layers.forEach(([, h], k) => {
        if (values[k][n] > cuts[k]) color = h;
      });
      if (!color) continue;
      ctx.fillStyle = color;
      ctx.fillRect(i * pw, j * ph, pw + 0.5, ph + 0.5);
    }
  }
}

/**
 * Chevrons as a speed graphic, not a wallpaper: a band of arrow heads pointing at the nose
 * down the middle of each island, edged with fine lines in the same colour, bold at the front
 * of the car and fading a little towards the tail (the position along the car comes from the
 * region's span, so hood, sides and rear carry one run). A blind review read an even field of
 * chevrons over every panel as "wallpaper cut into panels".
 */
function chevrons(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const step = f.unit * 1.3;
  const [s0, s1] = f.span;
  const color = c(f, 0);
  // each island of the region gets whole ones with their tip on its own centre line (not one arm per island)
  for (const [y0, y1] of f.bands ?? [[0, W]]) {
    const mid = (y0 + y1) / 2;
    const h = y1 - y0;
    // the band: most of a narrow island, the middle of a wide one
    const half = h < step * 1.6 ? h / 2 + 6 : Math.max(step * 0.8, h * 0.3);
    const arm = half * 0.78;
    const edge = Math.max(5, step * 0.07);
    if (half < h / 2) {
      ctx.fillStyle = color;
      ctx.fillRect(-10, mid - half - edge, L + 20, edge);
      ctx.fillRect(-10, mid + half, L + 20, edge);
    }
    for (let x = step * 0.3; x < L + step; x += step) {
      // 0 at the nose, 1 at the tail
      const t = clamp(s0 + (x / Math.max(1, L)) * (s1 - s0), 0, 1);
      const fade = clamp((t - 0.35) / 0.65, 0, 1);
      const thick = step * (0.38 - 0.12 * fade);
      ctx.fillStyle = rgba(color, 1 - 0.45 * fade);
      ctx.beginPath();
      ctx.moveTo(x, mid);
      ctx.lineTo(x + arm * 0.9, mid - arm);
      ctx.lineTo(x + arm * 0.9 + thick, mid - arm);
      ctx.lineTo(x + thick, mid);
      ctx.lineTo(x + arm * 0.9 + thick, mid + arm);
      ctx.lineTo(x + arm * 0.9, mid + arm);
      ctx.closePath();
      ctx.fill();
    }
  }
}

function grid(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const color = c(f, 0);
  // (under a hero sun, at the horizon it sets on: with the horizon mid-panel a blind reviewer
  // saw "a full circle sitting on top of the grid instead of setting behind the horizon")
  const at = f.horizonAt && ctx.getTransform().inverse().transformPoint({ x: f.horizonAt[0], y: f.horizonAt[1] }).y;
  const horizon = at ?? (f.kind === 'side' ? W * 0.55 : W * 0.5);
  // the sky glows in the grid's colour just over the horizon, as at sunset (a flat sky read to
  // a blind reviewer as "flat purple with no sunset gradient")
  const glow = ctx.createLinearGradient(0, horizon, 0, horizon + W * 0.5);
  glow.addColorStop(0, rgba(color, 0.6));
  glow.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(-10, horizon, L + 20, W * 0.5);
  ctx.strokeStyle = color;
  ctx.lineWidth = Math.max(3, f.unit * 0.05);
  if (f.glow > 0.3) {
    ctx.shadowColor = color;
    ctx.shadowBlur = 12;
  }
  if (at !== undefined) {
    // the horizon itself, a bright line the sun sets on
    ctx.fillStyle = color;
    ctx.fillRect(-5, horizon - ctx.lineWidth, L + 10, ctx.lineWidth * 2);
  }
  ctx.beginPath();
  // horizontal lines getting closer towards the horizon (the roof line side stays clear)
  for (let k = 1; k < 14; k++) {
    const y = horizon * (1 - Math.pow(k / 14, 1.8));
    ctx.moveTo(-5, y);
    ctx.lineTo(L + 5, y);
  }
  // lines fanning out from a vanishing point on the horizon, mid-car
  const vx = L * 0.5;
  for (let k = -16; k <= 16; k++) {
    ctx.moveTo(vx + k * f.unit * 0.15, horizon);
    ctx.lineTo(vx + k * f.unit * 1.4, -5);
  }
  ctx.stroke();
  ctx.shadowBlur = 0;
}

/**
 * Where a band pattern (keyboard, rope) runs: low on the sides (the planner keeps heroes
 * above it), and down the centre line of the top, so hood, roof and rear carry one
 * continuous stripe instead of a strip along one edge of each panel.
 */
function bandTop(f: PatternFrame, h: number): number {
  return f.kind === 'top' || f.kind === 'underside' ? (f.W - h) / 2 : f.W * BAND_TOP;
}

function piano(f: PatternFrame): void {
  const { ctx, L, W } = f;
  if (f.kind === 'back') return;
  // one keyboard band along the car: white keys with black keys on their upper half
  // low on the sides (the planner keeps heroes above it), along one edge on the top
  const bandH = bandHeight('piano', W, f.unit);
  const y0 = bandTop(f, bandH);
  const white = f.colors.find((h) => h !== f.base) ?? '#f4f4f4';
  const black = mixHex(f.base, '#000000', 0.2);
  // keys of one width on every panel (keys in proportion to each band "jump between huge and
  // tiny across panels"); a narrow band only shortens them
  // (wide enough that the gaps after E and B show: at the old width the black keys read as
  // "evenly spaced instead of grouped in twos and threes")
  const keyW = Math.max(f.unit * 0.46, bandH * 0.24);
  ctx.fillStyle = white;
  ctx.fillRect(-5, y0, L + 10, bandH);
  ctx.strokeStyle = black;
  ctx.lineWidth = Math.max(2, keyW * 0.08);
  ctx.beginPath();
  for (let x = 0; x < L + keyW; x += keyW) {
    ctx.moveTo(x, y0);
    ctx.lineTo(x, y0 + bandH);
  }
  ctx.stroke();
  ctx.fillStyle = black;
  // black keys hang from the keyboard's far edge: the roof line on the sides; on the top the
  // edge that is up in the texture (the way the sheet and an image editor show it), not
  // whichever the local frame happens to put last
  const m = ctx.getTransform();
  const flip = f.kind !== 'side' && Math.abs(m.d) >= Math.abs(m.c) && m.d > 0;
  const keyTop = flip ? y0 : y0 + bandH * 0.42;
  const pattern = [1, 1, 0, 1, 1, 1, 0];
  for (let k = 0, x = 0; x < L + keyW; k++, x += keyW) {
    if (!pattern[k % 7]) continue;
    ctx.fillRect(x + keyW * 0.72, keyTop, keyW * 0.56, bandH * 0.58);
  }
}

/**
 * A stormy sky, per pixel: billowing cloud banks from warped fractal noise, lit from one side
 * (the noise's slope towards the light brightens the crests and shades their undersides, so
 * the clouds have volume), over brooding dark troughs, in the pattern's tones around the base.
 */
function clouds(f: PatternFrame): Canvas {
  const { rng } = f;
  const sky = fractalNoise(rng, TILE, 3, 3);
  const fine = fractalNoise(rng, TILE, 24, 2);
  const warp = fractalNoise(rng, TILE, 4, 2);
  const base = rgbOf(f.base);
  const light = rgbOf(c(f, 0));
  // a light sky is fair weather: white clouds on the sky's own colour, no brooding troughs
  // (they turned "sky blue" into "a dark mottled denim")
  const dark = luma(f.base) > 0.45 ? base : mixRgb(rgbOf(f.colors[1] ?? adjustHex(f.base, -0.2)), [8, 4, 16], 0.45);
  const at = (x: number, y: number): number => sky(x + warp(x, y) * 90, y + warp(y, x) * 60);
  return pixelCanvas(
    TILE,
    (x, y) => {
      // the light falls on the large banks; the fine wisps only texture them
      const big = at(x, y);
      const n = big * 0.88 + fine(x, y) * 0.12;
      const b = Math.abs(n - 0.5) * 2;
      const lit = (big - at(x + 18, y + 18)) * 10;
      // a storm broods: more of the sky in the dark troughs than in lit cloud
      const body = 0.3 + (n - 0.5) * 2.2;
      let col = body < 0.5 ? mixRgb(dark, base, body / 0.5) : mixRgb(base, light, (body - 0.5) * 0.9);
      col = lit > 0 ? mixRgb(col, light, Math.min(0.45, lit * 0.6) * (1 - b * 0.3)) : mixRgb(col, dark, Math.min(0.5, -lit * 0.5));
      return col;
    },
    3,
  );
}

/**
 * Lightning strikes: jagged bolts falling from the top edge (the roof line on the sides) with
 * forks, each drawn as a wide soft halo, a bright body and a white-hot core. The halos are
 * pre-mixed with the base, so nothing is translucent.
 */
function lightning(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const top = f.kind === 'side' ? W : 0;
  const down = f.kind === 'side' ? -1 : 1;
  const seg = f.unit * 0.42;
  // (bold: thinner bolts read as "hairline crackle", "cracked glass")
  const width = f.unit * 0.2;
  // few bolts, unevenly spaced (evenly spaced ones read as a fence)
  const bolts = Math.max(1, Math.round(L / (f.unit * 4.2)));
  const mains: Array<Array<[number, number]>> = [];
  const forks: Array<Array<[number, number]>> = [];
  const walk = (x: number, depth: number, steps: number, lean: number, into: Array<Array<[number, number]>>, from: number): void => {
    const pts: Array<[number, number]> = [[x, from]];
    let y = from;
    for (let k = 0; k < steps && Math.abs(y - top) < W * 0.95; k++) {
      // a sharp kink at every step, of random size and side (small kinks read as rivers,
      // regular zigzags as a heart-monitor trace)
      const kink = rng.range(0.3, 1.1);
      x += (lean + (rng.chance(0.5) ? kink : -kink)) * seg;
      y += down * seg * rng.range(0.6, 1.1);
      pts.push([x, y]);
      if (depth === 0 && k > 1 && rng.chance(0.3))
        walk(x, 1, rng.int(3, 6), lean + (rng.chance(0.5) ? 1 : -1) * rng.range(0.5, 1.1), forks, y);
    }
    into.push(pts);
  };
  if (f.kind === 'side') {
    // on a flank one bolt runs the car's length, nose to tail, with forks striking down to the
    // sill (bolts falling across the short panel, several to a panel, read to blind reviewers
    // as "repeated zigzag bands")
    const pts: Array<[number, number]> = [];
    let x = -10;
    let y = W * rng.range(0.45, 0.62);
    pts.push([x, y]);
    while (x < L + 10) {
      x += seg * rng.range(0.9, 1.6);
      y = Math.min(W * 0.82, Math.max(W * 0.25, y + (rng.chance(0.5) ? 1 : -1) * seg * rng.range(0.3, 0.9)));
      pts.push([x, y]);
      if (x > 0 && x < L && rng.chance(0.22)) {
        const fork: Array<[number, number]> = [[x, y]];
        let fx = x;
        let fy = y;
        for (let k = rng.int(2, 4); k > 0 && fy > W * 0.05; k--) {
          fx += seg * rng.range(0.2, 0.8);
          fy -= seg * rng.range(0.5, 0.9);
          fork.push([fx, fy]);
        }
        forks.push(fork);
      }
    }
    mains.push(pts);
  } else if (f.islands) {
    // every panel of the top gets its bolts, struck down across its middle (bolts spread over
    // a region's whole box missed its largest panel: "the Fennec hood is just clouds")
    for (const [x0, y0, x1, y1] of f.islands) {
      // (one bolt to a panel, two on a wide one, none on slivers: a bolt on every piece read as
      // "far too many identical fat bolts, like wallpaper")
      if ((x1 - x0) * (y1 - y0) < (f.unit * 3.5) ** 2 || x1 - x0 < f.unit * 1.5) continue;
      const n = x1 - x0 > f.unit * 9 ? 2 : 1;
      for (let b = 0; b < n; b++) {
        const x = x0 + ((b + rng.range(0.3, 0.7)) / n) * (x1 - x0);
        walk(x, 0, Math.ceil(((y1 - y0) * rng.range(0.75, 0.95)) / (seg * 0.85)), rng.range(-0.25, 0.25), mains, y0 - 10);
      }
    }
  } else {
    for (let b = 0; b < bolts; b++) {
      const x = ((b + rng.range(0.1, 0.9)) / bolts) * L;
      walk(x, 0, Math.ceil((W * rng.range(0.6, 0.95)) / (seg * 0.85)), rng.range(-0.3, 0.3), mains, top - down * 10);
    }
  }
  const bolt = c(f, 0);
  // a bolt tapers from where it strikes to its tip: a ribbon whose width runs from w0 to w1
  // along the line (even-width strokes read to a blind reviewer as "thick even-width neon tubes")
  const taper = (lines: Array<Array<[number, number]>>, color: string, w0: number, w1: number): void => {
    ctx.fillStyle = color;
    ctx.beginPath();
    for (const line of lines) {
      const n = line.length;
      if (n < 2) continue;
      const side = (sign: number): Array<[number, number]> =>
        line.map(([px, py], i) => {
          const [ax, ay] = line[Math.max(0, i - 1)];
          const [bx, by] = line[Math.min(n - 1, i + 1)];
          const len = Math.hypot(bx - ax, by - ay) || 1;
          const half = ((w0 + (w1 - w0) * (i / (n - 1))) / 2) * sign;
          return [px - ((by - ay) / len) * half, py + ((bx - ax) / len) * half];
        });
      const [left, right] = [side(1), side(-1).reverse()];
      [...left, ...right].forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
      ctx.closePath();
    }
    ctx.fill();
  };
  const halo = Math.max(0.5, f.glow);
  // (a narrower glow, tapering with the bolt: a wide even one read as "blobby")
  taper(mains, mixHex(f.base, bolt, 0.22 * halo), width * 4.4, width * 1.2);
  taper(mains, mixHex(f.base, bolt, 0.45 * halo), width * 2.8, width * 0.7);
  taper(forks, mixHex(f.base, bolt, 0.4 * halo), width * 1.8, width * 0.4);
  taper(forks, bolt, width * 0.8, width * 0.15);
  taper(mains, bolt, width * 1.8, width * 0.35);
  taper(mains, mixHex(bolt, '#ffffff', 0.7), width * 0.7, width * 0.1);
}

function drips(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  // a ragged band of paint along the top edge (the roof line on the sides), colours in turn
  // along the car, with runs of different widths and lengths hanging from it, each ending in a drop
  const top = f.kind === 'side' ? W : 0;
  const dir = f.kind === 'side' ? -1 : 1;
  // short panels get narrower segments so every colour shows on each
  const unitSeg = Math.max(f.unit * 0.45, Math.min(f.unit * 0.8, L / f.colors.length));
  // (a deeper band on the top: its panels are large, and a thin band over a dark field read as
  // "a black drip field takes over the hoods")
  // (many colours keep most of the panel: with the dark between sparse runs showing "about half
  // of every panel"; one colour on a light car stays drips on it: "blood on white" stays white)
  const many = new Set(f.colors).size >= 3;
  const band = Math.max(18, W * (f.kind === 'side' ? (many ? 0.4 : 0.36) : many ? 0.45 : 0.42));
  // colours in a shuffled turn and uneven widths (in order and even, rainbow colours read as
  // "pride-flag bands, not graffiti"); each region starts at another colour
  // (a shuffled order repeated: every colour still gets its share of each panel)
  const order = f.colors.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng.range(0, i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  let k = Math.floor(rng.range(0, f.colors.length));
  for (let x = -unitSeg * 0.3, seg = unitSeg; x < L + seg; x += seg, k++) {
    seg = unitSeg * rng.range(0.7, 1.35);
    // a segment's band, drips and drops are one colour and one fill (one fill each drew ~900
    // fills a render, each under the region's anti-aliased clip: ~40 ms on the Fennec)
    ctx.fillStyle = c(f, order[k % order.length]);
    ctx.beginPath();
    ctx.moveTo(x - 2, top - dir * 10);
    ctx.lineTo(x + seg + 2, top - dir * 10);
    for (let t = 1; t >= 0; t -= 0.125) ctx.lineTo(x + t * seg, top + dir * band * rng.range(0.75, 1.2));
    ctx.closePath();
    // thin runs with the dark showing between them, of very different lengths, each swelling
    // to a drop where it ends (runs nearly as wide as their spacing filled each segment: "the
    // sides read as stacked bars, not drips")
    // (thin runs of one width ending in round drops read as "circuit traces, not paint"): each
    // run narrows from the band to its neck and ends in a drop hardly wider than the neck
    const [gap0, gap1, w0, w1] = many ? [0.18, 0.32, 0.12, 0.28] : [0.24, 0.42, 0.1, 0.26];
    for (let rx = x + rng.range(0, 0.2) * seg; rx < x + seg * 0.9; rx += rng.range(gap0, gap1) * seg) {
      const w = f.unit * rng.range(w0, w1);
      const len = band + (W - band) * (0.12 + 0.83 * Math.pow(rng.next(), 0.8));
      const neck = w * rng.range(0.55, 0.8);
      const bulb = neck * 0.62;
      const mid = rx + w / 2;
      ctx.moveTo(rx, top + dir * band * 0.5);
      ctx.lineTo(rx + w, top + dir * band * 0.5);
      ctx.quadraticCurveTo(mid + neck / 2, top + dir * (band + (len - band) * 0.3), mid + neck / 2, top + dir * (len - bulb));
      ctx.lineTo(mid - neck / 2, top + dir * (len - bulb));
      ctx.quadraticCurveTo(mid - neck / 2, top + dir * (band + (len - band) * 0.3), rx, top + dir * band * 0.5);
      ctx.closePath();
      // (the drop wound as the band and the runs are, so where it overlaps them it adds, not cuts)
      const cy = top + dir * (len - bulb * 0.5);
      ctx.moveTo(mid + bulb, cy);
      ctx.arc(mid, cy, bulb, 0, Math.PI * 2, dir < 0);
      // now and then a drop fallen clear of its run (the spatter that says sprayed paint)
      if (rng.next() < 0.3) {
        const [dy, r] = [top + dir * (len + bulb * rng.range(1.6, 3)), bulb * rng.range(0.45, 0.75)];
        ctx.moveTo(mid + r, dy);
        ctx.arc(mid, dy, r, 0, Math.PI * 2, dir < 0);
      }
    }
    ctx.fill();
  }
}

function diagonalStripes(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const step = f.unit * 1.2;
  // several colours take turns, stripe by stripe (a rainbow's stripes were all its red)
  const colors = f.colors.length ? f.colors : [c(f, 0)];
  for (let x = -W, k = 0; x < L + W; x += step, k++) {
    ctx.fillStyle = colors[k % colors.length];
    ctx.beginPath();
    ctx.moveTo(x, -5);
    ctx.lineTo(x + step * 0.4, -5);
    ctx.lineTo(x + step * 0.4 + W * 0.6, W + 5);
    ctx.lineTo(x + W * 0.6, W + 5);
    ctx.closePath();
    ctx.fill();
  }
}

/**
 * A broken pane: straight cracks radiating from an impact to the panel's edges, joined by
 * broken rings round it, pale on the base (as cracks, "shattered glass" was cracked earth:
 * cells, not a broken pane). One impact per panel, two on a long one.
 */
function shattered(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const line = Math.max(2.5, f.unit * 0.03);
  const hits = L > W * 2.2 ? 2 : 1;
  const reach = Math.hypot(L, W);
  const rings = [0.1, 0.22, 0.38, 0.6].map((k) => k * Math.min(L, W) + k * 0.25 * Math.max(L, W) * 0.5);
  ctx.lineJoin = 'miter';
  for (let h = 0; h < hits; h++) {
    const cx = L * (hits === 1 ? rng.range(0.35, 0.6) : h === 0 ? rng.range(0.15, 0.3) : rng.range(0.65, 0.85));
    const cy = W * rng.range(0.35, 0.65);
    const rays = 13 + Math.floor(rng.range(0, 5));
    // each ray's points at the rings' radii and at its end, its angle bending a little at each
    const spokes = Array.from({ length: rays }, (_, k) => {
      let a = ((k + rng.range(-0.3, 0.3)) / rays) * Math.PI * 2;
      return [...rings, reach].map((r) => {
        a += rng.range(-0.05, 0.05);
        return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
      });
    });
    ctx.beginPath();
    for (const pts of spokes) {
      ctx.moveTo(cx, cy);
      for (const [x, y] of pts) ctx.lineTo(x, y);
    }
    // the rings break off here and there, as a pane's do
    for (let j = 0; j < rings.length; j++)
      for (let k = 0; k < rays; k++) {
        if (rng.range(0, 1) < 0.3 + j * 0.1) continue;
        const [x0, y0] = spokes[k][j];
        const [x1, y1] = spokes[(k + 1) % rays][j];
        ctx.moveTo(x0, y0);
        ctx.lineTo(x1, y1);
      }
    // a darker edge under each crack, then the bright crack
    ctx.strokeStyle = rgba(c(f, 1), 0.55);
    ctx.lineWidth = line * 2.4;
    ctx.stroke();
    ctx.strokeStyle = c(f, 0);
    ctx.lineWidth = line;
    ctx.stroke();
    // the crushed spot at the impact
    ctx.fillStyle = c(f, 0);
    ctx.beginPath();
    ctx.arc(cx, cy, line * 3.5, 0, Math.PI * 2);
    ctx.fill();
  }
}

/**
 * Metal flake: a dense speckle of tiny flakes in lighter and darker tones of the car's own
 * colour with a few white glints, so the paint glitters in its colour ("glitter purple" drew
 * white shards on purple). A tile of it, drawn once per look.
 */
function glitter(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const tones: Hex[] = [adjustHex(f.base, 0.32), adjustHex(f.base, -0.28), adjustHex(f.base, 0.16), '#ffffff'];
  const share = [0.34, 0.34, 0.27, 0.05];
  const flake = Math.max(2, f.unit * 0.035);
  const count = Math.round(((L * W) / (flake * flake)) * 0.16);
  tones.forEach((tone, k) => {
    ctx.fillStyle = tone;
    ctx.beginPath();
    for (let i = 0, n = Math.round(count * share[k]); i < n; i++) {
      const s = flake * rng.range(0.6, 1.4);
      ctx.rect(rng.range(0, L), rng.range(0, W), s, s);
    }
    ctx.fill();
  });
}

function sunburst(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const cx = -L * 0.05;
  const cy = W / 2;
  const R = Math.hypot(L, W) * 1.1;
  const rays = 16;
  ctx.fillStyle = c(f, 0);
  ctx.beginPath();
  for (let k = 0; k < rays; k++) {
    const a0 = -Math.PI / 2 + (k / rays) * Math.PI;
    const a1 = a0 + (Math.PI / rays) * 0.5;
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a0) * R, cy + Math.sin(a0) * R);
    ctx.lineTo(cx + Math.cos(a1) * R, cy + Math.sin(a1) * R);
    ctx.closePath();
  }
  ctx.fill();
}

/**
 * Aztec / Navajo blanket bands along the car: stepped zigzags, rows of stepped diamonds with
 * an eye in the base colour, and thin double lines with small squares, in turn.
 */
function aztec(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const band = Math.max(70, f.unit * 1.25);
  const steps = 3;
  let k = 0;
  for (let y0 = band * 0.15; y0 < W; y0 += band, k++) {
    const h = band * 0.72;
    const kind = k % 3;
    ctx.fillStyle = c(f, k);
    ctx.beginPath();
    if (kind === 0) {
      // a stepped zigzag: step pyramids point up, then down
      const w = h * 1.6;
      for (let x = -w; x < L + w; x += w) {
        for (let s = 0; s < steps; s++) {
          const inset = (w / 2 / steps) * s;
          ctx.rect(x + inset, y0 + (h / steps) * (steps - 1 - s), w - inset * 2, h / steps);
        }
      }
    } else if (kind === 1) {
      // stepped diamonds, each with an eye in the base colour
      const w = h * 1.3;
      const cy = y0 + h / 2;
      for (let x = w / 2; x < L + w; x += w * 1.25) {
        for (let s = 0; s <= steps; s++) {
          const half = (w / 2) * (1 - s / (steps + 1));
          const dy = (h / 2 / (steps + 1)) * s;
          ctx.rect(x - half, cy - dy - h / 2 / (steps + 1), half * 2, h / (steps + 1));
          ctx.rect(x - half, cy + dy, half * 2, h / (steps + 1));
        }
      }
    } else {
      // two thin lines with small squares between them
      const t = Math.max(6, h * 0.12);
      ctx.rect(-10, y0 + h * 0.1, L + 20, t);
      ctx.rect(-10, y0 + h * 0.9 - t, L + 20, t);
      for (let x = 0; x < L + h; x += h * 0.8) ctx.rect(x, y0 + h * 0.5 - t, t * 2, t * 2);
    }
    ctx.fill();
    if (kind === 1) {
      ctx.fillStyle = f.base;
      ctx.beginPath();
      const w = h * 1.3;
      for (let x = w / 2; x < L + w; x += w * 1.25) ctx.rect(x - h * 0.1, y0 + h * 0.4, h * 0.2, h * 0.2);
      ctx.fill();
    }
  }
}

/** 80s Memphis shapes scattered at every angle: outlined triangles, squiggles, discs, zigzags and dot grids. */
function memphis(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const u = f.unit * 0.8;
  const count = Math.round(((L * W) / (u * u)) * 0.4);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, L);
    const y = rng.range(0, W);
    const a = rng.range(0, Math.PI * 2);
    const s = u * rng.range(0.7, 1.2);
    const col = c(f, i);
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(a);
    ctx.strokeStyle = col;
    ctx.fillStyle = col;
    ctx.lineWidth = Math.max(6, s * 0.16);
    ctx.beginPath();
    switch (i % 5) {
      case 0:
        ctx.moveTo(0, -s * 0.5);
        ctx.lineTo(s * 0.45, s * 0.35);
        ctx.lineTo(-s * 0.45, s * 0.35);
        ctx.closePath();
        ctx.stroke();
        break;
      case 1:
        for (let k = 0; k <= 12; k++) {
          const t = k / 12;
          const px = (t - 0.5) * s * 1.4;
          const py = Math.sin(t * Math.PI * 3) * s * 0.18;
          if (k === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.stroke();
        break;
      case 2:
        ctx.arc(0, 0, s * 0.28, 0, Math.PI * 2);
        ctx.fill();
        break;
      case 3:
        for (let k = 0; k <= 5; k++) {
          const px = (k / 5 - 0.5) * s * 1.3;
          const py = k % 2 ? -s * 0.16 : s * 0.16;
          if (k === 0) ctx.moveTo(px, py);
          else ctx.lineTo(px, py);
        }
        ctx.stroke();
        break;
      default:
        for (let gx = -1; gx <= 1; gx++) {
          for (let gy = -1; gy <= 1; gy++) {
            ctx.moveTo(gx * s * 0.25 + s * 0.06, gy * s * 0.25);
            ctx.arc(gx * s * 0.25, gy * s * 0.25, s * 0.06, 0, Math.PI * 2);
          }
        }
        ctx.fill();
    }
    ctx.restore();
  }
}

function pinstripes(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const step = f.unit * 0.5;
  ctx.fillStyle = c(f, 0);
  for (let y = step / 2; y < W; y += step) ctx.fillRect(-5, y, L + 10, Math.max(3, f.unit * 0.045));
}

/** One heartbeat: [share of the beat, height as a share of its amplitude]: P, Q, R, S, T. */
const BEAT: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [0.08, 0.16],
  [0.16, 0],
  [0.3, 0],
  [0.34, -0.22],
  [0.42, 1],
  [0.5, -0.6],
  [0.56, 0],
  [0.7, 0],
  [0.8, 0.28],
  [0.9, 0],
];

/**
 * A heart monitor's trace along the car: a flat line and, every few units, a beat (a small
 * bump, a dip, a tall spike, a deep one, a hump), glowing on a dark car. Along the middle of
 * each flank's rows, the spike towards the roof line, and along the middle of the top.
 */
function heartbeat(f: PatternFrame): void {
  const { ctx, L, W } = f;
  if (f.kind === 'back') return;
  const rows = f.bands ?? [[0, W]];
  const [lo, hi] = [Math.min(...rows.map((b) => b[0])), Math.max(...rows.map((b) => b[1]))];
  const mid = (lo + hi) / 2;
  // (on the sides local y runs sill → roof line: up is +y; on the top either way reads)
  const amp = Math.min((hi - lo) * 0.38, f.unit * 1.8);
  const beat = Math.max(amp * 1.6, f.unit * 1.4);
  const period = beat * 2.6;
  ctx.beginPath();
  ctx.moveTo(-20, mid);
  const start = (((f.seed >>> 5) % 97) / 97) * period - period;
  for (let x = start; x < L + period; x += period) for (const [t, v] of BEAT) ctx.lineTo(x + t * beat, mid + v * amp);
  ctx.lineTo(L + 20, mid);
  const color = c(f, 0);
  ctx.lineJoin = 'miter';
  ctx.miterLimit = 12;
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  const line = Math.max(9, f.unit * 0.11);
  if (luma(f.base) < 0.35) {
    // the glow of a screen's trace on a dark car (in output pixels: it scales with the render)
    const m = ctx.getTransform();
    ctx.shadowColor = color;
    ctx.shadowBlur = 22 * Math.hypot(m.a, m.b);
    ctx.lineWidth = line * 1.6;
    ctx.globalAlpha = 0.55;
    ctx.stroke();
    ctx.shadowBlur = 0;
    ctx.globalAlpha = 1;
  }
  ctx.lineWidth = line;
  ctx.stroke();
}

function skyline(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  // a city along the sill (sides) or the front edge (top): towers, antennas, lit windows
  const ground = f.kind === 'side' ? 0 : -1;
  // (towers up to two thirds of a flank: taller, the sky's colour was only a thin glow)
  const maxH = f.kind === 'side' ? W * 0.66 : W * 0.6;
  // neon: dark towers with glowing windows and rims; otherwise towers in the colour
  const neon = f.glow > 0.3;
  // night falls over the city: the sky deepens to a dark shade of itself away from the
  // street (a sky bright to the roof line read to a blind reviewer as "not neon enough"), on
  // the small pieces too ("large flat magenta areas on the roof and hood")
  // (over the upper sky only: the named sky colour keeps its share of the car)
  const nightSky = (from: number): void => {
    const night = ctx.createLinearGradient(0, ground === 0 ? from : W - from, 0, ground === 0 ? W : 0);
    night.addColorStop(0, rgba(mixHex(f.base, '#05030a', 0.75), 0));
    night.addColorStop(1, rgba(mixHex(f.base, '#05030a', 0.75), 0.7));
    ctx.fillStyle = night;
    ctx.fillRect(-10, -10, L + 20, W + 20);
  };
  // on small pieces a skyline is only window noise
  if (tooSmall(f)) {
    if (neon) nightSky(W * 0.3);
    return;
  }
  const lights = neon ? c(f, 0) : (f.colors[1] ?? adjustHex(c(f, 0), 0.45));
  // neon towers in a deep tone of the sky they stand against, so the city is the two named
  // colours (near-black towers read as a dark colour nobody named; towers in a deep tone of
  // their cyan lights as "dark slate buildings nobody asked for")
  const body = neon ? mixHex(f.base, '#05030a', 0.72) : c(f, 0);
  const towers: Array<[number, number, number]> = [];
  for (let x = -10; x < L + 10;) {
    const w = f.unit * rng.range(0.45, 1.1);
    const h = maxH * (0.3 + 0.7 * Math.pow(rng.next(), 0.8));
    towers.push([x, w, h]);
    x += w * rng.range(0.75, 1.02);
  }
  const yOf = (h: number): [number, number] => (ground === 0 ? [0, h] : [W - h, h]);
  if (neon) {
    nightSky(maxH);
    // the city's glow on the sky: the neon colour rising from the street and fading out
    // (short, and the neon colour itself: a long blend of two neons reads as a third colour)
    const reach = maxH * 0.75;
    const glowAt = ground === 0 ? [0, reach] : [W, W - reach];
    const sky = ctx.createLinearGradient(0, glowAt[0], 0, glowAt[1]);
    sky.addColorStop(0, lights);
    sky.addColorStop(0.4, lights);
    sky.addColorStop(0.75, rgba(lights, 0.35));
    sky.addColorStop(1, rgba(lights, 0));
    ctx.fillStyle = sky;
    ctx.fillRect(-10, ground === 0 ? 0 : W - reach, L + 20, reach);
  }
  ctx.fillStyle = body;
  ctx.beginPath();
  for (const [x, w, h] of towers) {
    const [y, hh] = yOf(h);
    ctx.rect(x, y, w, hh);
    if (h > maxH * 0.8) ctx.rect(x + w * 0.45, ground === 0 ? h : W - h - f.unit * 0.5, Math.max(3, w * 0.08), f.unit * 0.5);
  }
  if (neon) {
    // neon tubes along every roofline: a wide soft glow, then the bright tube (the glow is in
    // output pixels, so it scales with the render size)
    ctx.shadowColor = lights;
    const m = ctx.getTransform();
    ctx.shadowBlur = 40 * Math.hypot(m.a, m.b);
    ctx.strokeStyle = lights;
    ctx.lineWidth = Math.max(10, f.unit * 0.16);
    ctx.stroke();
    ctx.stroke();
    ctx.shadowBlur = 0;
  }
  ctx.fill();
  ctx.fillStyle = lights;
  ctx.beginPath();
  const win = Math.max(8, f.unit * 0.13);
  for (const [x, w, h] of towers) {
    const [y0, hh] = yOf(h);
    for (let wy = y0 + win * 2; wy < y0 + hh - win * 2; wy += win * 2.4) {
      for (let wx = x + win; wx < x + w - win * 1.5; wx += win * 2) if (rng.chance(0.8)) ctx.rect(wx, wy, win, win * 1.3);
    }
  }
  // the street line the city stands on
  ctx.rect(-10, ground === 0 ? 0 : W - f.unit * 0.3, L + 20, f.unit * 0.3);
  ctx.fill();
  if (neon) neonSigns(f, towers, maxH, ground === 0, lights);
}

/**
 * Glowing vertical signs on some of a neon city's towers, in the sky's colour with bars of
 * the lights' colour, or in the lights' colour under a dark sky (lit windows alone read to blind reviewers as "one flat block of
 * buildings … no neon signs, glow lines").
 */
function neonSigns(
  f: PatternFrame,
  towers: ReadonlyArray<readonly [number, number, number]>,
  maxH: number,
  fromSill: boolean,
  lights: Hex,
): void {
  const { ctx, W, rng } = f;
  // (a dark sky's signs are in the lights' colour, their characters paler)
  const bright = luma(f.base) > 0.25;
  const tube = bright ? f.base : lights;
  const marks = bright ? lights : mixHex(lights, '#ffffff', 0.6);
  const m = ctx.getTransform();
  for (const [x, w, h] of towers) {
    if (h < maxH * 0.45 || w < f.unit * 0.55 || !rng.chance(0.45)) continue;
    const sw = Math.max(f.unit * 0.34, w * 0.48);
    const sh = h * 0.55;
    const sx = x + (w - sw) / 2;
    const rise = h * 0.25;
    const sy = fromSill ? rise : W - rise - sh;
    ctx.fillStyle = mixHex(tube, '#05030a', 0.85);
    ctx.shadowColor = tube;
    ctx.shadowBlur = 24 * Math.hypot(m.a, m.b);
    ctx.strokeStyle = tube;
    ctx.lineWidth = Math.max(6, f.unit * 0.1);
    ctx.beginPath();
    ctx.roundRect(sx, sy, sw, sh, sw * 0.2);
    ctx.fill();
    ctx.stroke();
    ctx.shadowBlur = 0;
    // the sign's characters: short bars down its length
    ctx.fillStyle = marks;
    const bars = Math.max(2, Math.floor(sh / (sw * 0.7)));
    for (let k = 0; k < bars; k++) {
      const by = sy + ((k + 0.5) / bars) * sh;
      ctx.fillRect(sx + sw * 0.25, by - sw * 0.09, sw * 0.5, sw * 0.18);
    }
  }
}

function rope(f: PatternFrame): void {
  const { ctx, L, W } = f;
  // a laid rope along the car: plump strands slanting across the band, each shaded round with
  // a highlight along it, dark in the lays between them (a shaded band crossed by lay lines
  // read to a blind reviewer as "a faint, washed-out striped bar")
  const h = bandHeight('rope', W, f.unit);
  const y = bandTop(f, h);
  // a white or grey rope is its colour with a trace of hemp, softly shaded (shaded grey it read
  // as a chrome auger; with hemp in it as "beige", then "cream rope, not white"); a coloured
  // one keeps its colour
  const named = c(f, 0);
  const pale = hexToHsl(named)[1] < 0.15;
  const color = pale ? mixHex(named, '#c9a66b', 0.04) : named;
  // (a pale rope shaded softly: deep shading turned a white rope grey-beige)
  const shade = pale ? 0.55 : 1;
  ctx.save();
  ctx.beginPath();
  ctx.rect(-10, y, L + 20, h);
  ctx.clip();
  ctx.fillStyle = adjustHex(color, -0.6);
  ctx.fillRect(-10, y, L + 20, h);
  const pitch = h * 0.62;
  const slant = h * 0.75;
  const strand = (x: number): void => {
    ctx.moveTo(x, y + h + 4);
    ctx.bezierCurveTo(x + slant * 0.2, y + h * 0.55, x + slant * 0.8, y + h * 0.45, x + slant, y - 4);
  };
  // (across a strand: its shaded flank, its face, a highlight towards the light; the lay between
  // strands is a dark gap about a fifth of the pitch)
  const across = pitch * Math.cos(Math.atan(slant / h));
  const layers: Array<[number, number, Hex]> = [
    [0, 0.8, adjustHex(color, -0.26 * shade)],
    [-0.08, 0.5, color],
    [-0.16, 0.16, adjustHex(color, 0.24 * shade)],
  ];
  ctx.lineCap = 'butt';
  // one stroke per layer for the whole rope: a strand's layers lie inside its own pitch, so
  // the strands never overlap (a stroke per strand and layer was ~370 strokes a render)
  for (const [shift, width, tone] of layers) {
    ctx.beginPath();
    for (let x = -slant - pitch; x < L + pitch; x += pitch) strand(x + shift * pitch);
    ctx.strokeStyle = tone;
    ctx.lineWidth = across * width;
    ctx.stroke();
  }
  ctx.restore();
}

/**
 * A scene anchored to the sill or the roof line (a skyline, a grid, strikes, drips) drawn once
 * per island of a side: on a side made of the upper flank and the sill piece, one city along
 * the whole frame stood on the sill piece and left the flank an empty sky.
 */
/**
 * Off the sides, a look drawn once per panel of the region, in the panel's own box: drips from
 * each panel's upper edge (from the edge of the region's whole box the Fennec hood was a dark
 * field with runs reaching into it), a heartbeat along each panel's middle (the region's middle
 * ran between the Octane's panels).
 */
function perPanel(draw: PatternDrawer): PatternDrawer {
  return (f) => {
    if (f.kind === 'side' || !f.islands) return draw(f);
    for (const [x0, y0, x1, y1] of f.islands) {
      f.ctx.save();
      f.ctx.translate(x0, y0);
      draw({ ...f, L: x1 - x0, W: y1 - y0, islands: undefined, bands: undefined });
      f.ctx.restore();
    }
  };
}

function perIsland(draw: PatternDrawer): PatternDrawer {
  return (f) => {
    if (f.kind !== 'side' || !f.bands || f.bands.length < 2) return draw(f);
    for (const [y0, y1] of f.bands) {
      f.ctx.save();
      f.ctx.translate(0, y0);
      draw({ ...f, W: y1 - y0, bands: [[0, y1 - y0]] });
      f.ctx.restore();
    }
  };
}

export const NEW_PATTERNS: Partial<Record<PatternId, PatternDrawer>> = {
  skyline: perIsland(skyline),
  rope,
  tartan,
  leopard: pixelTiled('leopard', leopard),
  cowhide: pixelTiled('cowhide', cowhide),
  polka: tiled('polka', polka),
  'pixel-camo': tiled('pixel-camo', pixelCamo),
  chevrons,
  grid: perIsland(grid),
  piano,
  clouds: pixelTiled('clouds', clouds),
  lightning: perIsland(lightning),
  drips: perIsland(perPanel(drips)),
  'diagonal-stripes': diagonalStripes,
  sunburst,
  shattered: perIsland(shattered),
  glitter: tiled('glitter', glitter),
  aztec,
  memphis: tiled('memphis', memphis),
  'art-deco': tiled('art-deco', artDeco),
  seigaiha: tiled('seigaiha', seigaiha),
  'barbed-wire': perPanel(barbedWire),
  aurora: perIsland(perPanel(aurora)),
  'code-rain': perIsland(perPanel(codeRain)),
  frost: perIsland(perPanel(frost)),
  smoke: perIsland(perPanel(smoke)),
  pinstripes,
  stars,
  hazard: perIsland(hazardTape),
  heartbeat: perIsland(perPanel(heartbeat)),
  mountains: perIsland(perPanel(mountains)),
  forest: perIsland(perPanel(forest)),
  web: perIsland(perPanel(web)),
  'tie-dye': perIsland(perPanel(tieDye)),
  glitch,
};

/** Painting order: backgrounds first, bold foreground patterns last. */
export const PATTERN_RANK: Partial<Record<PatternId, number>> = {
  clouds: 0,
  smoke: 1,
  stars: 0,
  galaxy: 0,
  grid: 1,
  lightning: 3,
  flames: 3,
  drips: 3,
  piano: 2,
  skyline: 3,
  mountains: 2,
  forest: 3,
  rope: 3,
  'barbed-wire': 3,
  aurora: 0,
  'code-rain': 2,
};
