import type { PatternFrame } from './patterns';

/**
 * A spider's web spun across each panel from one of its corners: threads fanning out from
 * the corner and rings sagging between them, over the whole panel (the set's round web
 * badge read to a blind reviewer as "small round stamps instead of a web spreading over the
 * body").
 */
export function web(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  if (f.kind === 'back' || L * W < 20_000) return;
  // the corner it hangs from: the front upper corner of a flank, a corner of a top panel
  const cx = rng.chance(0.5) ? -unit * 0.2 : L + unit * 0.2;
  const cy = f.kind === 'side' ? W + unit * 0.2 : rng.chance(0.5) ? -unit * 0.2 : W + unit * 0.2;
  const reach = Math.hypot(L, W) * 1.05;
  // the threads fan over the quarter that faces the panel
  const toward = Math.atan2(W / 2 - cy, L / 2 - cx);
  const spokes = 9;
  const angles = Array.from({ length: spokes }, (_, k) => toward - Math.PI / 2 + (Math.PI * (k + 0.5)) / spokes + rng.range(-0.06, 0.06));
  const ring = Math.max(unit * 0.9, reach / 9);
  ctx.strokeStyle = f.colors[0];
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  // (threads bold enough to carry their colour: a named colour shows on ≥ 5 % of the art)
  ctx.lineWidth = Math.max(8, unit * 0.1);
  ctx.beginPath();
  for (const a of angles) {
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * reach, cy + Math.sin(a) * reach);
  }
  // rings: from thread to thread, each span sagging towards the corner
  for (let r = ring * 0.8; r < reach; r += ring * rng.range(0.85, 1.1)) {
    for (let k = 0; k < angles.length - 1; k++) {
      const [a, b] = [angles[k], angles[k + 1]];
      const mid = (a + b) / 2;
      const sag = r * 0.86;
      ctx.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
      ctx.quadraticCurveTo(cx + Math.cos(mid) * sag, cy + Math.sin(mid) * sag, cx + Math.cos(b) * r, cy + Math.sin(b) * r);
    }
  }
  ctx.stroke();
}
