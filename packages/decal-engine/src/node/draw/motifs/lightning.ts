import type { MotifFrame } from '../context';
import { glowStroke, type Pt } from '../helpers';

/** Jagged lightning bolts crackling from nose to tail, with branches. */
export function drawLightning(f: MotifFrame): void {
  const { ctx, L, W, rng, palette } = f;
  const bolts = Math.max(1, Math.round((W / (f.unit * 3.2)) * (0.6 + f.design.density)));
  const seg = f.unit * 0.9;
  const width = f.unit * 0.16;
  for (let b = 0; b < bolts; b++) {
    let y = ((b + 0.5) / bolts) * W + rng.range(-0.25, 0.25) * (W / bolts);
    const pts: Pt[] = [[-10, y]];
    const branches: Pt[][] = [];
    for (let x = 0; x < L + seg; x += seg * rng.range(0.6, 1.3)) {
      y += rng.range(-1, 1) * seg * 0.9;
      y = Math.min(W * 0.97, Math.max(W * 0.03, y));
      pts.push([x, y]);
      if (rng.chance(0.18)) {
        const br: Pt[] = [[x, y]];
        let bx = x;
        let by = y;
        const dir = rng.chance(0.5) ? 1 : -1;
        for (let k = 0; k < 4; k++) {
          bx += seg * rng.range(0.5, 1);
          by += dir * seg * rng.range(0.3, 0.9);
          br.push([bx, by]);
        }
        branches.push(br);
      }
    }
    ctx.beginPath();
    for (const br of branches) br.forEach(([x, yy], i) => (i ? ctx.lineTo(x, yy) : ctx.moveTo(x, yy)));
    glowStroke(ctx, palette.secondary, palette.accent, width * 0.55, f.glow);
    ctx.beginPath();
    pts.forEach(([x, yy], i) => (i ? ctx.lineTo(x, yy) : ctx.moveTo(x, yy)));
    glowStroke(ctx, palette.primary, palette.accent, width, Math.max(0.4, f.glow));
  }
}
