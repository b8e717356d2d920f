import { BACKGROUND_HEX, TEMPLATE_SIZE } from '../../constants';
import { regionFrame } from '../../regions/frame';
import type { RegionTemplate } from '../../regions/types';
import type { Design, Finish } from '../../types';
import { adjustHex, mixHex, rgba } from '../../util/color';
import { createJitteredRng, hashString, mixSeeds } from '../../util/rng';
import type { Ctx, MotifFrame } from './context';
import { applyFinish, finishGlow, finishPalette } from './finish';
import { MOTIF_DRAWERS } from './motifs';

const BASE_UNIT = 96;

function addPolygons(ctx: Ctx, polygons: RegionTemplate['polygons']): void {
  for (const poly of polygons) {
    poly.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
    ctx.closePath();
  }
}

function clipToRegion(ctx: Ctx, region: RegionTemplate, s: number): void {
  ctx.setTransform(s, 0, 0, s, 0, 0);
  ctx.beginPath();
  addPolygons(ctx, region.polygons);
  ctx.clip();
}

/** Paints `design` onto every region of a body: background, base, texture, motif, finish. */
export function paintDesign(ctx: Ctx, size: number, regions: readonly RegionTemplate[], source: Design, finish: Finish): void {
  const design: Design = { ...source, palette: finishPalette(finish, source.palette) };
  const s = size / TEMPLATE_SIZE;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = BACKGROUND_HEX;
  ctx.fillRect(0, 0, size, size);
  const glow = finishGlow(finish, design.style.glow);
  const unit = BASE_UNIT * design.layout.scale;
  // every region's base colour in one anti-aliased fill (no clip, no per-region layer)
  ctx.setTransform(s, 0, 0, s, 0, 0);
  ctx.fillStyle = design.palette.base;
  for (const region of regions) {
    ctx.beginPath();
    addPolygons(ctx, region.polygons);
    ctx.fill();
  }
  // the background texture is drawn opaque in colours pre-mixed towards the base (same look
  // as a 22% layer over the base, without a translucent pass)
  const texturePalette = {
    ...design.palette,
    primary: mixHex(design.palette.base, adjustHex(design.palette.base, 0.25), 0.22),
    secondary: mixHex(design.palette.base, adjustHex(design.palette.base, 0.15), 0.22),
    accent: mixHex(design.palette.base, design.palette.accent, 0.22),
  };
  for (const region of regions) {
    const frame = regionFrame(region);
    const [a, b, c, d, e, f0] = frame.matrix;
    // same kind ⇒ same random stream, so mirrored flanks get mirrored art
    const key = mixSeeds(design.layout.seed, hashString(region.kind));
    const rng = createJitteredRng(key, mixSeeds(design.layout.jitter.seed, hashString(region.kind)), design.layout.jitter.amount);
    ctx.save();
    clipToRegion(ctx, region, s);
    ctx.setTransform(a * s, b * s, c * s, d * s, e * s, f0 * s);
    const L = frame.length;
    const W = frame.width;
    const base: MotifFrame = { ctx, L, W, kind: region.kind, palette: design.palette, design, rng, unit, glow, texture: false };
    if (region.kind === 'underside') {
      // rarely seen: base colour with a soft primary fade from the nose, nothing busy
      const g = ctx.createLinearGradient(0, 0, L, 0);
      g.addColorStop(0, rgba(design.palette.primary, 0.55));
      g.addColorStop(0.5, rgba(design.palette.primary, 0));
      ctx.fillStyle = g;
      ctx.fillRect(-10, -10, L * 0.5 + 10, W + 20);
    } else {
      // the background texture only where it reads: skipped on small panels and the back
      if (design.secondaryMotif && region.kind !== 'back' && L * W > 60_000) {
        ctx.save();
        MOTIF_DRAWERS[design.secondaryMotif]({ ...base, texture: true, glow: 0, palette: texturePalette });
        ctx.restore();
      }
      ctx.save();
      MOTIF_DRAWERS[design.motif](base);
      ctx.restore();
      if (design.style.grunge > 0) {
        ctx.fillStyle = rgba(design.palette.base, 0.55);
        ctx.beginPath();
        const n = Math.round(((L * W) / (unit * unit)) * 40 * design.style.grunge);
        for (let i = 0; i < n; i++) {
          const x = rng.range(0, L);
          const y = rng.range(0, W);
          const r = rng.range(0.8, 3.5);
          ctx.moveTo(x + r, y);
          ctx.arc(x, y, r, 0, Math.PI * 2);
        }
        ctx.fill();
      }
    }
    if (finish !== 'matte') applyFinish(base, finish);
    ctx.restore();
  }
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
