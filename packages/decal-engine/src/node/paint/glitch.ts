import type { PatternFrame } from './patterns';

/**
 * A glitch: the picture torn into bars along the car, each bar split into its colour channels
 * (one colour shifted ahead, one behind, a bright core where they overlap), a few stray pixel
 * blocks off the bars' ends, and faint scanlines over it all (a seeded chevron read as "nothing
 * digital: no pixel blocks, RGB split, scanlines").
 */
export function glitch(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const [ahead, behind] = [f.colors[0], f.colors[1] ?? f.colors[0]];
  const core = f.colors[2] ?? '#f4f4f4';
  const bars: Array<readonly [number, number, number, number]> = [];
  for (let y = rng.range(0, unit * 0.3); y < W; y += unit * rng.range(0.25, 0.8)) {
    if (!rng.chance(0.8)) continue;
    const h = unit * rng.range(0.12, 0.6);
    for (let x = rng.range(-unit, L * 0.2); x < L;) {
      const w = unit * rng.range(0.8, 5);
      if (rng.chance(0.75)) bars.push([x, y, w, h]);
      x += w + unit * rng.range(0.3, 2.2);
    }
  }
  const shift = Math.max(6, unit * 0.22);
  const fillBars = (color: string, dx: number, inset: number): void => {
    ctx.fillStyle = color;
    ctx.beginPath();
    for (const [x, y, w, h] of bars) ctx.rect(x + dx, y + h * inset, w, h * (1 - inset * 2));
    ctx.fill();
  };
  fillBars(behind, shift, 0);
  fillBars(ahead, -shift, 0);
  fillBars(core, 0, 0.38);
  // stray blocks off some bars' ends, in either channel
  const block = Math.max(6, unit * 0.14);
  for (const color of [ahead, behind]) {
    ctx.fillStyle = color;
    ctx.beginPath();
    for (const [x, y, w, h] of bars) {
      if (!rng.chance(0.35)) continue;
      for (let k = 0; k < 3; k++) ctx.rect(x + w + block * rng.range(0.5, 6), y + h / 2 + block * rng.range(-2, 2), block, block);
    }
    ctx.fill();
  }
  // scanlines: one dark line every few pixels, faint
  ctx.fillStyle = 'rgba(0,0,0,0.18)';
  ctx.beginPath();
  const pitch = Math.max(6, unit * 0.09);
  for (let y = 0; y < W; y += pitch) ctx.rect(-10, y, L + 20, pitch * 0.35);
  ctx.fill();
}
