import { mixHex } from '../../util/color';
import type { Ctx } from './context';

export type Pt = [number, number];

/** Closed path through points with smooth quadratic corners. */
export function smoothClosedPath(ctx: Ctx, pts: readonly Pt[]): void {
  const n = pts.length;
  if (n < 3) return;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(pts[n - 1], pts[0]);
  ctx.moveTo(start[0], start[1]);
  for (let i = 0; i < n; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % n]);
    ctx.quadraticCurveTo(p[0], p[1], m[0], m[1]);
  }
  ctx.closePath();
}

export function polyPath(ctx: Ctx, pts: readonly Pt[], close = true): void {
  pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  if (close) ctx.closePath();
}

/**
 * Strokes the current path as a glowing line: a soft halo, the body, a bright core. With `over`
 * (the colour the line is drawn on) the halo is painted opaque in a pre-mixed colour instead of
 * as a translucent pass, which is much cheaper to rasterise.
 */
export function glowStroke(ctx: Ctx, color: string, core: string, width: number, glow: number, over?: string): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (glow > 0.05) {
    ctx.lineWidth = width * 3;
    if (over) {
      ctx.strokeStyle = mixHex(over, color, Math.min(1, 0.36 * glow));
    } else {
      ctx.strokeStyle = color;
      ctx.globalAlpha = 0.36 * glow;
    }
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.stroke();
  ctx.strokeStyle = core;
  ctx.lineWidth = Math.max(1.5, width * 0.35);
  ctx.stroke();
}

/** Dark outline colour for comic/sticker styles. */
export const OUTLINE = '#0b0b0d';

/**
 * Clips to texture-space polygons (a region's islands) at render scale `s`: the transform is
 * left at that scale, so callers set their own frame afterwards.
 */
export function clipToPolygons(ctx: Ctx, polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>, s: number): void {
  ctx.setTransform(s, 0, 0, s, 0, 0);
  polygonsPath(ctx, polygons);
  ctx.clip();
}

/** A new path of closed polygons (a region's islands), in the current transform. */
export function polygonsPath(ctx: Ctx, polygons: ReadonlyArray<ReadonlyArray<readonly [number, number]>>): void {
  ctx.beginPath();
  for (const poly of polygons) {
    poly.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  }
}
