import type { MotifFrame } from '../context';

/** Tiger stripes: tapered, pointed strokes reaching in from both edges, across the car. */
export function drawTiger(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const spacing = (f.unit * 0.95) / (0.6 + design.density * 0.6);
  ctx.fillStyle = palette.primary;
  ctx.beginPath();
  for (let x = rng.range(0, spacing); x < L + spacing; x += spacing * rng.range(0.7, 1.3)) {
    for (const fromTop of [true, false]) {
      if (rng.chance(0.15)) continue;
      const reach = W * rng.range(0.3, 0.62);
      const thick = spacing * rng.range(0.22, 0.42);
      const lean = rng.range(0.2, 0.7) * spacing;
      const y0 = fromTop ? -10 : W + 10;
      const dir = fromTop ? 1 : -1;
      const tipX = x + lean;
      const tipY = y0 + dir * reach;
      ctx.moveTo(x - thick, y0);
      ctx.bezierCurveTo(x - thick * 0.6, y0 + dir * reach * 0.5, tipX - thick * 0.3, tipY - dir * reach * 0.2, tipX, tipY);
      ctx.bezierCurveTo(tipX + thick * 0.1, tipY - dir * reach * 0.3, x + thick * 0.8, y0 + dir * reach * 0.4, x + thick, y0);
      ctx.closePath();
      if (rng.chance(0.45)) {
        // a short forked secondary stripe
        const fx = x + spacing * 0.45;
        const fr = reach * 0.45;
        ctx.moveTo(fx - thick * 0.4, y0 + dir * fr * 0.2);
        ctx.quadraticCurveTo(fx, y0 + dir * fr * 0.6, fx + lean * 0.6, y0 + dir * fr);
        ctx.quadraticCurveTo(fx + thick * 0.3, y0 + dir * fr * 0.5, fx + thick * 0.4, y0);
        ctx.closePath();
      }
    }
  }
  ctx.fill();
  // (no band across the middle: a print is the print, not a stripe nobody asked for)
}
