import type { MotifFrame } from '../context';

/** Bold gradient fade from nose to tail with speed lines. */
export function drawGradient(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const g = ctx.createLinearGradient(0, 0, L, W * Math.tan((design.layout.angle * Math.PI) / 180));
  g.addColorStop(0, palette.primary);
  g.addColorStop(0.35 + 0.15 * design.params[0], palette.primary);
  g.addColorStop(0.7 + 0.1 * design.params[1], palette.secondary);
  g.addColorStop(1, palette.base);
  ctx.fillStyle = g;
  ctx.fillRect(-10, -10, L + 20, W + 20);
  if (f.texture) return;
  const lines = Math.round(4 + design.density * 10);
  ctx.fillStyle = palette.accent;
  for (let i = 0; i < lines; i++) {
    const y = rng.range(0, W);
    const x0 = rng.range(L * 0.2, L * 0.8);
    const len = rng.range(0.1, 0.35) * L;
    const h = Math.max(3, f.unit * rng.range(0.04, 0.12));
    ctx.beginPath();
    ctx.moveTo(x0, y);
    ctx.lineTo(x0 + len, y - h / 2);
    ctx.lineTo(x0 + len, y + h / 2);
    ctx.closePath();
    ctx.fill();
  }
}
