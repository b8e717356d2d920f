import { adjustHex, rgba } from '../../util/color';
import { heightTo } from './landscape';
import type { PatternFrame } from './patterns';

/** A wisp's soft passes: [share of its width, opacity], widest and faintest first (many, so no step shows). */
const PASSES: ReadonlyArray<readonly [number, number]> = Array.from({ length: 12 }, (_, i) => [1 - i * 0.078, 0.045] as const);

/**
 * Smoke: soft wisps rising from the sill of each panel (the front edge of a top) and drifting
 * back along the car as they climb, curling as they thin, each a stack of translucent strokes
 * with a brighter core (as cloud banks, "grey smoke" read as "dark marble or camo blotches, not
 * wispy smoke"). Upright on each panel, as a skyline is.
 */
export function smoke(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const y = heightTo(f);
  const color = f.colors[0] ?? '#a4a9b0';
  const core = f.colors[1] ?? adjustHex(color, 0.25);
  const wisps = Math.max(3, Math.round((L / unit) * 0.7));
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  for (let k = 0; k < wisps; k++) {
    const x0 = rng.range(-unit, L + unit);
    const rise = W * rng.range(0.6, 1.15);
    const drift = unit * rng.range(0.6, 2.2) * (rng.chance(0.5) ? 1 : -1);
    const waves = rng.range(1.2, 2.6);
    const phase = rng.range(0, Math.PI * 2);
    const sway = unit * rng.range(0.25, 0.6);
    const width = unit * rng.range(1.2, 2.4);
    const pts: Array<[number, number]> = [];
    for (let i = 0; i <= 36; i++) {
      const t = i / 36;
      // it sways more as it climbs, and curls over at its top
      const curl = t > 0.75 ? Math.sin((t - 0.75) * Math.PI * 4 + phase) * sway * 0.8 : 0;
      pts.push([x0 + drift * t + Math.sin(t * Math.PI * waves + phase) * sway * (0.3 + t) + curl, y(rise * t)]);
    }
    for (const [share, alpha] of PASSES) {
      ctx.lineWidth = width * share;
      ctx.strokeStyle = rgba(share < 0.3 ? core : color, alpha * 1.4);
      ctx.beginPath();
      pts.forEach(([px, py], i) => (i ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
      ctx.stroke();
    }
  }
  ctx.restore();
}
