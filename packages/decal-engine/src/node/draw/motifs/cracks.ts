import { mixHex } from '../../../util/color';
import type { MotifFrame } from '../context';
import { glowStroke } from '../helpers';

/**
 * Molten cracks: a network of jagged fissures between dark crust plates (the seams of a
 * jittered grid, a few of them missing so the plates vary), glowing from underneath with a hot
 * core. (Free-running fissures read to a reviewer's eye as "yellow noodles", not lava.)
 */
export function drawCracks(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const cell = f.unit * (2.1 - design.density * 0.6);
  const nx = Math.ceil(L / cell) + 2;
  const ny = Math.ceil(W / cell) + 2;
  const pts: Array<Array<[number, number]>> = [];
  for (let i = 0; i < nx; i++) {
    const col: Array<[number, number]> = [];
    for (let j = 0; j < ny; j++) col.push([(i - 0.5 + rng.range(-0.32, 0.32)) * cell, (j - 0.5 + rng.range(-0.32, 0.32)) * cell]);
    pts.push(col);
  }
  ctx.beginPath();
  // a seam between two plate corners, broken into jagged steps
  const seam = (a: [number, number], b: [number, number]): void => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const len = Math.hypot(dx, dy);
    ctx.moveTo(a[0], a[1]);
    for (let k = 1; k < 4; k++) {
      const off = rng.range(-0.14, 0.14) * len;
      ctx.lineTo(a[0] + (dx * k) / 4 - (dy / len) * off, a[1] + (dy * k) / 4 + (dx / len) * off);
    }
    ctx.lineTo(b[0], b[1]);
  };
  for (let i = 0; i < nx; i++) {
    for (let j = 0; j < ny; j++) {
      if (i + 1 < nx && !rng.chance(0.12)) seam(pts[i][j], pts[i + 1][j]);
      if (j + 1 < ny && !rng.chance(0.12)) seam(pts[i][j], pts[i][j + 1]);
    }
  }
  // molten glow underneath, pre-mixed with the base (opaque: no translucent pass), then the
  // crack itself with its hot core
  ctx.save();
  ctx.strokeStyle = mixHex(palette.base, palette.secondary, 0.3 + 0.3 * f.glow);
  ctx.lineWidth = cell * 0.2;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.restore();
  glowStroke(ctx, palette.primary, palette.accent, Math.max(5, cell * 0.07), 0);
}
