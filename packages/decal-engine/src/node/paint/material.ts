import type { Canvas } from '@napi-rs/canvas';
import type { BaseLayer } from '../../scene/types';
import { adjustHex, hexToHsl, luma, mixHex } from '../../util/color';
import type { Rng } from '../../util/rng';
import type { Ctx } from '../draw/context';
import type { PatternFrame } from './patterns';
import { fillTiled, TILE } from './tiles';
import { fractalNoise, mixRgb, periodicNoise, pixelCanvas, rgbOf } from './noise';

/** Bare steel under the rust: dark and cool, so it never reads as the sheet's empty mid-grey. */
const RUST_STEEL = '#3f3d3b';

/** Materials computed per pixel from tile noise (noise.ts). */
const PER_PIXEL: Record<string, ((rng: Rng, colors: readonly string[]) => Canvas) | undefined> = {
  rust: rustTile,
  marble: marbleTile,
  wood: woodTile,
  brushed: brushedTile,
  leather: leatherTile,
};

/** A material base (wood, marble, brushed metal, chrome, rust, carbon, gold) over a region. */
export function paintMaterial(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W } = f;
  ctx.fillStyle = base.material === 'rust' ? RUST_STEEL : base.colors[0];
  ctx.fillRect(-10, -10, L + 20, W + 20);
  if (base.material === 'chrome' || base.material === 'gold') {
    materialTexture(f, base);
    return;
  }
  // grain, veins, crusts and hairlines: computed per pixel once into a tile, then drawn at
  // each of the tile's nine shifted passes
  const perPixel = PER_PIXEL[base.material ?? ''];
  if (perPixel) {
    let art: Canvas | null = null;
    const key = `material|${base.material ?? ''}|${base.colors.join(',')}`;
    fillTiled(ctx, L, W, key, (c, rng) => c.drawImage((art ??= perPixel(rng, base.colors)), 0, 0, TILE, TILE), f.seed);
  }
  if (base.material === 'rust') {
    rivetedSeams(f);
    rustStreaksAndPits(f);
  }
  if (base.material === 'leather') stitching(f, base.colors[2] ?? '#c8a070');
  if (base.material === 'wood') {
    // lacquer: a soft gloss band across the panel, as on a finished board
    const g = ctx.createLinearGradient(0, 0, 0, W);
    g.addColorStop(0, 'rgba(255,240,220,0)');
    g.addColorStop(0.3, 'rgba(255,240,220,0.1)');
    g.addColorStop(0.42, 'rgba(255,240,220,0)');
    g.addColorStop(1, 'rgba(0,0,0,0.08)');
    ctx.fillStyle = g;
    ctx.fillRect(-10, -10, L + 20, W + 20);
  }
  if (base.material === 'brushed') {
    // a soft sheen across the panel on top of the brushing
    const g = ctx.createLinearGradient(0, 0, 0, W);
    g.addColorStop(0, 'rgba(255,255,255,0.18)');
    g.addColorStop(0.5, 'rgba(0,0,0,0.08)');
    g.addColorStop(1, 'rgba(255,255,255,0.12)');
    ctx.fillStyle = g;
    ctx.fillRect(-10, -10, L + 20, W + 20);
  }
}

/**
 * Weathered metal is riveted plate: seams across the panel at a plate's length, each with a
 * row of rivet heads beside it, and rust bleeding out of every seam (rust alone, a mottled
 * crust, read to blind reviewers as "orange with brown blobs, almost camo, no sense of metal").
 */
