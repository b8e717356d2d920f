import type { PatternFrame } from './patterns';

/**
 * Hazard tape: a band of 45° stripes in the pattern's colour on black, edged in the colour,
 * low along the sides and along both edges of the top (a biohazard or radioactive subject
 * on a bare panel read as stickers on a dull base).
 */
export function hazardTape(f: PatternFrame): void {
  const { ctx, L, W } = f;
  const color = f.colors[0] ?? '#f2e600';
  // the rows the panel really covers (a side frame may run past its strip)
  const lo = f.bands?.[0]?.[0] ?? 0;
  const span = (f.bands?.[f.bands.length - 1]?.[1] ?? W) - lo;
  const h = Math.min(110, Math.max(36, span * 0.2));
  const rows = f.kind === 'side' ? [lo + span * 0.06] : f.kind === 'top' ? [lo + span * 0.05, lo + span * 0.95 - h] : [];
  for (const y of rows) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(-10, y, L + 20, h);
    ctx.clip();
    ctx.fillStyle = '#0b0b0d';
    ctx.fillRect(-10, y, L + 20, h);
    ctx.fillStyle = color;
    const step = h * 0.9;
    ctx.beginPath();
    for (let x = -h; x < L + h; x += step) {
      ctx.moveTo(x, y + h);
      ctx.lineTo(x + step / 2, y + h);
      ctx.lineTo(x + step / 2 + h, y);
      ctx.lineTo(x + h, y);
      ctx.closePath();
    }
    ctx.fill();
    ctx.restore();
    const edge = Math.max(4, h * 0.08);
    ctx.fillStyle = color;
    ctx.fillRect(-10, y - edge * 1.8, L + 20, edge);
    ctx.fillRect(-10, y + h + edge * 0.8, L + 20, edge);
  }
}
