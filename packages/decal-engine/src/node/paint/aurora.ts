import { rgba } from '../../util/color';
import { heightTo } from './landscape';
import type { PatternFrame } from './patterns';

/**
 * The northern lights: curtains of light hanging in the sky, brightest along their wavy lower
 * edge and fading upwards in fine vertical rays, one curtain per colour, over a few stars (as
 * waves the aurora read as "hard-edged zebra waves, psychedelic, not aurora"). Upright on each
 * panel as a skyline is: the ground is the sill of a flank and the front edge of a top.
 */
export function aurora(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const y = heightTo(f);
  // a few stars in the dark above and between the curtains
  ctx.fillStyle = rgba('#ffffff', 0.85);
  ctx.beginPath();
  for (let k = Math.round((L * W) / (unit * unit * 1.6)); k > 0; k--) {
    const [sx, sy] = [rng.range(0, L), rng.range(0, W)];
    const r = rng.range(1.5, 3.5);
    ctx.moveTo(sx + r, sy);
    ctx.arc(sx, sy, r, 0, Math.PI * 2);
  }
  ctx.fill();
  const colors = f.colors.length ? f.colors : ['#2bff88'];
  const ray = Math.max(6, unit * 0.1);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  colors.forEach((color, k) => {
    // each curtain hangs a little higher than the last, its hem waving along the car
    const hem = W * (0.28 + (0.42 * k) / Math.max(1, colors.length));
    const waves = [rng.range(0.6, 1.2), rng.range(1.6, 2.6)].map((n) => (n * Math.PI * 2) / Math.max(L, unit * 6));
    const phases = [rng.range(0, 6.28), rng.range(0, 6.28)];
    const swing = W * 0.12;
    for (let x = -ray; x < L + ray; x += ray) {
      const h0 = hem + swing * (Math.sin(x * waves[0] + phases[0]) * 0.7 + Math.sin(x * waves[1] + phases[1]) * 0.3);
      // rays of uneven length and strength: the curtain's folds
      const len = W * rng.range(0.25, 0.55);
      const a = rng.range(0.55, 0.95);
      const g = ctx.createLinearGradient(0, y(h0), 0, y(h0 + len));
      g.addColorStop(0, rgba(color, 0));
      g.addColorStop(0.06, rgba(color, a));
      g.addColorStop(0.4, rgba(color, a * 0.6));
      g.addColorStop(1, rgba(color, 0));
      ctx.fillStyle = g;
      ctx.fillRect(x, Math.min(y(h0), y(h0 + len)), ray * 1.15, Math.abs(len));
    }
  });
  ctx.restore();
}
