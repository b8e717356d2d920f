import type { Ctx } from './context';

export type Pt = readonly [number, number];

/** A point of the cubic Bézier `p` at `t`. */
export function bezier(p: readonly [Pt, Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * p[0][0] + b * p[1][0] + c * p[2][0] + d * p[3][0], a * p[0][1] + b * p[1][1] + c * p[2][1] + d * p[3][1]];
}

/**
 * A blade along the curve `p`, `width(t)` across it: its two edges as one closed outline, so a
 * blade swells and tapers to sharp points as a tattoo's strokes do.
 */
export function blade(ctx: Ctx, p: readonly [Pt, Pt, Pt, Pt], width: (t: number) => number, steps = 40): void {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = bezier(p, t);
    const [ax, ay] = bezier(p, Math.max(0, t - 0.01));
    const [bx, by] = bezier(p, Math.min(1, t + 0.01));
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
    const w = width(t) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  const outline = [...left, ...right.reverse()];
  // every blade wound the same way, so where blades overlap the fill stays whole (a spike
  // wound against its spine cut a hole where they meet)
  let area = 0;
  outline.forEach(([x, y], i) => {
    const [nx, ny] = outline[(i + 1) % outline.length];
    area += x * ny - nx * y;
  });
  if (area < 0) outline.reverse();
  ctx.moveTo(outline[0][0], outline[0][1]);
  for (const [x, y] of outline.slice(1)) ctx.lineTo(x, y);
  ctx.closePath();
}
