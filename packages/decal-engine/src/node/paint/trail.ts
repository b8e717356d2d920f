import type { PlacedTrail } from '../../compose/plan';
import type { Ctx } from '../draw/context';

/** Samples along a trail's length (its edges are smooth curves at this count). */
const SAMPLES = 28;

/**
 * A flank hero's trail (compose/plan `PlacedTrail`) in its flank's local frame (x nose → tail,
 * y sill → roof line): a blade that leaves the badge from behind and tapers to a point past the
 * tail, with a finer speed line above and below it that follow its edges (the lower one runs in
 * from the nose). All in the trail's colour, the blade edged in its outline (an edged thin line
 * reads as a hairline), so it reads as one graphic with the badge painted over it.
 */
export function paintTrail(ctx: Ctx, t: PlacedTrail): void {
  const len = t.x1 - t.x0;
  if (len <= t.r) return;
  const half = t.r * 0.5;
  // (level: a graphic that rises along a flank meets the next panel's at another height, and
  // diagonals cut into panels read as "random slashes that don't line up across panels")
  const at = (u: number): number => t.x0 + len * u;
  // a band between two offsets from the centre line, each a function of u (0 at the badge)
  const band = (u0: number, u1: number, lo: (u: number) => number, hi: (u: number) => number): void => {
    ctx.beginPath();
    for (let k = 0; k <= SAMPLES; k++) {
      const u = u0 + ((u1 - u0) * k) / SAMPLES;
      if (k === 0) ctx.moveTo(at(u), t.cy + hi(u));
      else ctx.lineTo(at(u), t.cy + hi(u));
    }
    for (let k = SAMPLES; k >= 0; k--) {
      const u = u0 + ((u1 - u0) * k) / SAMPLES;
      ctx.lineTo(at(u), t.cy + lo(u));
    }
    ctx.closePath();
  };
  const taper = (u: number): number => half * Math.pow(1 - Math.max(0, u), 0.9);
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(4, t.r * 0.05);
  ctx.strokeStyle = t.outline;
  ctx.fillStyle = t.color;
  // the speed lines: thinner, a gap off the blade's edges, tapering to the tail; the upper one
  // starts behind the badge, the lower one is the lead line that runs in from the nose under
  // it, so the graphic spans the whole flank
  const gap = t.r * 0.14;
  const line = t.r * 0.14;
  const behind = 0.42 * Math.min(1, (t.r * 2.2) / len) + 0.05;
  const lines: Array<[number, number, 1 | -1]> = [
    [behind, 1, 1],
    [behind * 0.7, 0.82, -1],
    // (it stops at the badge's front: through a badge's open shapes it read as a skewer)
    [-(t.x0 + 20) / len, (-t.r * 0.6) / len, -1],
  ];
  for (const [u0, u1, dir] of lines) {
    const thick = (u: number): number => line * (1 - (Math.max(0, u) - Math.max(0, u0)) / (u1 - Math.max(0, u0)));
    const inner = (u: number): number => dir * (taper(u) + gap);
    const outer = (u: number): number => dir * (taper(u) + gap + thick(u));
    band(u0, u1, dir > 0 ? inner : outer, dir > 0 ? outer : inner);
    ctx.fill();
  }
  // (the blade leaves the badge from behind its middle: from its centre it showed through
  // the open shapes of a badge, the gaps of a crown)
  band(0.5 * Math.min(1, t.r / len), 1, (u) => -taper(u), taper);
  ctx.stroke();
  ctx.fill();
}
