import type { MotifFrame } from '../context';

/** Chequered-flag blocks, solid at the tail and breaking up towards the nose. */
export function drawChecker(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const cell = f.unit * 0.55;
  ctx.save();
  ctx.rotate((design.layout.angle * Math.PI) / 180 / 2);
  ctx.beginPath();
  const alt: Array<[number, number]> = [];
  for (let x = -cell * 2; x < L + cell * 2; x += cell) {
    const solid = Math.min(1, Math.max(0, (x / L - (0.55 - design.density * 0.35)) * 2.2));
    for (let y = -cell * 2; y < W + cell * 2; y += cell) {
      const odd = (Math.round(x / cell) + Math.round(y / cell)) & 1;
      const show = rng.next() < solid;
      if (!show) continue;
      if (odd) ctx.rect(x, y, cell, cell);
      else alt.push([x, y]);
    }
  }
  ctx.fillStyle = palette.primary;
  ctx.fill();
  ctx.beginPath();
  for (const [x, y] of alt) ctx.rect(x, y, cell, cell);
  ctx.fillStyle = palette.accent;
  ctx.fill();
  ctx.restore();
  if (!f.texture) {
    ctx.fillStyle = palette.secondary;
    ctx.fillRect(-10, W * 0.5 - cell * 0.2, L + 20, cell * 0.4);
  }
}
