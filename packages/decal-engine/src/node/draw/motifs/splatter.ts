import type { MotifFrame } from '../context';

/** Paint splatters with spikes, droplets and drips. */
export function drawSplatter(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  const colors = [palette.primary, palette.secondary, palette.accent];
  const count = Math.max(3, Math.round(((L * W) / (f.unit * f.unit * 10)) * (0.5 + design.density)));
  const paths = colors.map(() => [] as Array<() => void>);
  for (let i = 0; i < count; i++) {
    paths[i % colors.length].push(splat(f, rng.range(0, L), rng.range(0, W)));
  }
  colors.forEach((c, k) => {
    ctx.beginPath();
    for (const draw of paths[k]) draw();
    ctx.fillStyle = c;
    ctx.fill();
  });
}

/** Records one splat (blob, droplets, drip) as a function adding subpaths to the current path. */
function splat(f: MotifFrame, cx: number, cy: number): () => void {
  const { ctx, rng } = f;
  const ops: Array<() => void> = [];
  const r = f.unit * rng.range(0.5, 1.6);
  const spikes = rng.int(9, 16);
  const blob: Array<[number, number]> = [];
  for (let k = 0; k <= spikes * 2; k++) {
    const a = (k / (spikes * 2)) * Math.PI * 2;
    const rr = k % 2 === 0 ? r * rng.range(0.75, 1.05) : r * rng.range(1.1, 1.8);
    blob.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  ops.push(() => {
    blob.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  });
  const drops = rng.int(4, 10);
  for (let d = 0; d < drops; d++) {
    const a = rng.range(0, Math.PI * 2);
    const dist = r * rng.range(1.6, 3.2);
    const dr = r * rng.range(0.06, 0.2);
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    ops.push(() => {
      ctx.moveTo(x + dr, y);
      ctx.arc(x, y, dr, 0, Math.PI * 2);
    });
  }
  if (rng.chance(0.5)) {
    // drip towards the sill (y = 0)
    const dx = cx + rng.range(-0.5, 0.5) * r;
    const len = r * rng.range(1, 3);
    const w = r * rng.range(0.12, 0.22);
    ops.push(() => {
      ctx.rect(dx - w / 2, cy - len, w, len);
      ctx.moveTo(dx + w * 0.9, cy - len);
      ctx.arc(dx, cy - len, w * 0.9, 0, Math.PI * 2);
    });
  }
  return () => ops.forEach((op) => op());
}
