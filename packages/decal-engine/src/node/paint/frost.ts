import { rgba } from '../../util/color';
import type { Ctx } from '../draw/context';
import type { PatternFrame } from './patterns';

/** Branch levels of a frost crystal: a stem, its side branches, theirs. */
const LEVELS = 3;

/**
 * Frost: feathered ice crystals growing in from a panel's edges, each a stem with side
 * branches at 60°, branching again and thinning to fine tips, over a soft white rime along the
 * edges (as the shards of a cracked pane, "frozen ice blue with frost" read as "generic
 * low-poly triangles: no frost, no crystals, no rime"). Drawn per panel, in the colour given.
 */
export function frost(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const color = f.colors[0] ?? '#ffffff';
  // the rime: white breath along both long edges
  for (const [from, to] of [
    [0, W * 0.22],
    [W, W * 0.78],
  ] as const) {
    const g = ctx.createLinearGradient(0, from, 0, to);
    g.addColorStop(0, rgba(color, 0.7));
    g.addColorStop(1, rgba(color, 0));
    ctx.fillStyle = g;
    ctx.fillRect(-10, Math.min(from, to), L + 20, Math.abs(to - from));
  }
  // every segment of a level, stroked together (a stroke per segment was hundreds a panel)
  const paths: Array<Array<readonly [number, number, number, number]>> = Array.from({ length: LEVELS }, () => []);
  const grow = (x: number, y: number, angle: number, len: number, level: number): void => {
    const steps = 4;
    let [px, py] = [x, y];
    for (let k = 1; k <= steps; k++) {
      // a stem wavers a little as it grows
      const a = angle + rng.range(-0.08, 0.08);
      const [nx, ny] = [px + (Math.cos(a) * len) / steps, py + (Math.sin(a) * len) / steps];
      paths[level].push([px, py, nx, ny]);
      if (level < LEVELS - 1 && k < steps) {
        // side branches at 60° on both sides, shorter towards the tip
        const side = len * 0.42 * (1 - k / (steps + 1));
        for (const turn of [-1, 1]) if (rng.chance(0.85)) grow(nx, ny, a + (turn * Math.PI) / 3, side, level + 1);
      }
      [px, py] = [nx, ny];
    }
  };
  const seeds = Math.max(4, Math.round((L / unit) * 1.5));
  for (let i = 0; i < seeds; i++) {
    // from the upper or the lower edge, inwards and leaning one way or the other
    const top = rng.chance(0.5);
    const x = rng.range(-unit, L + unit);
    const y = top ? rng.range(-unit * 0.2, unit * 0.3) : W - rng.range(-unit * 0.2, unit * 0.3);
    const angle = (top ? Math.PI / 2 : -Math.PI / 2) + rng.range(-0.6, 0.6);
    grow(x, y, angle, W * rng.range(0.35, 0.75), 0);
  }
  // and from both ends, so a panel cut in half (ice beside fire) frosts from its cut too (grown
  // from the long edges alone, a half hood was "pale and weak")
  const ends = Math.max(2, Math.round((W / unit) * 0.8));
  for (let i = 0; i < ends; i++) {
    const left = i % 2 === 0;
    const y = rng.range(0, W);
    grow(
      left ? rng.range(-unit * 0.2, unit * 0.3) : L - rng.range(-unit * 0.2, unit * 0.3),
      y,
      (left ? 0 : Math.PI) + rng.range(-0.6, 0.6),
      Math.min(L, W) * rng.range(0.35, 0.7),
      0,
    );
  }
  // each level edged in a deep tone of the ice first, so white crystals stand off a pale ice
  // blue (alone they were "barely there")
  const edge = f.colors[1] ?? '#1f5c9a';
  const width = Math.max(3, unit * 0.065);
  paths.forEach((segments, level) => {
    const w = width * Math.pow(0.65, level);
    stroke(ctx, segments, w * 2, rgba(edge, 0.25));
    stroke(ctx, segments, w, rgba(color, 0.95 - level * 0.1));
  });
}

function stroke(ctx: Ctx, segments: ReadonlyArray<readonly [number, number, number, number]>, width: number, color: string): void {
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.strokeStyle = color;
  ctx.beginPath();
  for (const [x0, y0, x1, y1] of segments) {
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
  }
  ctx.stroke();
}
