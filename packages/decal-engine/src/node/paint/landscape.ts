import { luma, mixHex } from '../../util/color';
import type { Rng } from '../../util/rng';
import type { PatternFrame } from './patterns';

/**
 * Landscapes that stand on the sill of each flank and on the front edge of the top (upright
 * there, as a skyline): a mountain range, ridges behind ridges with snow on the high peaks,
 * and a forest, a row of pines in front of a paler row. The set's "mountains" is a round
 * badge, and its pine one lone tree: a blind reviewer read "mountain forest green" as "the
 * sunset design's mountain badge recoloured green, no forest at all".
 */

type Pt = readonly [number, number];

/** A ridge line from x = -pad to L + pad: peaks and saddles, heights above the ground. */
function ridge(rng: Rng, L: number, spacing: readonly [number, number], heights: readonly [number, number]): Pt[] {
  const pts: Pt[] = [];
  let x = -spacing[1] * rng.range(0.2, 0.8);
  let peak = true;
  while (x < L + spacing[1]) {
    const h = peak ? rng.range(heights[0], heights[1]) : rng.range(heights[0] * 0.35, heights[0] * 0.8);
    pts.push([x, h]);
    // a shoulder partway down some slopes, so a range is not a row of even teeth
    const step = rng.range(spacing[0], spacing[1]) / 2;
    if (peak && rng.chance(0.5)) pts.push([x + step * 0.45, h * rng.range(0.62, 0.8)]);
    x += step;
    peak = !peak;
  }
  return pts;
}

/** Where y is for a height above the ground: the sill is y = 0 on a side, the front edge y = W upright on a top. */
export function heightTo(f: PatternFrame): (h: number) => number {
  return f.kind === 'side' ? (h) => h : (h) => f.W - h;
}

/**
 * The ridge's slopes made rugged: each straight slope split twice, its midpoints nudged up or
 * down (straight slopes read as a row of saw teeth). The peaks stay where they were, so the
 * snow caps sit on them.
 */
function rugged(rng: Rng, pts: readonly Pt[]): Pt[] {
  let line: Pt[] = [...pts];
  for (let pass = 0; pass < 2; pass++) {
    const next: Pt[] = [line[0]];
    for (let i = 1; i < line.length; i++) {
      const [ax, ah] = line[i - 1];
      const [bx, bh] = line[i];
      const span = Math.hypot(bx - ax, bh - ah);
      next.push([(ax + bx) / 2 + rng.range(-0.08, 0.08) * span, (ah + bh) / 2 + rng.range(-0.12, 0.12) * span], line[i]);
    }
    line = next;
  }
  return line;
}

function fillRidge(f: PatternFrame, pts: readonly Pt[], color: string): void {
  const { ctx, L } = f;
  const y = heightTo(f);
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.moveTo(-20, y(-10));
  for (const [x, h] of rugged(f.rng, pts)) ctx.lineTo(x, y(h));
  ctx.lineTo(L + 20, y(-10));
  ctx.closePath();
  ctx.fill();
}

/** Whether a frame is too small for a scene standing on its edge (a skyline, a landscape): the small pieces keep their paint. */
export function tooSmall(f: PatternFrame): boolean {
  return f.kind === 'back' || f.L * f.W < 60_000;
}

export function mountains(f: PatternFrame): void {
  if (tooSmall(f)) return;
  const { ctx, W, unit, rng } = f;
  const y = heightTo(f);
  const near = f.colors[0];
  // the far range in a tone between the near one and the sky, as air hazes distance (or the
  // tone given for it: a fade's sky is no one colour)
  const far = f.colors[1] ?? mixHex(near, f.base, 0.45);
  const maxH = W * (f.kind === 'side' ? 0.72 : 0.62);
  const back = ridge(rng, f.L, [unit * 3, unit * 5.5], [maxH * 0.62, maxH]);
  const front = ridge(rng, f.L, [unit * 2.2, unit * 4], [maxH * 0.3, maxH * 0.55]);
  fillRidge(f, back, far);
  // snow on the high peaks of the far range: a cap down each slope to a ragged line (in a pale
  // tint of the range, so the snow is no colour nobody named)
  const snow = luma(f.base) > 0.8 ? mixHex(far, '#ffffff', 0.45) : mixHex(near, '#ffffff', 0.85);
  ctx.fillStyle = snow;
  ctx.beginPath();
  for (let i = 1; i < back.length - 1; i++) {
    const [px, ph] = back[i];
    const [lx, lh] = back[i - 1];
    const [rx, rh] = back[i + 1];
    if (ph < maxH * 0.72 || ph <= lh || ph <= rh) continue;
    const down = ph * 0.2;
    const at = (ox: number, oh: number): Pt => {
      const t = Math.min(0.9, down / Math.max(1, ph - oh));
      return [px + (ox - px) * t, ph - (ph - oh) * t];
    };
    const [ax, ah] = at(lx, lh);
    const [bx, bh] = at(rx, rh);
    ctx.moveTo(ax, y(ah));
    ctx.lineTo(px, y(ph));
    ctx.lineTo(bx, y(bh));
    // the snow line: a few teeth back across the slope
    const teeth = 3;
    for (let k = 1; k < teeth * 2; k++) {
      const t = k / (teeth * 2);
      const tx = bx + (ax - bx) * t;
      const th = bh + (ah - bh) * t - (k % 2 ? down * 0.35 : 0);
      ctx.lineTo(tx, y(th));
    }
    ctx.closePath();
  }
  ctx.fill();
  fillRidge(f, front, near);
}

/** A pine: a trunk and three tiers of boughs, each tier a triangle wider than the one above. */
function pine(path: (pts: readonly Pt[]) => void, x: number, h: number): void {
  const w = h * 0.42;
  const trunk = h * 0.1;
  path([
    [x - w * 0.06, 0],
    [x + w * 0.06, 0],
    [x + w * 0.06, trunk],
    [x - w * 0.06, trunk],
  ]);
  const tiers = 3;
  for (let k = 0; k < tiers; k++) {
    const bottom = trunk + (h - trunk) * k * 0.27;
    const top = bottom + (h - trunk) * (k === tiers - 1 ? 1 - k * 0.27 : 0.5);
    const half = (w / 2) * (1 - k * 0.22);
    path([
      [x - half, bottom],
      [x + half, bottom],
      [x, top],
    ]);
  }
}

export function forest(f: PatternFrame): void {
  if (tooSmall(f)) return;
  const { ctx, L, W, unit, rng } = f;
  const y = heightTo(f);
  const near = f.colors[0];
  const far = f.colors[1] ?? mixHex(near, f.base, 0.45);
  const maxH = W * (f.kind === 'side' ? 0.62 : 0.5);
  const row = (color: string, heights: readonly [number, number], gap: readonly [number, number]): void => {
    ctx.fillStyle = color;
    ctx.beginPath();
    const path = (pts: readonly Pt[]): void => {
      pts.forEach(([x, h], i) => (i === 0 ? ctx.moveTo(x, y(h)) : ctx.lineTo(x, y(h))));
      ctx.closePath();
    };
    for (let x = -unit * rng.range(0, 1); x < L + unit; x += unit * rng.range(gap[0], gap[1]))
      pine(path, x, rng.range(heights[0], heights[1]));
    // the ground the trees stand on
    path([
      [-20, -10],
      [L + 20, -10],
      [L + 20, unit * 0.12],
      [-20, unit * 0.12],
    ]);
    ctx.fill();
  };
  row(far, [maxH * 0.6, maxH], [0.55, 0.9]);
  row(near, [maxH * 0.35, maxH * 0.65], [0.5, 0.85]);
}
