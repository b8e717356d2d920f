import type { MotifFrame } from '../context';

/**
 * A checkerboard: every other cell in the pattern's colour, the base between. (Blocks that
 * broke up towards the nose read as a pixel fade from one colour to the other, not as the
 * "blue and white checkered" asked for.)
 */
export function drawChecker(f: MotifFrame): void {
  const { ctx, L, W, palette } = f;
  const cell = f.unit * 0.6;
  ctx.beginPath();
  for (let i = 0, x = 0; x < L; i++, x += cell) {
    for (let j = 0, y = 0; y < W; j++, y += cell) if ((i + j) & 1) ctx.rect(x, y, cell, cell);
  }
  ctx.fillStyle = palette.primary;
  ctx.fill();
}
