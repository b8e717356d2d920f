import { adjustHex } from '../../util/color';
import { Path2D } from '@napi-rs/canvas';
import type { PatternFrame } from './patterns';

/**
 * A starry night behind a subject that lives in one (a moon, a howling wolf, an owl, a
 * rocket): small stars of a few sizes, thinning towards the sill on the sides (the sky is
 * above the horizon), and a few four-pointed glints. Colour: the pattern's first colour.
 */
export function stars(f: PatternFrame): void {
  const { ctx, L, W, rng } = f;
  const color = f.colors[0] ?? '#f4f4f4';
  const dim = adjustHex(color, -0.25);
  const count = Math.round(((L * W) / (f.unit * f.unit)) * 1.1 * (0.6 + f.density));
  const side = f.kind === 'side';
  // the dim stars in one fill, the bright ones and the glints in another (a few hundred
  // fills, each under a region's anti-aliased clip, cost ~12 ms a render; stars rarely touch)
  const dimPath = new Path2D();
  const brightPath = new Path2D();
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, L);
    const y = rng.range(0, W);
    // on the sides local y runs sill → roof line: fewer stars low down
    if (side && rng.next() > 0.25 + 0.75 * (y / W)) continue;
    const big = rng.next() < 0.08;
    const r = big ? rng.range(7, 11) : rng.range(1.6, 4.2);
    const path = r < 2.6 ? dimPath : brightPath;
    if (big) {
      // a glint: four thin points round a small core
      const t = r * 0.22;
      path.moveTo(x, y - r * 2.2);
      path.lineTo(x + t, y - t);
      path.lineTo(x + r * 2.2, y);
      path.lineTo(x + t, y + t);
      path.lineTo(x, y + r * 2.2);
      path.lineTo(x - t, y + t);
      path.lineTo(x - r * 2.2, y);
      path.lineTo(x - t, y - t);
      path.closePath();
    } else {
      path.moveTo(x + r, y);
      path.arc(x, y, r, 0, Math.PI * 2);
    }
  }
  ctx.fillStyle = dim;
  ctx.fill(dimPath);
  ctx.fillStyle = color;
  ctx.fill(brightPath);
}
