import type { MotifFrame } from '../context';

/** Sweeping bands flowing from nose to tail. */
export function drawWaves(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const bands = Math.max(3, Math.round((W / f.unit) * (0.5 + design.density * 0.6)));
  const lambda = L * (0.45 + 0.5 * design.params[0]) * design.layout.scale;
  const amp = (W / bands) * (0.6 + design.params[1]);
  const colors = [palette.primary, palette.secondary, palette.accent, palette.primary];
  const phase0 = design.layout.offset * Math.PI * 2;
  const step = Math.max(8, L / 90);
  const curve = (y0: number, phase: number): Array<[number, number]> => {
    const pts: Array<[number, number]> = [];
    for (let x = -step; x <= L + step; x += step) {
      pts.push([
        x,
        y0 + Math.sin((x / lambda) * Math.PI * 2 + phase) * amp + Math.sin((x / lambda) * Math.PI * 5 + phase * 2) * amp * 0.15,
      ]);
    }
    return pts;
  };
  for (let i = 0; i < bands; i++) {
    if (i % 2 === 1 && design.density < 0.5) continue;
    const y0 = ((i + 0.2) / bands) * W;
    const thickness = (W / bands) * rng.range(0.35, 0.6);
    const phase = phase0 + i * 0.5;
    const top = curve(y0, phase);
    const bottom = curve(y0 + thickness, phase + 0.25).reverse();
    ctx.beginPath();
    [...top, ...bottom].forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
    ctx.closePath();
    ctx.fillStyle = colors[i % colors.length];
    ctx.fill();
  }
}
