import type { MotifFrame } from '../context';

/** Hexagon armour cells: filled cells fade out towards the tail, outlines everywhere. */
export function drawHex(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const r = f.unit * 0.55;
  const dx = r * Math.sqrt(3);
  const dy = r * 1.5;
  const filled: number[][] = [];
  const glowCells: number[][] = [];
  ctx.beginPath();
  for (let row = -1, y = -r; y < W + r; row++, y += dy) {
    const off = row & 1 ? dx / 2 : 0;
    for (let x = -dx + off; x < L + dx; x += dx) {
      const fade = 1 - (x / L) * 0.75;
      const roll = rng.next();
      const hexPts = hexagon(x, y, r * 0.9);
      addPoly(ctx, hexPts);
      if (roll < design.density * fade * 0.85) filled.push(hexPts);
      else if (roll > 0.97) glowCells.push(hexPts);
    }
  }
  if (!f.texture) {
    // as a quiet background texture the filled cells alone read as hex (no outline pass)
    ctx.strokeStyle = palette.secondary;
    ctx.lineWidth = Math.max(2, r * 0.1);
    ctx.stroke();
  }
  ctx.beginPath();
  for (const p of filled) addPoly(ctx, p);
  ctx.fillStyle = palette.primary;
  ctx.fill();
  ctx.beginPath();
  for (const p of glowCells) addPoly(ctx, p);
  ctx.fillStyle = palette.accent;
  ctx.fill();
}

function hexagon(cx: number, cy: number, r: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    out.push(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  return out;
}

function addPoly(ctx: MotifFrame['ctx'], p: number[]): void {
  ctx.moveTo(p[0], p[1]);
  for (let i = 2; i < p.length; i += 2) ctx.lineTo(p[i], p[i + 1]);
  ctx.closePath();
}
