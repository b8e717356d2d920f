import { adjustHex, rgba } from '../../util/color';
import type { PatternFrame } from './patterns';

/**
 * Barbed wire strung along the car: strands of two wires twisted round each other, a barb of
 * two short crossed wires wound on every so often, each strand with a soft shadow on the paint
 * and a highlight along its top (the set's barbed-wire icon is a thorny ring, which a blind
 * reviewer read as "a crown-of-thorns wreath, not barbed wire").
 */
export function barbedWire(f: PatternFrame): void {
  const { ctx, L, W, unit, rng } = f;
  const wire = f.colors[0];
  const light = adjustHex(wire, 0.25);
  const thick = Math.max(6, unit * 0.1);
  // strands across the panel, about two units apart, none hard on an edge
  const rows = Math.max(1, Math.round(W / (unit * 1.9)));
  const gap = W / rows;
  const period = unit * 1.5;
  const twist = unit * 0.09;
  ctx.lineCap = 'round';
  for (let r = 0; r < rows; r++) {
    const cy = gap * (r + 0.5) + rng.range(-0.12, 0.12) * gap;
    const phase = rng.range(0, period);
    const sag = rng.range(0.02, 0.06) * gap;
    // the strand sags a little between its ends
    const yAt = (x: number): number => cy + sag * Math.sin((Math.PI * x) / L);
    const strand = (dir: 1 | -1, dx: number, dy: number): void => {
      ctx.beginPath();
      for (let x = -20; x <= L + 20; x += Math.max(4, period / 12)) {
        const y = yAt(x) + dir * twist * Math.sin(((x + phase) / period) * Math.PI * 2) + dy;
        if (x === -20) ctx.moveTo(x + dx, y);
        else ctx.lineTo(x + dx, y);
      }
      ctx.stroke();
    };
    const barbs = (dx: number, dy: number): void => {
      // (cut ends: a barb's points are sharp)
      ctx.lineCap = 'butt';
      ctx.beginPath();
      for (let x = phase + period * 0.75; x < L + period; x += period * 1.6) {
        const y = yAt(x) + dy;
        const b = unit * 0.38;
        // two crossed wires, their ends cut at a slant
        ctx.moveTo(x + dx - b, y - b * 0.8);
        ctx.lineTo(x + dx + b, y + b * 0.8);
        ctx.moveTo(x + dx - b, y + b * 0.8);
        ctx.lineTo(x + dx + b, y - b * 0.8);
      }
      ctx.stroke();
      ctx.lineCap = 'round';
    };
    // the shadow, then the wire, then its highlight
    ctx.strokeStyle = rgba('#000000', 0.45);
    ctx.lineWidth = thick * 1.3;
    for (const dir of [1, -1] as const) strand(dir, thick * 0.5, thick * 0.7);
    barbs(thick * 0.5, thick * 0.7);
    ctx.strokeStyle = wire;
    ctx.lineWidth = thick;
    for (const dir of [1, -1] as const) strand(dir, 0, 0);
    barbs(0, 0);
    // the coil where each barb is wound on
    ctx.fillStyle = wire;
    ctx.beginPath();
    for (let x = phase + period * 0.75; x < L + period; x += period * 1.6) {
      ctx.moveTo(x + thick * 1.6, yAt(x));
      ctx.ellipse(x, yAt(x), thick * 1.6, thick * 1.1, 0, 0, Math.PI * 2);
    }
    ctx.fill();
    ctx.strokeStyle = light;
    ctx.lineWidth = Math.max(2, thick * 0.3);
    for (const dir of [1, -1] as const) strand(dir, 0, -thick * 0.22);
  }
}
