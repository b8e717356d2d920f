import type { Canvas } from '@napi-rs/canvas';
import type { BaseLayer } from '../../scene/types';
import { adjustHex, rgba } from '../../util/color';
import type { Rng } from '../../util/rng';
import type { PatternFrame } from './patterns';
import { fillTiled, TILE } from './tiles';
import { fractalNoise, mixRgb, periodicNoise, pixelCanvas, rgbOf } from './noise';

/** A material base (wood, marble, brushed metal, chrome, rust, carbon, gold) over a region. */
export function paintMaterial(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W } = f;
  ctx.fillStyle = base.material === 'rust' ? '#5e5650' : base.colors[0];
  ctx.fillRect(-10, -10, L + 20, W + 20);
  if (base.material === 'chrome' || base.material === 'gold') {
    materialTexture(f, base);
    return;
  }
  // grain, veins, crusts and hairlines: thousands of small draws, so drawn once into a tile
  const key = `material|${base.material ?? ''}|${base.colors.join(',')}`;
  const perPixel = base.material === 'rust' ? rustTile : base.material === 'marble' ? marbleTile : null;
  if (perPixel) {
    // computed per pixel once, then drawn at each of the tile's nine shifted passes
    let art: Canvas | null = null;
    fillTiled(ctx, L, W, key, (c, rng) => c.drawImage((art ??= perPixel(rng, base.colors)), 0, 0, TILE, TILE), f.seed);
    return;
  }
  fillTiled(ctx, L, W, key, (c, rng) => materialTexture({ ...f, ctx: c, L: TILE, W: TILE, rng }, base), f.seed);
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

/** A material's texture over its base colour, in a local frame (a tile for the busy ones). */
function materialTexture(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W, rng } = f;
  const [c0, c1, c2] = base.colors;
  switch (base.material) {
    case 'wood': {
      // long grain lines along the car, gently wavy, with a few knots
      const lines = Math.ceil(W / 7);
      for (let k = 0; k < lines; k++) {
        const y0 = (k / lines) * W + rng.range(-3, 3);
        ctx.strokeStyle = rgba(k % 3 === 0 ? (c2 ?? adjustHex(c0, 0.1)) : (c1 ?? adjustHex(c0, -0.1)), rng.range(0.35, 0.8));
        ctx.lineWidth = rng.range(1.5, 5);
        ctx.beginPath();
        const ph = rng.range(0, 6.28);
        const amp = rng.range(2, 9);
        for (let x = -10; x <= L + 10; x += 24) {
          const y = y0 + Math.sin((x / L) * Math.PI * 10 + ph) * amp + Math.sin((x / L) * Math.PI * 42 + ph * 2) * amp * 0.2;
          if (x === -10) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.stroke();
      }
      ctx.strokeStyle = rgba(c1 ?? c0, 0.7);
      ctx.lineWidth = 3;
      for (let k = 0; k < Math.ceil((L * W) / 250_000); k++) {
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        for (let r = 4; r < 30; r += 6) {
          ctx.beginPath();
          ctx.ellipse(x, y, r * 2.4, r, 0, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      return;
    }
    case 'brushed': {
      // fine lengthwise brushing: many thin light/dark hairlines
      for (let y = 0; y < W; y += 3) {
        ctx.fillStyle = rng.chance(0.5) ? 'rgba(255,255,255,0.22)' : 'rgba(0,0,0,0.16)';
        ctx.fillRect(-10, y + rng.range(0, 2), L + 20, rng.range(0.8, 2));
      }
      return;
    }
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
  const steel = rgbOf('#5e5650');
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
    if (r < 0.44) c = mixRgb(steel, [150, 142, 134], (g - 0.5) * 0.8 + 0.15);
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