function rivetedSeams(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const plate = 430;
  const start = ((f.seed >>> 0) % 97) * 2;
  for (let x = start + plate * 0.6; x < L; x += plate) {
    // the bleed: a darker stain either side of the seam, fading into the crust
    const bleed = ctx.createLinearGradient(x - 60, 0, x + 60, 0);
    bleed.addColorStop(0, 'rgba(40,16,6,0)');
    bleed.addColorStop(0.5, 'rgba(40,16,6,0.55)');
    bleed.addColorStop(1, 'rgba(40,16,6,0)');
    ctx.fillStyle = bleed;
    ctx.fillRect(x - 60, -10, 120, W + 20);
    // the seam: a dark gap with a lit edge
    ctx.fillStyle = 'rgba(18,10,6,0.9)';
    ctx.fillRect(x - 3, -10, 6, W + 20);
    ctx.fillStyle = 'rgba(255,190,140,0.35)';
    ctx.fillRect(x + 3, -10, 3, W + 20);
    // rivet heads beside it
    const heads: Array<[number, number]> = [];
    for (let y = 24; y < W; y += 46) {
      for (const rx of [x - 22, x + 22]) heads.push([rx, y]);
    }
    rivetHeads(ctx, heads, 9);
  }
}

/**
 * Rivet or bolt heads of radius `r`: a dark rim, a rusty dome and a highlight up and to the
 * left. Heads that do not touch are drawn a layer at a time, one fill per layer (three fills per
 * head were ~900 fills a render, each under the region's anti-aliased clip).
 */
