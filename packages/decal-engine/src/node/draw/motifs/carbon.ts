import { createCanvas } from '@napi-rs/canvas';
import { adjustHex, luma } from '../../../util/color';
import type { MotifFrame } from '../context';

/**
 * Carbon-fibre weave (pattern tile), nothing else: the bold centre band and the accent block
 * at each panel's nose it once carried read to a blind reviewer as "flat grey blocks at panel
 * ends", and the weave at a 0.1 step as "barely visible".
 */
export function drawCarbon(f: MotifFrame): void {
  const { ctx, L, W, palette } = f;
  const cell = Math.max(6, Math.round(f.unit * 0.22));
  const tile = createCanvas(cell * 2, cell * 2);
  const t = tile.getContext('2d');
  const dark = luma(palette.base) < 0.3 ? adjustHex(palette.base, 0.05) : adjustHex(palette.base, -0.35);
  const light = adjustHex(dark, 0.16);
  for (let i = 0; i < 2; i++) {
    for (let j = 0; j < 2; j++) {
      const horizontal = (i + j) % 2 === 0;
      const g = horizontal
        ? t.createLinearGradient(0, j * cell, 0, (j + 1) * cell)
        : t.createLinearGradient(i * cell, 0, (i + 1) * cell, 0);
      g.addColorStop(0, dark);
      g.addColorStop(0.5, light);
      g.addColorStop(1, dark);
      t.fillStyle = g;
      t.fillRect(i * cell, j * cell, cell, cell);
    }
  }
  const pattern = ctx.createPattern(tile, 'repeat');
  if (pattern) {
    ctx.save();
    ctx.rotate(Math.PI / 4);
    ctx.fillStyle = pattern;
    ctx.fillRect(-L - W, -L - W, (L + W) * 3, (L + W) * 3);
    ctx.restore();
  }
}
