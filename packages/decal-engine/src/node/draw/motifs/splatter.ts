import type { MotifFrame } from '../context';

/** Paint splatters with spikes, droplets and drips. */
export function drawSplatter(f: MotifFrame): void {
  const { ctx, L, W, rng, palette, design } = f;
  // (every colour of a rainbow: its first three alone made "colorful" splatter red, orange and yellow)
  const colors = f.colors ?? [palette.primary, palette.secondary, palette.accent];
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

/**
 * Records one splat as a function adding subpaths to the current path: a round, wobbly blob
 * (a star of straight spikes read to a blind reviewer as "comic starbursts, not paint"),
 * splash arms that taper out to a droplet, loose droplets and sometimes a drip.
 */
function splat(f: MotifFrame, cx: number, cy: number): () => void {
  const { ctx, rng } = f;
  const ops: Array<() => void> = [];
  const r = f.unit * rng.range(0.5, 1.6);
  const n = rng.int(10, 15);
  const blob: Array<[number, number]> = [];
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2;
    const rr = r * rng.range(0.78, 1.15);
    blob.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  ops.push(() => {
    // a smooth closed curve through the midpoints, the points as its control points
    const mid = (k: number): [number, number] => {
      const [x0, y0] = blob[k % n];
      const [x1, y1] = blob[(k + 1) % n];
      return [(x0 + x1) / 2, (y0 + y1) / 2];
    };
    const [sx, sy] = mid(n - 1);
    ctx.moveTo(sx, sy);
    for (let k = 0; k < n; k++) {
      const [mx, my] = mid(k);
      ctx.quadraticCurveTo(blob[k][0], blob[k][1], mx, my);
    }
    ctx.closePath();
  });
  const arms = rng.int(3, 7);
  for (let k = 0; k < arms; k++) {
    const a = rng.range(0, Math.PI * 2);
    const reach = r * rng.range(1.5, 2.5);
    const half = r * rng.range(0.1, 0.2);
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    const tip = half * rng.range(0.9, 1.5);
    let a0: [number, number] = [cx + ux * r * 0.6 - uy * half, cy + uy * r * 0.6 + ux * half];
    let b0: [number, number] = [cx + ux * r * 0.6 + uy * half, cy + uy * r * 0.6 - ux * half];
    const t: [number, number] = [cx + ux * reach, cy + uy * reach];
    // wound as the blob and the droplets are (angle increasing), so where they overlap the
    // non-zero fill adds up instead of cutting holes
    const area = a0[0] * t[1] - t[0] * a0[1] + t[0] * b0[1] - b0[0] * t[1] + b0[0] * a0[1] - a0[0] * b0[1];
    if (area < 0) [a0, b0] = [b0, a0];
    ops.push(() => {
      ctx.moveTo(a0[0], a0[1]);
      ctx.lineTo(t[0], t[1]);
      ctx.lineTo(b0[0], b0[1]);
      ctx.closePath();
      ctx.moveTo(cx + ux * reach + tip, cy + uy * reach);
      ctx.arc(cx + ux * reach, cy + uy * reach, tip, 0, Math.PI * 2);
    });
  }
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
