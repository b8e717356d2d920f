import type { Hex } from '../../types';
import { mixRgb, pixelCanvas, rgbOf } from './noise';
import type { PatternFrame } from './patterns';

/** Template pixels per computed pixel: the dye's bands are soft, so a coarse grid scaled up smooth is enough. */
const STEP = 8;

/**
 * Tie-dye: the dye's colours wound in a spiral round a centre on each panel, each band bleeding
 * into the next, with a ripple where the cloth was folded (as waves it read as "a wave pattern",
 * not tie-dye). Computed on a coarse grid and drawn scaled up.
 */
export function tieDye(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const colours: Hex[] = [f.base, ...f.colors];
  const rgb = colours.map(rgbOf);
  const [cx, cy] = [L * rng.range(0.35, 0.65), W * rng.range(0.35, 0.65)];
  const arms = 2 + Math.floor(rng.next() * 2);
  const band = unit * 1.6;
  const phase = rng.next();
  // (a square of the panel's longer side: a flank's islands reach past the band it is drawn
  // in, and the dye covers them too)
  const size = Math.max(L, W);
  const art = pixelCanvas(
    size,
    (x, y) => {
      const [dx, dy] = [x - cx, y - cy];
      const r = Math.hypot(dx, dy);
      const a = Math.atan2(dy, dx) / (Math.PI * 2);
      // where along the colours this point is: round the spiral, out from the centre, rippled
      const t = a * arms + r / band + 0.12 * Math.sin(r / (band * 0.45) + a * 12) + phase;
      const u = ((t % 1) + 1) % 1;
      const k = u * rgb.length;
      const i = Math.floor(k);
      // a band holds its colour and bleeds into the next over its last third
      const bleed = Math.max(0, (k - i - 0.66) / 0.34);
      return mixRgb(rgb[i % rgb.length], rgb[(i + 1) % rgb.length], bleed * bleed * (3 - 2 * bleed));
    },
    STEP,
  );
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(art, 0, 0, art.width * STEP, art.height * STEP);
  ctx.restore();
}
