import type { Finish, Palette } from '../../types';
import { hexToHsl, hslToHex, rgba } from '../../util/color';
import type { MotifFrame } from './context';

/** How much glow a finish lets through (matte is flat and soft). */
export function finishGlow(finish: Finish, glow: number): number {
  return finish === 'matte' ? glow * 0.35 : finish === 'animated' ? Math.min(1, glow + 0.2) : glow;
}

/** Matte is flat and soft: slightly lower saturation and lifted blacks, applied to the palette (no extra pass). */
export function finishPalette(finish: Finish, palette: Palette): Palette {
  if (finish !== 'matte') return palette;
  const soften = (hex: string): `#${string}` => {
    const [h, s, l] = hexToHsl(hex);
    return hslToHex([h, s * 0.88, 0.03 + l * 0.94]);
  };
  return {
    base: soften(palette.base),
    primary: soften(palette.primary),
    secondary: soften(palette.secondary),
    accent: soften(palette.accent),
  };
}

/** Finish overlay for one region, drawn in the region's local frame after the motif. */
export function applyFinish(f: MotifFrame, finish: Finish): void {
  const { ctx, L, W, rng, palette } = f;
  ctx.save();
  if (finish === 'animated') {
    // animated lives in the glow (finishGlow lifts it) and an even, faint additive lift in the
    // accent over the whole panel: no pulse or ribbons, they read as fades and streaks nobody
    // asked for (issue 16 reviews)
    ctx.globalCompositeOperation = 'lighter';
    ctx.fillStyle = rgba(palette.accent, 0.05);
    ctx.fillRect(-10, -10, L + 20, W + 20);
    ctx.globalCompositeOperation = 'source-over';
  } else if (finish === 'anodized') {
    // metallic sheen across the panel with pearlescent tints: a light edge and a dark edge;
    // the transparent middle of the gradient is not painted at all (cheap: two bands)
    const sheen = ctx.createLinearGradient(0, 0, 0, W);
    sheen.addColorStop(0, 'rgba(255,255,255,0.24)');
    sheen.addColorStop(0.16, 'rgba(255,150,230,0.07)');
    sheen.addColorStop(0.3, 'rgba(255,255,255,0)');
    sheen.addColorStop(0.7, 'rgba(0,0,0,0)');
    sheen.addColorStop(0.84, 'rgba(120,220,255,0.07)');
    sheen.addColorStop(1, 'rgba(0,0,0,0.2)');
    ctx.fillStyle = sheen;
    ctx.fillRect(-10, -10, L + 20, W * 0.3 + 10);
    ctx.fillRect(-10, W * 0.7, L + 20, W * 0.3 + 10);
    // crisp specular streak
    const x0 = L * rng.range(0.2, 0.6);
    const streak = ctx.createLinearGradient(x0, 0, x0 + f.unit * 1.2, 0);
    streak.addColorStop(0, 'rgba(255,255,255,0)');
    streak.addColorStop(0.5, 'rgba(255,255,255,0.16)');
    streak.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.globalCompositeOperation = 'lighter';
    ctx.fillStyle = streak;
    ctx.fillRect(x0, -10, f.unit * 1.2, W + 20);
  }
  ctx.restore();
}
