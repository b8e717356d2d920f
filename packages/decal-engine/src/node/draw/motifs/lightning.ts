import { mixHex } from '../../../util/color';
import type { MotifFrame } from '../context';
import type { Pt } from '../helpers';

function addLines(ctx: MotifFrame['ctx'], lines: readonly Pt[][]): void {
  ctx.beginPath();
  for (const line of lines) line.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
}

/**
 * A lightning storm crackling from nose to tail: several jagged bolts with forked branches
 * (no sparks: dots at the ends read as a circuit board). Batched: all halos, then all branches, then all main bolts (a handful of strokes
 * per region, halos pre-mixed with the base so nothing is translucent).
 */
export function drawLightning(f: MotifFrame): void {
  const { ctx, L, W, rng, palette } = f;
  const bolts = Math.max(1, Math.round((W / (f.unit * 3)) * (0.5 + f.design.density * 0.5)));
  const seg = f.unit * 0.8;
  const width = f.unit * (f.texture ? 0.08 : 0.2);
  const mains: Pt[][] = [];
  const branches: Pt[][] = [];
  const fork = (x0: number, y0: number, dir: number, steps: number, depth: number): void => {
    const br: Pt[] = [[x0, y0]];
    let bx = x0;
    let by = y0;
    for (let k = 0; k < steps; k++) {
      bx += seg * rng.range(0.4, 0.9);
      by += dir * seg * rng.range(0.2, 0.8) + rng.range(-0.3, 0.3) * seg;
      br.push([bx, by]);
      if (depth < 1 && rng.chance(0.12)) fork(bx, by, -dir, Math.max(2, steps - 2), depth + 1);
    }
    branches.push(br);
  };
  for (let b = 0; b < bolts; b++) {
    let y = ((b + 0.5) / bolts) * W + rng.range(-0.3, 0.3) * (W / bolts);
    const pts: Pt[] = [[-10, y]];
    for (let x = 0; x < L + seg; x += seg * rng.range(0.5, 1.2)) {
      y += rng.range(-1, 1) * seg * 0.9;
      y = Math.min(W * 0.97, Math.max(W * 0.03, y));
      pts.push([x, y]);
      if (rng.chance(0.12)) fork(x, y, rng.chance(0.5) ? 1 : -1, rng.int(3, 5), 0);
    }
    mains.push(pts);
  }
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const glow = Math.max(0.4, f.glow);
  if (!f.texture) {
    addLines(ctx, mains);
    ctx.strokeStyle = mixHex(palette.base, palette.primary, 0.3 * glow);
    ctx.lineWidth = width * 3.2;
    ctx.stroke();
  }
  addLines(ctx, branches);
  ctx.strokeStyle = palette.secondary;
  ctx.lineWidth = width * 0.55;
  ctx.stroke();
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = Math.max(1.5, width * 0.2);
  ctx.stroke();
  addLines(ctx, mains);
  ctx.strokeStyle = palette.primary;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = Math.max(1.5, width * 0.35);
  ctx.stroke();
}