function rivetHeads(ctx: Ctx, heads: ReadonlyArray<readonly [number, number]>, r: number): void {
  const layers: Array<[string, number, number]> = [
    ['rgba(20,10,5,0.85)', 0, r],
    ['#a4512a', 0, r * (6.5 / 9)],
    ['rgba(255,200,150,0.7)', -r * (2 / 9), r * (2.5 / 9)],
  ];
  for (const [style, off, radius] of layers) {
    ctx.fillStyle = style;
    ctx.beginPath();
    for (const [x, y] of heads) {
      ctx.moveTo(x + off + radius, y + off);
      ctx.arc(x + off, y + off, radius, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

/**
 * What makes plate read as rusted at a glance, drawn at a size that survives the sheet's
 * one-third scale: run-off streaks hanging down from rivet heads and from the pitting
 * (along local y, down to the sill on the sides), and clusters of deep pits with a lit lip.
 * The per-pixel crust carries the same at a finer scale, which a blind reviewer looking at
 * the whole decal saw as a "clean copper-orange plate... no pitting, streaks".
 */
function rustStreaksAndPits(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const rng = (): number => f.rng.next();
  // drawn with y running down the panel: on a side local y runs up from the sill (drips that
  // ran up from the bolts read to a blind reviewer as wrong)
  ctx.save();
  if (f.kind === 'side') {
    ctx.translate(0, W);
    ctx.scale(1, -1);
  }
  // one drip: narrows as it runs and wanders a little, darkest where it leaves its source
  const drip = (x: number, y: number, len: number, w: number, rgb: string, alpha: number): void => {
    const g = ctx.createLinearGradient(0, y, 0, y + len);
    g.addColorStop(0, `rgba(${rgb},${alpha})`);
    g.addColorStop(0.5, `rgba(${rgb},${alpha * 0.55})`);
    g.addColorStop(1, `rgba(${rgb},0)`);
    ctx.fillStyle = g;
    const lean = (rng() - 0.5) * w * 2;
    ctx.beginPath();
    ctx.moveTo(x - w / 2, y);
    ctx.bezierCurveTo(x - w * 0.6 + lean, y + len * 0.3, x - w * 0.2 - lean, y + len * 0.7, x + lean, y + len);
    ctx.bezierCurveTo(x + w * 0.2 - lean, y + len * 0.7, x + w * 0.6 + lean, y + len * 0.3, x + w / 2, y);
    ctx.closePath();
    ctx.fill();
  };
  // a stain run down from a source: a broad faint wash and a few drips of different lengths
  const stain = (x: number, y: number, len: number): void => {
    drip(x, y, len * 0.8, 34, '58,22,8', 0.3);
    const n = 2 + Math.floor(rng() * 4);
    for (let i = 0; i < n; i++) {
      const dx = (rng() - 0.5) * 26;
      if (rng() < 0.3) drip(x + dx, y, len * (0.3 + rng() * 0.5), 4 + rng() * 5, '226,120,50', 0.5);
      else drip(x + dx, y, len * (0.4 + rng() * 0.7), 8 + rng() * 10, '30,12,4', 0.62);
    }
  };
  // the rows the panel really covers (a Dominus flank's frame runs past its strip)
  const rows = f.bands ?? [[0, W]];
  const [lo, hi] = [Math.min(...rows.map((b) => b[0])), Math.max(...rows.map((b) => b[1]))];
  const from = f.kind === 'side' ? W - hi : lo;
  // a row of bolts along the panel's upper edge, each trailing a stain down the plate
  const boltY = from + Math.min(70, (hi - lo) * 0.12);
  for (let x = 40 + rng() * 40; x < L; x += 120 + rng() * 80) {
    if (rng() < 0.8) stain(x, boltY, 180 + rng() * 340);
    rivetHeads(ctx, [[x, boltY]], 12);
  }
  // pitting: a dark corroded patch pocked with pits, a stain running down from the worst
  const clusters = Math.max(2, Math.round((L * W) / 140000));
  for (let i = 0; i < clusters; i++) {
    const cx = rng() * L;
    const cy = boltY + 40 + rng() * Math.max(1, from + hi - lo - boltY - 80);
    const halo = ctx.createRadialGradient(cx, cy, 0, cx, cy, 90);
    halo.addColorStop(0, 'rgba(40,16,6,0.5)');
    halo.addColorStop(1, 'rgba(40,16,6,0)');
    ctx.fillStyle = halo;
    ctx.fillRect(cx - 90, cy - 90, 180, 180);
    if (rng() < 0.6) stain(cx, cy, 140 + rng() * 240);
    const n = 10 + Math.floor(rng() * 14);
    // a patch's pits in one fill (where two pits overlap they are one pit, not a darker one)
    ctx.fillStyle = 'rgba(20,8,3,0.9)';
    ctx.beginPath();
    for (let j = 0; j < n; j++) {
      const a = rng() * Math.PI * 2;
      const d = Math.sqrt(rng()) * 75;
      const r = 2 + rng() * rng() * 7;
      const [px, py, ry, turn] = [cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, r * (0.6 + rng() * 0.4), rng() * Math.PI];
      // (each pit its own closed outline, begun where the ellipse begins)
      ctx.moveTo(px + r * Math.cos(turn), py + r * Math.sin(turn));
      ctx.ellipse(px, py, r, ry, turn, 0, Math.PI * 2);
    }
    ctx.fill();
  }
  ctx.restore();
}

/**
 * Stitched leather panels: a row of stitches along both long edges of the panel, short light
 * dashes in a darker welt.
 */
function stitching(f: PatternFrame, thread: string): void {
  const { ctx, L, W } = f;
  const step = 26;
  for (const y of [W * 0.1, W * 0.9]) {
    ctx.fillStyle = 'rgba(0,0,0,0.28)';
    ctx.fillRect(-10, y - 9, L + 20, 18);
    ctx.strokeStyle = thread;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.beginPath();
    for (let x = 0; x < L; x += step) {
      ctx.moveTo(x, y);
      ctx.lineTo(x + step * 0.55, y);
    }
    ctx.stroke();
  }
}

/**
 * Leather, per pixel: a fine pebbled grain (small cells, each a little raised: lit on one side,
 * shaded on the other) over a slowly wandering tone, as on a hide.
 */
function leatherTile(rng: Rng, colors: readonly string[]): Canvas {
  const hide = rgbOf(colors[0]);
  const dark = rgbOf(colors[1] ?? colors[0]);
  const light = rgbOf(colors[2] ?? colors[0]);
  const tone = fractalNoise(rng, TILE, 4, 3);
  const grain = periodicNoise(rng, TILE, 120);
  const fine = periodicNoise(rng, TILE, 300);
  return pixelCanvas(TILE, (x, y) => {
    const t = tone(x, y);
    let c = mixRgb(hide, t < 0.5 ? dark : light, Math.abs(t - 0.5) * 0.9);
    // the pebbles: lit where the grain rises towards the light, creased where it falls
    const slope = (grain(x, y) - grain(x + 3, y + 3)) * 6;
    c = slope > 0 ? mixRgb(c, light, Math.min(0.35, slope)) : mixRgb(c, [20, 10, 5], Math.min(0.3, -slope));
    const k = fine(x, y) - 0.5;
    return k > 0 ? mixRgb(c, light, k * 0.15) : mixRgb(c, dark, -k * 0.25);
  });
}

/** The polished metals: a reflection gradient across the panel. */
function materialTexture(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W } = f;
  const [c0, c1] = base.colors;
  switch (base.material) {
    case 'chrome': {
      const g = ctx.createLinearGradient(0, 0, 0, W);
      // chrome in a colour ("gold chrome", "blue chrome") mirrors a sky and ground in its own
      // tint: with plain chrome's white sky and grey ground, gold chrome read as half silver
      const plain = hexToHsl(c0)[1] < 0.15 && luma(c0) > 0.6;
      const sky = plain ? '#f4f7fa' : mixHex(c0, '#ffffff', luma(c0) < 0.1 ? 0.3 : 0.55);
      g.addColorStop(0, sky);
      g.addColorStop(0.45, c0);
      g.addColorStop(0.52, c1 ?? '#5a6470');
      g.addColorStop(0.7, plain ? '#9aa4ae' : adjustHex(c0, -0.08));
      g.addColorStop(1, plain ? '#eef2f5' : mixHex(c0, '#ffffff', luma(c0) < 0.1 ? 0.22 : 0.4));
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    case 'gold': {
      const g = ctx.createLinearGradient(0, 0, 0, W);
      g.addColorStop(0, adjustHex(c0, 0.18));
      g.addColorStop(0.5, c0);
      g.addColorStop(1, c1 ?? adjustHex(c0, -0.2));
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    default:
      return;
  }
}

/**
 * Weathered steel under rust: the rust is a continuous crust whose tone wanders (dark
 * brown at its heart, brown over most of it, orange where it is fresh, from warped fractal
 * noise, never contour rings). Run-off streaks stain it along local y (across the car, down
 * to the sill on the sides), pitting pocks it, and bare steel shows through in a few ragged
 * flakes that the run-off stains too (a blind review read flat orange blobs on grey steel as
 * a camo print).
 */
function rustTile(rng: Rng, colors: readonly string[]): Canvas {
  const steel = rgbOf(RUST_STEEL);
  const brown = rgbOf(colors[0]);
  const orange = rgbOf(colors[1] ?? colors[0]);
  const crust = rgbOf(colors[2] ?? colors[0]);
  // finer tone and flake noise than a camo's: rust is a mottled crust with small flakes of
  // bare steel, not large blotches (blind reviewers kept reading it as camo)
  const tone = fractalNoise(rng, TILE, 8, 5);
  const warp = fractalNoise(rng, TILE, 3, 2);
  const flakes = fractalNoise(rng, TILE, 14, 4);
  const speck = periodicNoise(rng, TILE, 380);
  // many cells across x, few along y: long streaks along y
  const runs = periodicNoise(rng, TILE, 70, 3);
  const fineRuns = periodicNoise(rng, TILE, 170, 6);
  const grain = periodicNoise(rng, TILE, 160);
  const pits = periodicNoise(rng, TILE, 230);
  const pit: readonly [number, number, number] = [30, 15, 7];
  // large dark corroded patches against bright fresh rust, at a scale the whole-decal view
  // keeps (the finer tone alone read as a "clean copper-orange plate")
  const patches = fractalNoise(rng, TILE, 3, 2);
  // cut at the field's own quantiles: a tile's noise may sit high or low, and a fixed cut
  // gave one tile dark patches over 40 % of it and the next over 15 %
  const sample: number[] = [];
  for (let y = 0; y < TILE; y += 24) for (let x = 0; x < TILE; x += 24) sample.push(patches(x, y));
  sample.sort((a, b) => a - b);
  const darkCut = sample[Math.floor(sample.length * 0.35)];
  const freshCut = sample[Math.floor(sample.length * 0.75)];
  return pixelCanvas(TILE, (x, y) => {
    const w = warp(x, y) * 120;
    const t = tone(x + w, y + w * 0.6);
    const run = (runs(x, y) - 0.5) * 0.8 + (fineRuns(x, y) - 0.5) * 0.5;
    const g = grain(x, y) - 0.5;
    // the crust: dark heart → brown (most of it) → fresh orange
    // (more of it fresh orange: a crust mostly brown read as "toast or leather, orange only a dull highlight")
    let c = t < 0.4 ? mixRgb(crust, brown, (t - 0.26) / 0.14) : mixRgb(brown, orange, (t - 0.47) / 0.18);
    // run-off: dark stains and lighter, fresher trails
    c = run > 0 ? mixRgb(c, crust, run * 0.9) : mixRgb(c, orange, -run * 0.45);
    c = mixRgb(c, g > 0 ? orange : crust, Math.abs(g) * 0.4);
    const p = pits(x, y);
    if (p > 0.78) c = mixRgb(c, pit, (p - 0.78) * 4);
    // bare steel where the crust has flaked off, stained by the run-off, with a soft dark lip
    const fl = flakes(x, y);
    // (stained well into brown: a plain grey patch read as a hole in the decal on the sheet)
    // (small and rough, under a dark scale: large smooth grey flakes read as a camo print)
    if (fl > 0.72) c = mixRgb(mixRgb(steel, crust, 0.55 + g * 0.5), pit, Math.max(0, run) * 0.5);
    else if (fl > 0.68) c = mixRgb(c, orange, ((fl - 0.68) / 0.04) * 0.6);
    const dark = patches(x, y);
    if (dark < darkCut) c = mixRgb(c, crust, Math.min(0.75, (darkCut - dark) * 8));
    else if (dark > freshCut) c = mixRgb(c, orange, Math.min(0.4, (dark - freshCut) * 5));
    // a fine grit over everything: rust is rough to the eye
    const k = speck(x, y) - 0.5;
    return k > 0 ? mixRgb(c, orange, k * 0.5) : mixRgb(c, pit, -k * 0.6);
  });
}

/**
 * Marble, per pixel: a few long veins in the named vein colour running diagonally across the
 * stone (turbulent, so they bend and kink), swelling and tapering until they vanish, with
 * thin branches crossing between them; soft grey clouding underneath and a cloudy depth.
 * The tile holds about three main veins, so a panel shows one or two, as on a cut slab.
 */
function marbleTile(rng: Rng, colors: readonly string[]): Canvas {
  const stone = rgbOf(colors[0]);
  const vein = rgbOf(colors[1] ?? '#9a958e');
  // metallic veins (gold, silver) catch light at their core
  const core = mixRgb(vein, [255, 250, 235], 0.22);
  const cloud = mixRgb(stone, [150, 146, 140], 0.5);
  const bend = fractalNoise(rng, TILE, 2, 3);
  const kink = periodicNoise(rng, TILE, 24);
  const swell = fractalNoise(rng, TILE, 3, 2);
  const bend2 = fractalNoise(rng, TILE, 3, 3);
  const reach = periodicNoise(rng, TILE, 4);
  const depth = fractalNoise(rng, TILE, 4, 4);
  const turn = (2 * Math.PI) / TILE;
  return pixelCanvas(TILE, (x, y) => {
    const d = depth(x, y);
    let c = mixRgb(stone, [226, 224, 220], (d - 0.5) * 0.5);
    // wide soft clouding: grey haze along a slow diagonal
    const haze = Math.abs(Math.sin(turn * (x - 2 * y) + bend2(x, y) * 6));
    if (haze < 0.35) c = mixRgb(c, cloud, (0.35 - haze) * 1.3 * d);
    // thin branches: only where their own noise reaches, so they start and stop
    const branch = Math.abs(Math.sin(turn * (3 * x + y) + bend2(x, y) * 9 + kink(x, y) * 0.6));
    const r = reach(x, y);
    if (branch < 0.05 && r > 0.45) c = mixRgb(c, vein, Math.min(1, (r - 0.45) * 5) * (1 - branch / 0.05));
    // main veins: width swells and tapers to nothing
    const main = Math.abs(Math.sin(turn * (x + 2 * y) + bend(x, y) * 5 + kink(x, y) * 0.35));
    const w = Math.max(0, swell(x, y) - 0.22) * 0.5;
    if (main < w) {
      const t = main / w;
      c = mixRgb(vein, core, t < 0.35 ? 1 - t / 0.35 : 0);
      if (t > 0.7) c = mixRgb(c, stone, ((t - 0.7) / 0.3) * 0.5);
    }
    return c;
  });
}

/**
 * Wood, per pixel: long flowing growth rings along the grain (local x, along the car), bent
 * slowly so they open into cathedral arches; dark latewood lines with a soft edge, streaky
 * colour bands, fine fibres and open pores, as on a flat-sawn board.
 */
function woodTile(rng: Rng, colors: readonly string[]): Canvas {
  const early = rgbOf(colors[0]);
  const late = rgbOf(colors[1] ?? adjustHex(colors[0], -0.12));
  const figure = rgbOf(colors[2] ?? adjustHex(colors[0], 0.1));
  const bendLong = periodicNoise(rng, TILE, 2, 3);
  const bendShort = periodicNoise(rng, TILE, 5, 8);
  const bands = periodicNoise(rng, TILE, 2, 14);
  const fibres = periodicNoise(rng, TILE, 6, 384);
  const pores = periodicNoise(rng, TILE, 40, 384);
  return pixelCanvas(TILE, (x, y) => {
    const t = (y / TILE) * 22 + bendLong(x, y) * 5 + bendShort(x, y) * 0.8;
    const g = t - Math.floor(t);
    // latewood: a sharp dark line fading back into the lighter earlywood
    const ring = g < 0.55 ? 0 : g < 0.8 ? ((g - 0.55) / 0.25) ** 2 : 1 - (g - 0.8) / 0.2;
    let c = mixRgb(early, figure, (bands(x, y) - 0.45) * 0.9);
    c = mixRgb(c, late, ring * 0.75);
    const fb = fibres(x, y) - 0.5;
    c = fb > 0 ? mixRgb(c, figure, fb * 0.3) : mixRgb(c, late, -fb * 0.6);
    return pores(x, y) > 0.78 ? mixRgb(c, late, 0.45) : c;
  });
}

/** Brushed metal, per pixel: fine streaks along the brushing (local x) at two scales. */
function brushedTile(rng: Rng, colors: readonly string[]): Canvas {
  const metal = rgbOf(colors[0]);
  const fine = periodicNoise(rng, TILE, 2, 300);
  const coarse = periodicNoise(rng, TILE, 6, 90);
  return pixelCanvas(TILE, (x, y) => {
    const k = (fine(x, y) - 0.5) * 0.22 + (coarse(x, y) - 0.5) * 0.12;
    return k > 0 ? mixRgb(metal, [255, 255, 255], k) : mixRgb(metal, [0, 0, 0], -k);
  });
}
