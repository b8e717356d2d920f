import type { MotifFrame } from '../context';

/** Zebra: organic wavy bands running across the car, alternating with the base. */
export function drawZebra(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const spacing = f.unit * (0.9 + 0.4 * design.params[0]);
  const step = Math.max(8, W / 40);
  ctx.fillStyle = palette.primary;
  ctx.beginPath();
  for (let x = rng.range(-spacing, 0); x < L + spacing; x += spacing) {
    const thick = spacing * rng.range(0.3, 0.5);
    const amp = spacing * rng.range(0.2, 0.45);
    const freq = rng.range(1.2, 2.5);
    const ph = rng.range(0, 6.28);
    const lean = rng.range(-0.25, 0.25) * spacing;
    const left: Array<[number, number]> = [];
    const right: Array<[number, number]> = [];
    for (let y = -step; y <= W + step; y += step) {
      const t = y / W;
      const cx = x + Math.sin(t * Math.PI * freq + ph) * amp + lean * t;
      const w = thick * (0.6 + 0.4 * Math.sin(t * Math.PI * 3 + ph));
      left.push([cx - w / 2, y]);
      right.push([cx + w / 2, y]);
    }
    [...left, ...right.reverse()].forEach(([px, py], k) => (k ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.closePath();
  }
  ctx.fill();
  // (no band across the middle: a print is the print, not a stripe nobody asked for)
}
