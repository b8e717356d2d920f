/** Pure geometry of tapered strokes, shared by the motif library's composed shapes and the pattern drawers. */

export type Pt = readonly [number, number];

/** A point of the cubic Bézier `p` at `t`. */
export function bezier(p: readonly [Pt, Pt, Pt, Pt], t: number): Pt {
  const u = 1 - t;
  const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [a * p[0][0] + b * p[1][0] + c * p[2][0] + d * p[3][0], a * p[0][1] + b * p[1][1] + c * p[2][1] + d * p[3][1]];
}

/** The unit normal of the curve `at` at `t` (to its left), from its points `dt` either side. */
export function normalAt(at: (t: number) => Pt, t: number, dt: number): Pt {
  const [ax, ay] = at(Math.max(0, t - dt));
  const [bx, by] = at(Math.min(1, t + dt));
  const len = Math.hypot(bx - ax, by - ay) || 1;
  return [-(by - ay) / len, (bx - ax) / len];
}

/**
 * A tapered stroke along `at(t)`, `width(t)` across it, as one closed outline: its left edge
 * out and its right edge back (pointed where the width is 0).
 */
export function taperOutline(at: (t: number) => Pt, width: (t: number) => number, steps: number, dt: number): Pt[] {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const [x, y] = at(t);
    const [nx, ny] = normalAt(at, t, dt);
    const w = width(t) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  return [...left, ...right.reverse()];
}

/**
 * `pts` wound one way: with a positive shoelace sum (`positive`) or a negative one, so that
 * overlapping outlines wound alike stay filled where they meet (against each other they cut
 * holes).
 */
export function wound(pts: readonly Pt[], positive: boolean): readonly Pt[] {
  let area = 0;
  pts.forEach(([x, y], i) => {
    const [nx, ny] = pts[(i + 1) % pts.length];
    area += x * ny - nx * y;
  });
  return (positive ? area < 0 : area > 0) ? [...pts].reverse() : pts;
}
