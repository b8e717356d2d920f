import { adjustHex } from '../../util/color';
import type { PatternFrame } from './patterns';

/**
 * Seigaiha, the Japanese wave pattern: rows of overlapping fans of concentric rings, each row
 * laid over the one above it and offset by half a fan, the rings in the pattern's colour on
 * the base (the rising sun's rays under a "japanese wave" read as nothing Japanese about the
 * sea). A whole number of fans and rows per tile, so it repeats without a seam.
 */
export function seigaiha(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const step = L / Math.max(1, Math.round(L / (f.unit * 1.8)));
  const R = step / 2;
  const rowStep = W / (2 * Math.max(1, Math.round(W / (2 * R * 0.5))));
  const line = Math.max(4, R * 0.07);
  const ink = f.colors[0];
  // every other ring a shade of the base: the fans read as waves at a distance, not as targets
  const shade = adjustHex(f.base, 0.08);
  for (let row = 0, y = 0; y <= W + R; y += rowStep, row++) {
    for (let x = (row % 2) * R; x <= L + R; x += step) {
      for (const [k, fill] of [
        [1, f.base],
        [0.76, shade],
        [0.52, f.base],
        [0.28, shade],
      ] as const) {
        ctx.beginPath();
        ctx.moveTo(x - R * k, y);
        ctx.arc(x, y, R * k, Math.PI, Math.PI * 2);
        ctx.closePath();
        ctx.fillStyle = fill;
        ctx.fill();
        ctx.strokeStyle = ink;
        ctx.lineWidth = line;
        ctx.stroke();
      }
    }
  }
}
