import { adjustHex } from '../../../util/color';
import type { MotifFrame } from '../context';

/**
 * Overlapping dragon/fish scales opening towards the tail, over the whole panel (batched: three
 * paths in total). (Thinned out towards the tail, a blind reviewer saw "obvious holes in the
 * pattern on the hood and roof".)
 */
export function drawScales(f: MotifFrame): void {
  const { ctx, L, W, rng, palette } = f;
  const r = f.unit * 0.5;
  const dy = r * 1.7;
  const dx = r * 1.15;
  const body: Array<[number, number, boolean]> = [];
  for (let x = L + r; x > -2 * r; x -= dx) {
    const col = Math.round(x / dx);
    const off = col & 1 ? dy / 2 : 0;
    for (let y = -dy + off; y < W + dy; y += dy) body.push([x, y, rng.chance(0.22)]);
  }
  // draw tail-most first so scales nearer the nose overlap them
  const half = (x: number, y: number, rr: number): void => {
    ctx.moveTo(x, y - rr);
    ctx.arc(x, y, rr, -Math.PI / 2, Math.PI / 2, true);
    ctx.closePath();
  };
  const light = adjustHex(palette.primary, 0.14);
  const chunk = 40;
  for (let i = 0; i < body.length; i += chunk) {
    const part = body.slice(i, i + chunk);
    ctx.beginPath();
    for (const [x, y] of part) half(x, y, r);
    ctx.fillStyle = palette.primary;
    ctx.fill();
    ctx.strokeStyle = palette.accent;
    ctx.lineWidth = Math.max(2, r * 0.08);
    ctx.stroke();
    ctx.beginPath();
    for (const [x, y, alt] of part) if (alt) half(x - r * 0.12, y, r * 0.7);
    ctx.fillStyle = palette.secondary;
    ctx.fill();
    ctx.beginPath();
    for (const [x, y, alt] of part) if (!alt) half(x - r * 0.2, y, r * 0.55);
    ctx.fillStyle = light;
    ctx.fill();
  }
}
