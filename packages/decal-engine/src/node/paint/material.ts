import type { Canvas } from '@napi-rs/canvas';
import type { BaseLayer } from '../../scene/types';
import { adjustHex } from '../../util/color';
import type { Rng } from '../../util/rng';
import type { PatternFrame } from './patterns';
import { fillTiled, TILE } from './tiles';
import { fractalNoise, mixRgb, periodicNoise, pixelCanvas, rgbOf } from './noise';

/** Bare steel under the rust: dark and cool, so it never reads as the sheet's empty mid-grey. */
const RUST_STEEL = '#43474d';

/** Materials computed per pixel from tile noise (noise.ts). */
const PER_PIXEL: Record<string, ((rng: Rng, colors: readonly string[]) => Canvas) | undefined> = {
  rust: rustTile,
  marble: marbleTile,
  wood: woodTile,
  brushed: brushedTile,
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

/** The polished metals: a reflection gradient across the panel. */
function materialTexture(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W } = f;
  const [c0, c1] = base.colors;
  switch (base.material) {
    case 'chrome': {
      const g = ctx.createLinearGradient(0, 0, 0, W);
      g.addColorStop(0, '#f4f7fa');
      g.addColorStop(0.45, c0);
      g.addColorStop(0.52, c1 ?? '#5a6470');
      g.addColorStop(0.7, '#9aa4ae');
      g.addColorStop(1, '#eef2f5');
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
 * Weathered steel under flaking rust: ragged patches from fractal noise (bright orange at
 * their edges, brown inside, dark crusts at their hearts), run-off streaks down the panel
 * (local y runs across the car, towards the roof line on the sides) and pitting.
 */
function rustTile(rng: Rng, colors: readonly string[]): Canvas {
  const steel = rgbOf(RUST_STEEL);
  const brown = rgbOf(colors[0]);
  const orange = rgbOf(colors[1] ?? colors[0]);
  const crust = rgbOf(colors[2] ?? colors[0]);
  const patches = fractalNoise(rng, TILE, 3, 4);
  const grain = fractalNoise(rng, TILE, 32, 2);
  const streaks = periodicNoise(rng, TILE, 64, 4);
  const pits = periodicNoise(rng, TILE, 128);
  return pixelCanvas(TILE, (x, y) => {
    const g = grain(x, y);
    const r = patches(x, y) * 0.78 + g * 0.22 + (streaks(x, y) - 0.5) * 0.14;
    let c: readonly [number, number, number];
    if (r < 0.44) c = mixRgb(steel, [112, 118, 124], (g - 0.5) * 0.8 + 0.15);
    else if (r < 0.47) c = mixRgb(steel, orange, (r - 0.44) / 0.03);
    else if (r < 0.53) c = mixRgb(orange, brown, (r - 0.47) / 0.06 + (g - 0.5) * 0.6);
    else if (r < 0.6) c = mixRgb(brown, crust, (r - 0.53) / 0.07 + (g - 0.5) * 0.5);
    else c = mixRgb(crust, brown, (g - 0.4) * 0.8);
    return pits(x, y) > 0.85 ? mixRgb(c, [20, 10, 5], 0.55) : c;
  });
}

/**
 * Marble, per pixel: veins where a turbulent sine wave crosses zero (sharp, branching, of
 * varying width), in the named vein colour; soft grey veining across them; a cloudy depth.
 */
function marbleTile(rng: Rng, colors: readonly string[]): Canvas {
  const stone = rgbOf(colors[0]);
  const vein = rgbOf(colors[1] ?? '#9a958e');
  const shade = mixRgb(stone, [138, 133, 128], 0.45);
  const warp = fractalNoise(rng, TILE, 4, 4);
  const warp2 = fractalNoise(rng, TILE, 3, 3);
  const depth = fractalNoise(rng, TILE, 5, 2);
  const turn = (2 * Math.PI) / TILE;
  return pixelCanvas(TILE, (x, y) => {
    const main = Math.abs(Math.sin(turn * (2 * x + 3 * y) + warp(x, y) * 9));
    const soft = Math.abs(Math.sin(turn * (3 * x - y) + warp2(x, y) * 7));
    let c = mixRgb(stone, [214, 212, 208], (depth(x, y) - 0.45) * 0.9);
    if (soft < 0.2) c = mixRgb(c, shade, (0.2 - soft) * 2.2);
    if (main < 0.16) c = mixRgb(c, vein, main < 0.08 ? 1 : (0.16 - main) / 0.08);
    return c;
  });
}

/**
 * Wood, per pixel: growth rings bent by turbulence (dark latewood lines over the lighter
 * earlywood), long fibres along the grain (local x, along the car) and a soft figure.
 */
function woodTile(rng: Rng, colors: readonly string[]): Canvas {
  const early = rgbOf(colors[0]);
  const late = rgbOf(colors[1] ?? adjustHex(colors[0], -0.12));
  const figure = rgbOf(colors[2] ?? adjustHex(colors[0], 0.1));
  const bend = fractalNoise(rng, TILE, 3, 3);
  const fibres = periodicNoise(rng, TILE, 4, 320);
  const soft = fractalNoise(rng, TILE, 2, 2);
  return pixelCanvas(TILE, (x, y) => {
    const t = (y / TILE) * 12 + bend(x, y) * 3.4;
    const g = t - Math.floor(t);
    const ring = g < 0.6 ? 0 : g < 0.85 ? (g - 0.6) / 0.25 : (1 - g) / 0.15;
    const c = mixRgb(mixRgb(early, figure, (soft(x, y) - 0.4) * 1.2), late, ring * 0.85);
    return mixRgb(c, fibres(x, y) > 0.5 ? figure : late, Math.abs(fibres(x, y) - 0.5) * 0.5);
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
