import { bezier, taperOutline, wound, type Pt } from '../../util/taper';
import type { Ctx } from './context';

export { bezier, type Pt };

/**
 * A blade along the curve `p`, `width(t)` across it: its two edges as one closed outline, so a
 * blade swells and tapers to sharp points as a tattoo's strokes do. Every blade is wound the
 * same way, so where blades overlap the fill stays whole (a spike wound against its spine cut a
 * hole where they meet).
 */
export function blade(ctx: Ctx, p: readonly [Pt, Pt, Pt, Pt], width: (t: number) => number, steps = 40): void {
  const outline = wound(
    taperOutline((t) => bezier(p, t), width, steps, 0.01),
    true,
  );
  ctx.moveTo(outline[0][0], outline[0][1]);
  for (const [x, y] of outline.slice(1)) ctx.lineTo(x, y);
  ctx.closePath();
}
