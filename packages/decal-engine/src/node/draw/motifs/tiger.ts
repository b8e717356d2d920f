import type { MotifFrame } from '../context';
import { blade, type Pt } from '../taper';

/** Thin at both ends, fullest a little past its root: a tiger stripe's brush stroke. */
const stroke =
  (max: number) =>
  (t: number): number =>
    max * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.8)), 0.7);

/**
 * Tiger stripes: long wavy strokes reaching across the car from one edge or the other, thin at
 * both ends and full in between, many forked, some doubled, with short dashes between them (as
 * tapered wedges from both edges they read as "triangular wedges, sawtooth, shark teeth, not
 * organic tiger stripes").
 */
export function drawTiger(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const spacing = (f.unit * 1.05) / (0.6 + design.density * 0.6);
  ctx.fillStyle = palette.primary;
  ctx.beginPath();
  for (let x = rng.range(0, spacing); x < L + spacing; x += spacing * rng.range(0.75, 1.25)) {
    const fromTop = rng.chance(0.5);
    const dir = fromTop ? 1 : -1;
    const y0 = fromTop ? -W * 0.05 : W * 1.05;
    const reach = W * rng.range(0.55, 0.95);
    const lean = spacing * rng.range(-0.5, 0.9);
    const sway = spacing * rng.range(-0.45, 0.45);
    const thick = spacing * rng.range(0.26, 0.4);
    const path: [Pt, Pt, Pt, Pt] = [
      [x, y0],
      [x + sway, y0 + dir * reach * 0.35],
      [x + lean - sway, y0 + dir * reach * 0.7],
      [x + lean, y0 + dir * reach],
    ];
    blade(ctx, path, stroke(thick), 28);
    // a fork off its middle, swept the same way
    if (rng.chance(0.5)) {
      const at = rng.range(0.3, 0.55);
      const [bx, by] = [x + (sway + lean) * at, y0 + dir * reach * at];
      const len = reach * rng.range(0.25, 0.45);
      const turn = rng.chance(0.5) ? 1 : -1;
      blade(
        ctx,
        [
          [bx, by],
          [bx + turn * spacing * 0.2, by + dir * len * 0.35],
          [bx + turn * spacing * 0.45, by + dir * len * 0.7],
          [bx + turn * spacing * 0.55, by + dir * len],
        ],
        stroke(thick * 0.7),
        20,
      );
    }
    // a second, thinner stripe close beside it
    if (rng.chance(0.3)) {
      const dx = thick * 1.9;
      blade(
        ctx,
        [
          [x + dx, y0],
          [x + dx + sway, y0 + dir * reach * 0.3],
          [x + dx + lean - sway, y0 + dir * reach * 0.55],
          [x + dx + lean * 0.8, y0 + dir * reach * 0.75],
        ],
        stroke(thick * 0.55),
        20,
      );
    }
    // a short dash between this stripe and the next, from the other edge
    if (rng.chance(0.55)) {
      const dx = spacing * 0.5;
      const [dy0, ddir] = [fromTop ? W * 1.02 : -W * 0.02, -dir];
      const short = W * rng.range(0.15, 0.32);
      blade(
        ctx,
        [
          [x + dx, dy0],
          [x + dx + spacing * 0.1, dy0 + ddir * short * 0.4],
          [x + dx + spacing * 0.15, dy0 + ddir * short * 0.75],
          [x + dx + spacing * 0.25, dy0 + ddir * short],
        ],
        stroke(thick * 0.6),
        16,
      );
    }
  }
  ctx.fill();
  // (no band across the middle: a print is the print, not a stripe nobody asked for)
}
