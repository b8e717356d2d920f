import { adjustHex } from '../../../util/color';
import type { MotifFrame } from '../context';

/** Low-poly geometric shards: a jittered triangle mesh, solid near the nose, breaking up towards the tail. */
export function drawShards(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const cell = f.unit * 1.3;
  const cols = Math.ceil(L / cell) + 2;
  const rows = Math.ceil(W / cell) + 2;
  const pts: Array<[number, number]> = [];
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      pts.push([(i - 0.5) * cell + rng.range(-0.35, 0.35) * cell, (j - 0.5) * cell + rng.range(-0.35, 0.35) * cell]);
    }
  }
  const colors = [
    palette.primary,
    adjustHex(palette.primary, 0.1),
    adjustHex(palette.primary, -0.12),
    palette.secondary,
    adjustHex(palette.secondary, 0.12),
    palette.accent,
  ];
  const weights = [5, 3, 3, 4, 2, 1];
  const total = weights.reduce((a, b) => a + b, 0);
  const pickColor = (): string => {
    let r = rng.next() * total;
    for (let k = 0; k < colors.length; k++) {
      r -= weights[k];
      if (r < 0) return colors[k];
    }
    return colors[0];
  };
  // batch the triangles by colour: one fill + one seam stroke per colour
  const byColor = new Map<string, number[][]>();
  for (let j = 0; j < rows - 1; j++) {
    for (let i = 0; i < cols - 1; i++) {
      const a = pts[j * cols + i];
      const b = pts[j * cols + i + 1];
      const c = pts[(j + 1) * cols + i];
      const d = pts[(j + 1) * cols + i + 1];
      const tris = rng.chance(0.5)
        ? [
            [a, b, d],
            [a, d, c],
          ]
        : [
            [a, b, c],
            [b, d, c],
          ];
      for (const tri of tris) {
        const cx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3;
        const keep = 1.05 - (cx / L) * (1.1 - design.density);
        if (rng.next() > keep) continue;
        const color = pickColor();
        const list = byColor.get(color) ?? [];
        list.push([tri[0][0], tri[0][1], tri[1][0], tri[1][1], tri[2][0], tri[2][1]]);
        byColor.set(color, list);
      }
    }
  }
  ctx.lineJoin = 'round';
  ctx.lineWidth = 1.5;
  for (const [color, list] of byColor) {
    ctx.beginPath();
    for (const t of list) {
      ctx.moveTo(t[0], t[1]);
      ctx.lineTo(t[2], t[3]);
      ctx.lineTo(t[4], t[5]);
      ctx.closePath();
    }
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = color;
    ctx.stroke();
  }
}
