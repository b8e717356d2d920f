import type { BaseLayer } from '../../scene/types';
import { FLAGS, type FlagDef } from '../../scene/words/flags';
import type { Hex } from '../../types';
import { adjustHex, mixHex, rgba } from '../../util/color';
import type { PatternFrame } from './patterns';
import { fillTiled, TILE } from './tiles';

/**
 * The base of a region in its local frame. Fades and vertical flag bands use the car's
 * length (`span`), so they run nose → tail the same way over every region.
 */
export function paintBase(f: PatternFrame, base: BaseLayer, side: 'left' | 'right' | undefined): void {
  const { ctx, L, W } = f;
  const [s0, s1] = f.span;
  const along = (t: number): number => ((t - s0) / Math.max(1e-6, s1 - s0)) * L;
  switch (base.kind) {
    case 'solid':
      ctx.fillStyle = base.colors[0];
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    case 'fade': {
      const g = ctx.createLinearGradient(along(0.05), 0, along(0.95), 0);
      g.addColorStop(0, base.colors[0]);
      g.addColorStop(1, base.colors[1] ?? base.colors[0]);
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

function bands(colors: readonly Hex[], weights: readonly number[] | undefined): Array<[Hex, number, number]> {
  const w = weights ?? colors.map(() => 1);
  const total = w.reduce((a, b) => a + b, 0);
  let at = 0;
  return colors.map((col, i) => {
    const from = at / total;
    at += w[i];
    return [col, from, at / total];
  });
}

/** Both corner-to-corner diagonals of the local frame (a saltire, the Union Jack's crosses). */
function diagonals(f: PatternFrame, color: Hex, width: number): void {
  const { ctx, L, W } = f;
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(L, W);
  ctx.moveTo(0, W);
  ctx.lineTo(L, 0);
  ctx.stroke();
}

function paintFlag(f: PatternFrame, flag: FlagDef, along: (t: number) => number): void {
  const { ctx, L, W } = f;
  const cols = flag.colors;
  const fill = (color: Hex, x: number, y: number, w: number, h: number): void => {
    ctx.fillStyle = color;
    ctx.fillRect(x, y, w, h);
  };
  switch (flag.layout) {
    case 'hbands':
      // top band at the roof line on the sides (local y = W), on the top from the left flank
      for (const [col, a, b] of bands(cols, flag.weights)) fill(col, -10, W - b * W - 1, L + 20, (b - a) * W + 2);
      return;
    case 'vbands':
      for (const [col, a, b] of bands(cols, flag.weights))
        fill(col, along(a) - (a === 0 ? 2000 : 1), -10, along(b) - along(a) + (a === 0 ? 2000 : 0) + (b === 1 ? 2000 : 2), W + 20);
      return;
    case 'nordic': {
      fill(cols[0], -10, -10, L + 20, W + 20);
      const bar = Math.min(W, L) * 0.2;
      const x = along(0.36);
      if (cols[2]) {
        fill(cols[1], x - bar * 0.8, -10, bar * 1.6, W + 20);
        fill(cols[1], -10, W / 2 - bar * 0.8, L + 20, bar * 1.6);
      }
      const last = cols[2] ?? cols[1];
      fill(last, x - bar / 2, -10, bar, W + 20);
      fill(last, -10, W / 2 - bar / 2, L + 20, bar);
      return;
    }
    case 'cross': {
      fill(cols[0], -10, -10, L + 20, W + 20);
      const bar = Math.min(W, L) * 0.22;
      fill(cols[1], along(0.5) - bar / 2, -10, bar, W + 20);
      fill(cols[1], -10, W / 2 - bar / 2, L + 20, bar);
      return;
    }
    case 'saltire': {
      fill(cols[0], -10, -10, L + 20, W + 20);
      diagonals(f, cols[1], Math.min(W, L) * 0.2);
      if (cols[2]) {
        ctx.fillStyle = cols[2];
        ctx.beginPath();
        ctx.moveTo(0, W * 0.12);
        ctx.lineTo(L * 0.4, W / 2);
        ctx.lineTo(0, W * 0.88);
        ctx.moveTo(L, W * 0.12);
        ctx.lineTo(L * 0.6, W / 2);
        ctx.lineTo(L, W * 0.88);
        ctx.fill();
      }
      return;
    }
    case 'disc': {
      fill(cols[0], -10, -10, L + 20, W + 20);
      ctx.fillStyle = cols[1];
      ctx.beginPath();
      ctx.arc(L * 0.45, W / 2, Math.min(L, W) * 0.34, 0, Math.PI * 2);
      ctx.fill();
      return;
    }
    case 'union-jack': {
      const [blue, white, red] = cols;
      fill(blue, -10, -10, L + 20, W + 20);
      const t = Math.min(W, L);
      ctx.lineCap = 'butt';
      diagonals(f, white, t * 0.2);
      diagonals(f, red, t * 0.07);
      fill(white, L / 2 - t * 0.17, -10, t * 0.34, W + 20);
      fill(white, -10, W / 2 - t * 0.17, L + 20, t * 0.34);
      fill(red, L / 2 - t * 0.1, -10, t * 0.2, W + 20);
      fill(red, -10, W / 2 - t * 0.1, L + 20, t * 0.2);
      return;
    }
    case 'stars-stripes': {
      const [red, white, blue] = cols;
      for (let k = 0; k < 13; k++) fill(k % 2 ? white : red, -10, W - ((k + 1) / 13) * W - 1, L + 20, W / 13 + 2);
      // the canton at the nose, on the upper (roof / left-flank) part
      const cw = Math.min(L * 0.4, along(0.4));
      const ch = W * (7 / 13);
      fill(blue, -10, W - ch, cw + 10, ch + 10);
      ctx.fillStyle = white;
      const step = Math.max(18, ch / 5);
      ctx.beginPath();
      for (let y = W - ch + step / 2; y < W; y += step) {
        for (let x = step / 2; x < cw; x += step) {
          ctx.moveTo(x + step * 0.22, y);
          ctx.arc(x, y, step * 0.22, 0, Math.PI * 2);
        }
      }
      ctx.fill();
      return;
    }
    case 'brazil': {
      const [green, yellow, blue] = cols;
      fill(green, -10, -10, L + 20, W + 20);
      ctx.fillStyle = yellow;
      ctx.beginPath();
      ctx.moveTo(L * 0.06, W / 2);
      ctx.lineTo(L / 2, W * 0.08);
      ctx.lineTo(L * 0.94, W / 2);
      ctx.lineTo(L / 2, W * 0.92);
      ctx.closePath();
      ctx.fill();
      ctx.fillStyle = blue;
      ctx.beginPath();
      ctx.arc(L / 2, W / 2, Math.min(L, W) * 0.26, 0, Math.PI * 2);
      ctx.fill();
      return;
    }
  }
}

function paintMaterial(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W } = f;
  ctx.fillStyle = base.material === 'rust' ? '#5e5650' : base.colors[0];
  ctx.fillRect(-10, -10, L + 20, W + 20);
  if (base.material === 'chrome' || base.material === 'gold') {
    materialTexture(f, base);
    return;
  }
  // grain, veins, crusts and hairlines: thousands of small draws, so drawn once into a tile
  const key = `material|${base.material ?? ''}|${base.colors.join(',')}`;
  fillTiled(ctx, L, W, key, (c, rng) => materialTexture({ ...f, ctx: c, L: TILE, W: TILE, rng }, base), f.seed);
  if (base.material === 'brushed') {
    // a soft sheen across the panel on top of the brushing
    const g = ctx.createLinearGradient(0, 0, 0, W);
    g.addColorStop(0, 'rgba(255,255,255,0.18)');
    g.addColorStop(0.5, 'rgba(0,0,0,0.08)');
    g.addColorStop(1, 'rgba(255,255,255,0.12)');
    ctx.fillStyle = g;
    ctx.fillRect(-10, -10, L + 20, W + 20);
  }
}

/** A material's texture over its base colour, in a local frame (a tile for the busy ones). */
function materialTexture(f: PatternFrame, base: BaseLayer): void {
  const { ctx, L, W, rng } = f;
  const [c0, c1, c2] = base.colors;
  switch (base.material) {
    case 'wood': {
      // long grain lines along the car, gently wavy, with a few knots
      const lines = Math.ceil(W / 7);
      for (let k = 0; k < lines; k++) {
        const y0 = (k / lines) * W + rng.range(-3, 3);
        ctx.strokeStyle = rgba(k % 3 === 0 ? (c2 ?? adjustHex(c0, 0.1)) : (c1 ?? adjustHex(c0, -0.1)), rng.range(0.35, 0.8));
        ctx.lineWidth = rng.range(1.5, 5);
        ctx.beginPath();
        const ph = rng.range(0, 6.28);
        const amp = rng.range(2, 9);
        for (let x = -10; x <= L + 10; x += 24) {
          const y = y0 + Math.sin((x / L) * Math.PI * 10 + ph) * amp + Math.sin((x / L) * Math.PI * 42 + ph * 2) * amp * 0.2;
          if (x === -10) ctx.moveTo(x, y);
          else ctx.lineTo(x, y);
        }
        ctx.stroke();
      }
      ctx.strokeStyle = rgba(c1 ?? c0, 0.7);
      ctx.lineWidth = 3;
      for (let k = 0; k < Math.ceil((L * W) / 250_000); k++) {
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        for (let r = 4; r < 30; r += 6) {
          ctx.beginPath();
          ctx.ellipse(x, y, r * 2.4, r, 0, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      return;
    }
    case 'marble': {
      const vein = c1 ?? '#9a958e';
      const soft = mixHex(c0, '#8a8580', 0.35);
      const walk = (color: string, width: number, count: number): void => {
        ctx.strokeStyle = color;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        for (let k = 0; k < count; k++) {
          let x = rng.range(-50, L);
          let y = rng.range(0, W);
          let a = rng.range(-0.6, 0.6);
          // a vein thins out along its length, in a few segments of falling width
          const w0 = width * rng.range(0.5, 1.3);
          for (let seg = 0; seg < 4; seg++) {
            ctx.lineWidth = w0 * (1 - seg * 0.22);
            ctx.beginPath();
            ctx.moveTo(x, y);
            for (let s = 0; s < 10; s++) {
              a += rng.range(-0.45, 0.45);
              x += Math.cos(a) * 22;
              y += Math.sin(a) * 22;
              ctx.lineTo(x, y);
            }
            ctx.stroke();
          }
        }
      };
      // cloudy depth first: large soft grey-white patches, then fine grey veins, then the named veins
      for (let k = 0; k < Math.ceil((L * W) / 40_000) + 2; k++) {
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        const r = rng.range(60, 180);
        const g = ctx.createRadialGradient(x, y, 0, x, y, r);
        g.addColorStop(0, rgba(mixHex(c0, '#a8a49e', 0.45), 0.35));
        g.addColorStop(1, rgba(c0, 0));
        ctx.fillStyle = g;
        ctx.fillRect(x - r, y - r, r * 2, r * 2);
      }
      walk(rgba(soft, 0.5), 2.5, Math.ceil((L * W) / 70_000) + 2);
      walk(vein, 8, Math.ceil((L * W) / 70_000) + 3);
      return;
    }
    case 'brushed': {
      // fine lengthwise brushing: many thin light/dark hairlines
      for (let y = 0; y < W; y += 3) {
        ctx.fillStyle = rng.chance(0.5) ? 'rgba(255,255,255,0.22)' : 'rgba(0,0,0,0.16)';
        ctx.fillRect(-10, y + rng.range(0, 2), L + 20, rng.range(0.8, 2));
      }
      return;
    }
    case 'chrome': {
      const g = ctx.createLinearGradient(0, 0, 0, W);
      g.addColorStop(0, '#f4f7fa');
      g.addColorStop(0.45, c0);
      g.addColorStop(0.52, c1 ?? '#5a6470');
      g.addColorStop(0.7, '#9aa4ae');
      g.addColorStop(1, '#eef2f5');
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    case 'rust': {
      // weathered steel (the grey-brown base) showing through flaking rust: crusts, streaks, pits
      const crusts = Math.ceil((L * W) / 14000);
      for (let k = 0; k < crusts; k++) {
        const x = rng.range(-20, L + 20);
        const y = rng.range(-20, W + 20);
        const r = rng.range(30, 110);
        ctx.fillStyle = k % 4 === 0 ? (c2 ?? c0) : k % 2 ? c0 : (c1 ?? c0);
        ctx.beginPath();
        for (let a = 0; a <= 12; a++) {
          const ang = (a / 12) * Math.PI * 2;
          const rr = r * rng.range(0.55, 1.1);
          if (a === 0) ctx.moveTo(x + Math.cos(ang) * rr, y + Math.sin(ang) * rr * 0.7);
          else ctx.lineTo(x + Math.cos(ang) * rr, y + Math.sin(ang) * rr * 0.7);
        }
        ctx.closePath();
        ctx.fill();
      }
      ctx.strokeStyle = 'rgba(40,18,8,0.35)';
      ctx.lineWidth = 3;
      for (let k = 0; k < crusts; k++) {
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(x + rng.range(40, 160), y + rng.range(-6, 6));
        ctx.stroke();
      }
      const n = Math.ceil((L * W) / 9000);
      for (let k = 0; k < n; k++) {
        ctx.fillStyle = rgba(k % 3 === 0 ? (c2 ?? c0) : (c1 ?? c0), rng.range(0.25, 0.7));
        ctx.beginPath();
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        const r = rng.range(6, 46);
        ctx.ellipse(x, y, r * rng.range(0.8, 1.8), r, rng.range(0, 3), 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = 'rgba(20,10,5,0.55)';
      ctx.beginPath();
      for (let k = 0; k < n * 3; k++) {
        const x = rng.range(0, L);
        const y = rng.range(0, W);
        const r = rng.range(1, 3.5);
        ctx.moveTo(x + r, y);
        ctx.arc(x, y, r, 0, Math.PI * 2);
      }
      ctx.fill();
      return;
    }
    case 'gold': {
      const g = ctx.createLinearGradient(0, 0, 0, W);
      g.addColorStop(0, adjustHex(c0, 0.18));
      g.addColorStop(0.5, c0);
      g.addColorStop(1, c1 ?? adjustHex(c0, -0.2));
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L + 20, W + 20);
      return;
    }
    default:
      return;
  }
}
