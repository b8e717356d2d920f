import { mixHex } from '../../../util/color';
import type { MotifFrame } from '../context';
import { glowStroke } from '../helpers';

/** Molten cracks: glowing fissures spreading back from the nose over dark plates. */
export function drawCracks(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const seg = f.unit * 0.55;
  const roots = Math.max(2, Math.round((W / f.unit) * (0.5 + design.density * 0.6)));
  ctx.beginPath();
  const walk = (x0: number, y0: number, angle: number, steps: number, depth: number): void => {
    let x = x0;
    let y = y0;
    let a = angle;
    ctx.moveTo(x, y);
    for (let i = 0; i < steps; i++) {
      a += rng.range(-0.6, 0.6);
      a = a * 0.8; // keep heading towards the tail
      x += Math.cos(a) * seg * rng.range(0.6, 1.2);
      y += Math.sin(a) * seg * rng.range(0.6, 1.2);
      ctx.lineTo(x, y);
      if (depth < 2 && rng.chance(0.22)) {
        walk(x, y, a + rng.range(-1.3, 1.3), Math.round(steps / 2), depth + 1);
        ctx.moveTo(x, y);
      }
      if (x > L + seg) break;
    }
  };
  for (let i = 0; i < roots; i++) {
    walk(
      rng.range(-seg, L * 0.15),
      ((i + rng.range(0.2, 0.8)) / roots) * W,
      rng.range(-0.5, 0.5),
      Math.round((L / seg) * rng.range(0.6, 1.1)),
      0,
    );
  }
  // molten glow underneath, pre-mixed with the base (opaque: no translucent pass), then the
  // crack itself with its hot core
  ctx.save();
  ctx.strokeStyle = mixHex(palette.base, palette.secondary, 0.35 + 0.3 * f.glow);
  ctx.lineWidth = seg * 0.9;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
  glowStroke(ctx, palette.primary, palette.accent, Math.max(5, seg * 0.28), 0);
}
