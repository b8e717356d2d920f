import type { MotifFrame } from '../context';
import { glowStroke } from '../helpers';

/** Circuit-board traces branching from the nose towards the tail, ending in pads. */
export function drawCircuit(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const grid = f.unit * 0.45;
  const traces = Math.max(4, Math.round((W / grid) * (0.35 + design.density * 0.5)));
  const pads: Array<[number, number, number]> = [];
  ctx.beginPath();
  for (let i = 0; i < traces; i++) {
    let x = rng.range(-grid, L * 0.3);
    let y = Math.round(rng.range(0.05, 0.95) * (W / grid)) * grid;
    ctx.moveTo(x, y);
    const steps = rng.int(4, 12);
    for (let s = 0; s < steps; s++) {
      const run = grid * rng.int(2, 7);
      if (rng.chance(0.55)) x += run;
      else {
        const d = rng.chance(0.5) ? 1 : -1;
        const diag = grid * rng.int(1, 3);
        x += diag;
        y = Math.min(W - grid * 0.5, Math.max(grid * 0.5, y + d * diag));
      }
      ctx.lineTo(x, y);
      if (rng.chance(0.15)) pads.push([x, y, grid * 0.32]);
      if (x > L) break;
    }
    pads.push([x, y, grid * 0.42]);
  }
  glowStroke(ctx, palette.primary, palette.accent, Math.max(4, grid * 0.22), f.glow, palette.base);
  ctx.beginPath();
  for (const [x, y, r] of pads) {
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = palette.secondary;
  ctx.fill();
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = Math.max(2, grid * 0.1);
  ctx.stroke();
  if (!f.texture) {
    // chip blocks
    for (let i = 0; i < Math.round(1 + design.density * 3); i++) {
      const w = grid * rng.int(2, 4);
      const h = grid * rng.int(1, 2);
      const x = rng.range(0, L - w);
      const y = rng.range(0, W - h);
      ctx.fillStyle = palette.base;
      ctx.fillRect(x, y, w, h);
      ctx.strokeStyle = palette.secondary;
      ctx.lineWidth = Math.max(3, grid * 0.12);
      ctx.strokeRect(x, y, w, h);
    }
  }
}
