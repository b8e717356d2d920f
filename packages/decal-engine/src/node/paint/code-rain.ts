import { mixHex, rgba } from '../../util/color';
import { heightTo } from './landscape';
import type { PatternFrame } from './patterns';

/** Brightness steps a trail fades through (one fill each: a fill per glyph cost too much). */
const STEPS = 6;

/**
 * Digital rain, as in The Matrix: columns of glyphs streaming down towards the ground, each
 * stream brightest at its head (near white) and fading up its trail. Glyphs are our own: a
 * seeded pattern of blocks on a 3 × 5 grid, which reads as code at a car's scale (as circuit
 * traces "the actual code rain is missing"). Upright on each panel as a skyline is: the ground
 * is the sill of a flank and the front edge of a top.
 */
export function codeRain(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const color = f.colors[0] ?? '#00ff41';
  const head = mixHex(color, '#ffffff', 0.7);
  const cw = Math.max(14, unit * 0.26);
  const ch = cw * 1.35;
  const px = cw / 4;
  // (a glyph cell's upper edge on the canvas: heights run up from the ground, down the canvas on a top)
  const ground = heightTo(f);
  const y = (h: number): number => Math.min(ground(h), ground(h + ch));
  // each glyph's blocks, by brightness step: [x, y, w, h]
  const levels: Array<Array<readonly [number, number, number, number]>> = Array.from({ length: STEPS + 1 }, () => []);
  const rows = Math.ceil(W / ch);
  for (let x = 0; x < L; x += cw) {
    // two to four streams per column, at their own heights and lengths
    for (let s = rng.int(2, 4); s > 0; s--) {
      const at = rng.int(0, rows + 6);
      const len = rng.int(8, 22);
      for (let k = 0; k < len; k++) {
        const row = at + k;
        if (row < 0 || row >= rows) continue;
        const level = k === 0 ? STEPS : Math.max(1, Math.round(STEPS * (1 - k / len)));
        const bits = rng.int(1, 32767);
        for (let b = 0; b < 15; b++) {
          if (!((bits >> b) & 1)) continue;
          levels[level].push([x + (b % 3) * px + px * 0.5, y(row * ch) + Math.floor(b / 3) * px, px * 0.9, px * 0.9]);
        }
      }
    }
  }
  levels.forEach((rects, level) => {
    if (!rects.length) return;
    ctx.fillStyle = level === STEPS ? head : rgba(color, 0.3 + (0.7 * level) / STEPS);
    ctx.beginPath();
    for (const [rx, ry, rw, rh] of rects) ctx.rect(rx, ry, rw, rh);
    ctx.fill();
  });
}
