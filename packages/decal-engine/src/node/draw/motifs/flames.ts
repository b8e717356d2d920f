import type { MotifFrame } from '../context';
import { OUTLINE } from '../helpers';

interface Tongue {
  y: number;
  len: number;
  thick: number;
  waves: number;
  phase: number;
  amp: number;
}

/** Hot-rod flames: a solid front splits into curling tongues that lick back towards the tail. */
export function drawFlames(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const reach = L * (0.72 + 0.3 * design.density);
  const count = Math.max(3, Math.round((W / f.unit) * 0.8));
  const band = W / count;
  const tongues: Tongue[] = Array.from({ length: count }, (_, i) => ({
    y: (i + 0.5) * band + rng.range(-0.15, 0.15) * band,
    len: reach * rng.range(0.6, 1),
    thick: band * rng.range(0.55, 0.75),
    waves: rng.range(1.2, 2.2),
    phase: rng.range(0, Math.PI * 2),
    amp: band * rng.range(0.25, 0.55),
  }));
  const layer = (lenScale: number, thickScale: number, color: string, outline: boolean): void => {
    ctx.beginPath();
    const steps = 28;
    for (const t of tongues) {
      const len = t.len * lenScale;
      const upper: Array<[number, number]> = [];
      const lower: Array<[number, number]> = [];
      for (let k = 0; k <= steps; k++) {
        const u = k / steps;
        const x = -30 + u * (len + 30);
        const yc = t.y + Math.sin(u * Math.PI * t.waves + t.phase) * t.amp * u;
        const w = t.thick * thickScale * Math.pow(1 - u, 0.8) * (1 + 0.25 * Math.sin(u * Math.PI * 3 + t.phase));
        upper.push([x, yc - w]);
        lower.push([x, yc + w]);
      }
      [...upper, ...lower.reverse()].forEach(([x, y], k) => (k ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
      ctx.closePath();
    }
    // the solid front the tongues grow out of
    ctx.rect(-30, -30, L * 0.05 * lenScale + 30, W + 60);
    if (outline) {
      ctx.lineJoin = 'round';
      ctx.strokeStyle = OUTLINE;
      ctx.lineWidth = f.unit * 0.16;
      ctx.stroke();
    }
    ctx.fillStyle = color;
    ctx.fill('nonzero');
  };
  if (f.glow > 0.3 && !f.texture) {
    ctx.save();
    ctx.globalAlpha = 0.22 * f.glow;
    layer(1.1, 1.35, palette.primary, false);
    ctx.restore();
  }
  layer(1, 1, palette.primary, design.style.outline);
  layer(0.72, 0.58, palette.secondary, false);
  layer(0.42, 0.28, palette.accent, false);
}
