import { rgba } from '../../../util/color';
import type { MotifFrame } from '../context';

/** Deep-space nebula clouds with scattered stars. */
export function drawGalaxy(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  // about 1.5× cover of the region: enough to fill it with nebula without piling up additive layers
  const clouds = Math.round(3 + (L * W) / (f.unit * f.unit * 24));
  const colors = [palette.primary, palette.secondary, palette.primary, palette.accent];
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < clouds; i++) {
    const x = rng.range(0, L);
    const y = rng.range(0, W);
    const r = f.unit * rng.range(2, 4) * (0.7 + design.density * 0.6);
    const c = colors[i % colors.length];
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, rgba(c, i % 4 === 3 ? 0.35 : 0.75));
    g.addColorStop(0.55, rgba(c, 0.3));
    g.addColorStop(1, rgba(c, 0));
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
  }
  ctx.restore();
  const stars = Math.round(((L * W) / (f.unit * f.unit)) * 6);
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  for (let i = 0; i < stars; i++) {
    const x = rng.range(0, L);
    const y = rng.range(0, W);
    const r = rng.next() < 0.93 ? rng.range(0.8, 2.2) : rng.range(3, 6);
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fill();
  if (f.texture) return;
  // a few four-point sparkles
  ctx.fillStyle = palette.accent;
  for (let i = 0; i < Math.round(stars / 120) + 2; i++) {
    const x = rng.range(0, L);
    const y = rng.range(0, W);
    const r = f.unit * rng.range(0.2, 0.45);
    ctx.beginPath();
    ctx.moveTo(x, y - r);
    ctx.quadraticCurveTo(x, y, x + r, y);
    ctx.quadraticCurveTo(x, y, x, y + r);
    ctx.quadraticCurveTo(x, y, x - r, y);
    ctx.quadraticCurveTo(x, y, x, y - r);
    ctx.fill();
  }
}
