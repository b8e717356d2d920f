import type { MotifFrame } from '../context';
import { OUTLINE } from '../helpers';
import { bezier, blade, type Pt } from '../taper';

/** Along a spine: pointed at the nose, swelling to its widest a third of the way, then a long taper to a sharp tip. */
const spineWidth =
  (max: number) =>
  (t: number): number =>
    max * Math.pow(Math.sin(Math.PI * Math.pow(t, 0.62)), 0.9);

/** Along a spike: widest at its root on the spine, a sharp tip. */
const spikeWidth =
  (root: number) =>
  (t: number): number =>
    root * Math.pow(1 - t, 1.15);

/**
 * Tribal tattoo art as a car wears it: a bold spine sweeping from the nose to a sharp tip at
 * the tail, hooked spikes branching off it, swept back, above and below, and a curl at its
 * head; on a top two such spines mirrored about the centre line. (Loose blades with a thorn
 * each, scattered over the panel, read as "random blades", not tribal.)
 */
export function drawTribal(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const top = f.kind !== 'side';
  // a spine to each half of a top (mirrored), one across a flank
  const mirrors = top ? [1, -1] : [1];
  const band = top ? W / 2 : W;
  const spikes = Math.max(3, Math.round(3 + design.density * 3));
  // one shape for both halves of a top: drawn from the same draws
  const plan = {
    y0: rng.range(0.45, 0.55),
    y1: rng.range(0.3, 0.7),
    sway: rng.range(-0.18, 0.18),
    thick: rng.range(0.22, 0.28),
    spikes: Array.from({ length: spikes }, (_, k) => ({
      at: 0.12 + ((k + rng.range(0.15, 0.85)) / spikes) * 0.72,
      side: k % 2 === 0 ? -1 : 1,
      len: rng.range(0.16, 0.26),
      rise: rng.range(0.34, 0.46),
      hook: rng.range(0.1, 0.22),
    })),
    curl: rng.range(0.22, 0.3),
  };
  ctx.beginPath();
  for (const m of mirrors) {
    // a half's rows, from the centre line out on a top (the spine kept off the centre)
    const Y = (share: number): number => (top ? W / 2 + m * (0.12 + share * 0.76) * band : share * band);
    const spine: [Pt, Pt, Pt, Pt] = [
      [L * 0.02, Y(plan.y0)],
      [L * 0.3, Y(plan.y0 - plan.sway)],
      [L * 0.65, Y(plan.y1 + plan.sway)],
      [L * 0.97, Y(plan.y1)],
    ];
    const thick = plan.thick * band;
    blade(ctx, spine, spineWidth(thick));
    for (const s of plan.spikes) {
      const [x, y] = bezier(spine, s.at);
      const root = spineWidth(thick)(s.at) * 0.8;
      const dir = s.side * (top ? m : 1);
      // up (or down) and back, the tip hooking further back (tails of the tattoo's flames)
      const rise = dir * s.rise * band;
      blade(
        ctx,
        [
          [x - L * 0.02, y],
          [x + L * s.len * 0.25, y + rise * 0.75],
          [x + L * s.len * 0.7, y + rise * 1.05],
          [x + L * (s.len + s.hook), y + rise * 0.8],
        ],
        spikeWidth(root),
      );
    }
    // the head: a hook curling back over the spine's front
    const [hx, hy] = bezier(spine, 0.08);
    const up = (top ? -m : -1) * plan.curl * band;
    blade(
      ctx,
      [
        [hx + L * 0.02, hy],
        [hx - L * 0.03, hy + up * 1.1],
        [hx + L * 0.09, hy + up * 1.2],
        [hx + L * 0.12, hy + up * 0.45],
      ],
      spikeWidth(thick * 0.7),
    );
  }
  ctx.lineJoin = 'miter';
  ctx.strokeStyle = design.style.outline ? OUTLINE : palette.accent;
  ctx.lineWidth = f.unit * 0.12;
  ctx.stroke();
  ctx.fillStyle = palette.primary;
  ctx.fill();
}
