import { adjustHex } from '../../../util/color';
import type { MotifFrame } from '../context';
import { smoothClosedPath, type Pt } from '../helpers';

/** Blotchy camouflage in three tones, blobs stretched along the car. */
export function drawCamo(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const tones = [palette.primary, palette.secondary, adjustHex(palette.accent, -0.05)];
  const size = f.unit * 1.6;
  const count = Math.round(((L * W) / (size * size)) * (0.7 + design.density));
  for (let t = 0; t < tones.length; t++) {
    ctx.beginPath();
    for (let i = 0; i < Math.round(count / (t + 1.3)); i++) {
      const cx = rng.range(-size, L + size);
      const cy = rng.range(-size, W + size);
      const r = size * rng.range(0.5, 1.1) * (1 - t * 0.18);
      const pts: Pt[] = [];
      const k = 7;
      for (let j = 0; j < k; j++) {
        const a = (j / k) * Math.PI * 2;
        const rr = r * rng.range(0.55, 1.15);
        pts.push([cx + Math.cos(a) * rr * 1.5, cy + Math.sin(a) * rr * 0.8]);
      }
      smoothClosedPath(ctx, pts);
    }
    ctx.fillStyle = tones[t];
    ctx.fill();
  }
}
