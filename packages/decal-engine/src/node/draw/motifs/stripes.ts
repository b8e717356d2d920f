import type { MotifFrame } from '../context';

/** Racing stripes: twin stripes down the spine, a bold flank stripe on the sides. */
export function drawStripes(f: MotifFrame): void {
  const { ctx, L, W, palette, design } = f;
  const p = design.params;
  ctx.save();
  ctx.rotate((design.layout.angle * Math.PI) / 180 / 3);
  if (f.kind === 'top' || f.kind === 'underside') {
    const stripe = W * (0.09 + 0.08 * p[0]) * design.layout.scale;
    const gap = W * (0.02 + 0.05 * p[1]);
    const cy = W / 2;
    ctx.fillStyle = palette.primary;
    ctx.fillRect(-L, cy - gap / 2 - stripe, L * 3, stripe);
    ctx.fillRect(-L, cy + gap / 2, L * 3, stripe);
    const pin = Math.max(4, stripe * 0.12);
    ctx.fillStyle = palette.accent;
    ctx.fillRect(-L, cy - gap / 2 - stripe - pin * 2.5, L * 3, pin);
    ctx.fillRect(-L, cy + gap / 2 + stripe + pin * 1.5, L * 3, pin);
    if (design.density > 0.6) {
      ctx.fillStyle = palette.secondary;
      ctx.fillRect(-L, W * 0.06, L * 3, stripe * 0.45);
      ctx.fillRect(-L, W * 0.94 - stripe * 0.45, L * 3, stripe * 0.45);
    }
  } else {
    // a bold flank stripe through the middle of the side (thin, curved side panels such as the
    // Dominus lower wrap keep it in view), with a thin pinstripe either side
    const band = W * (0.22 + 0.12 * p[2]) * design.layout.scale;
    const y0 = W * (0.5 + 0.08 * (p[3] - 0.5)) - band / 2;
    const pin = Math.max(4, band * 0.1);
    ctx.fillStyle = palette.primary;
    ctx.fillRect(-L, y0, L * 3, band);
    ctx.fillStyle = palette.secondary;
    ctx.fillRect(-L, y0 + band + pin * 1.2, L * 3, band * 0.2);
    ctx.fillStyle = palette.accent;
    ctx.fillRect(-L, y0 - pin * 2.2, L * 3, pin);
  }
  ctx.restore();
}
