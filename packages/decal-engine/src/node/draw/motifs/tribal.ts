import type { MotifFrame } from '../context';
import { OUTLINE } from '../helpers';

/** Swooping tribal blades sweeping back from the nose to sharp tips. */
export function drawTribal(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const blades = Math.max(2, Math.round((W / f.unit) * (0.35 + design.density * 0.3)));
  const shapes: Array<() => void> = [];
  for (let i = 0; i < blades; i++) {
    const y = ((i + 0.5) / blades) * W;
    const h = (W / blades) * rng.range(0.45, 0.8);
    const len = L * rng.range(0.5, 0.95);
    const curl = rng.range(-0.6, 0.6) * h * 2;
    shapes.push(() => {
      ctx.moveTo(-20, y - h * 0.6);
      ctx.bezierCurveTo(len * 0.3, y - h * 0.9, len * 0.7, y - h * 0.1 + curl * 0.5, len, y + curl);
      ctx.bezierCurveTo(len * 0.62, y + h * 0.05 + curl * 0.4, len * 0.42, y + h * 0.4, len * 0.28, y + h * 0.1);
      ctx.bezierCurveTo(len * 0.2, y + h * 0.5, len * 0.1, y + h * 0.7, -20, y + h * 0.6);
      ctx.closePath();
      // a thorn
      const tx = len * rng.range(0.25, 0.55);
      ctx.moveTo(tx, y - h * 0.55);
      ctx.quadraticCurveTo(tx + h * 0.5, y - h * 1.0, tx + h * 1.1, y - h * 1.15);
      ctx.quadraticCurveTo(tx + h * 0.6, y - h * 0.65, tx + h * 0.5, y - h * 0.45);
      ctx.closePath();
    });
  }
  ctx.beginPath();
  shapes.forEach((s) => s());
  ctx.lineJoin = 'miter';
  ctx.strokeStyle = design.style.outline ? OUTLINE : palette.accent;
  ctx.lineWidth = f.unit * 0.12;
  ctx.stroke();
  ctx.fillStyle = palette.primary;
  ctx.fill();
}
