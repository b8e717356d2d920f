import type { BaseLayer } from '../../scene/types';
import { adjustHex } from '../../util/color';
import { FLAGS } from '../../scene/words/flags';
import { paintFlag } from './flag';
import { paintMaterial } from './material';
import type { PatternFrame } from './patterns';

/**
 * The base of a region in its local frame. Fades and vertical flag bands use the car's
 * length (`span`), so they run nose → tail the same way over every region.
 */
export function paintBase(f: PatternFrame, base: BaseLayer, side: 'left' | 'right' | undefined): void {
  const { ctx, L, W } = f;
  const [s0, s1] = f.span;
  const along = (t: number): number => ((t - s0) / Math.max(1e-6, s1 - s0)) * L;
  switch (base.kind) {
    case 'solid': {
      // body shading, as light falls on paint: the sides a little lighter towards the roof
      // line and darker at the sill, the top lighter along its centre line. The tones stay
      // close to the colour (a few % of lightness), so it is still the colour that was named.
      // (a two-tone car's top panels are its roof colour: the lower body is laid by paint-scene)
      const c = base.roof && f.kind === 'top' ? base.roof : base.colors[0];
      if (base.matte) {
        // matte paint has no highlight to shade
        ctx.fillStyle = c;
        ctx.fillRect(-10, -10, L + 20, W + 20);
        return;
      }
      const g = ctx.createLinearGradient(0, 0, 0, W);
      if (f.kind === 'side') {
        g.addColorStop(0, adjustHex(c, -0.06));
        g.addColorStop(0.55, c);
        g.addColorStop(1, adjustHex(c, 0.05));
      } else {
        g.addColorStop(0, adjustHex(c, -0.05));
        g.addColorStop(0.5, adjustHex(c, 0.04));
        g.addColorStop(1, adjustHex(c, -0.05));
      }
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    case 'fade': {
      const g = ctx.createLinearGradient(along(0.05), 0, along(0.95), 0);
      const stops = base.colors.length > 1 ? base.colors : [base.colors[0], base.colors[0]];
      stops.forEach((c, i) => g.addColorStop(i / (stops.length - 1), c));
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    case 'split': {
      const [a, b] = base.colors;
      if (f.kind === 'side') {
        ctx.fillStyle = side === 'right' ? (b ?? a) : a;
        ctx.fillRect(-10, -10, L + 20, W + 20);
      } else {
        // the top splits down the centre line: the left-flank half (high y) takes the left colour
        ctx.fillStyle = b ?? a;
        ctx.fillRect(-10, -10, L + 20, W / 2 + 10);
        ctx.fillStyle = a;
        ctx.fillRect(-10, W / 2, L + 20, W / 2 + 10);
      }
      return;
    }
    case 'flag': {
      const flag = FLAGS.find((x) => x.id === base.flag);
      if (flag) paintFlag(f, flag, along);
      return;
    }
    case 'material':
      paintMaterial(f, base);
      return;
  }
}
