import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import { DEFAULT_LOGO_SCALE, LOGO_BOX_SHARE, LOGO_SCALE_MAX, LOGO_SCALE_MIN, type CarBody } from '@decalforge/shared';
import { bodyGeometry, DIR, largestBox, localToTexture, type RegionGeometry } from '../../compose/region-geometry';
import { TEMPLATE_SIZE } from '../../constants';
import type { LogoImage } from '../../types';
import type { Ctx } from '../draw/context';
import { clipToPolygons } from '../draw/helpers';

type Vec = readonly [number, number];

/** Where one logo sticker goes, in template pixels (2048 space). */
export interface LogoPlacement {
  regionId: string;
  cx: number;
  cy: number;
  /** Drawn size along `right` and along `up`. */
  width: number;
  height: number;
  /** The logo's own x axis and its up, as unit texture directions: a rotation, never a mirror. */
  right: Vec;
  up: Vec;
}

/** Drop shadow of the sticker (docs/product-rules.md, Logo): black 30 %, blur 4, offset 2,2 in the logo's frame. */
export const LOGO_SHADOW = { color: 'rgba(0, 0, 0, 0.3)', blur: 4, offset: 2 } as const;

/**
 * The logo stands upright: on a side its top points at the roof line (so it reads along the car
 * on both flanks), on the hood it is upright in the texture. `right` is `up` turned a quarter
 * clockwise, so the frame is always a pure rotation.
 */
function uprightAxes(g: RegionGeometry): { right: Vec; up: Vec } {
  const up = g.region.kind === 'side' ? DIR[g.region.across] : DIR.up;
  return { right: [-up[1], up[0]], up };
}

/** The main flank of each side and the hood (or, without a hood region, the nose end of the largest top panel). */
function logoSlots(body: CarBody): Array<{ g: RegionGeometry; prefer: number }> {
  const regions = bodyGeometry(body);
  const sides = regions.filter((g) => g.region.kind === 'side').sort((a, b) => b.area - a.area);
  const flanks = (['left', 'right'] as const)
    .map((s) => sides.find((g) => g.region.side === s))
    .filter((g): g is RegionGeometry => !!g)
    .map((g) => ({ g, prefer: 0.5 }));
  const hood = regions.find((g) => g.region.id === 'hood');
  const top = regions.filter((g) => g.region.kind === 'top').sort((a, b) => b.area - a.area)[0];
  const hoodSlot = hood ? { g: hood, prefer: 0.5 } : top ? { g: top, prefer: 0.2 } : null;
  return hoodSlot ? [...flanks, hoodSlot] : flanks;
}

/**
 * Sticker boxes for a logo of `logoWidth`×`logoHeight` on `body`: centred in the largest box of
 * the logo's shape on each flank and on the hood, `scale` × LOGO_BOX_SHARE of that box.
 */
export function planLogoStickers(body: CarBody, logoWidth: number, logoHeight: number, scale = DEFAULT_LOGO_SCALE): LogoPlacement[] {
  const aspect = Math.min(5, Math.max(0.2, Math.round((logoWidth / logoHeight) * 20) / 20));
  const share = Math.min(1, LOGO_BOX_SHARE * Math.min(LOGO_SCALE_MAX, Math.max(LOGO_SCALE_MIN, scale)));
  const out: LogoPlacement[] = [];
  for (const { g, prefer } of logoSlots(body)) {
    const axes = uprightAxes(g);
    const nose = DIR[g.region.nose];
    // does the logo's width run along the region's local x (nose → tail)?
    const along = Math.abs(axes.right[0] * nose[0] + axes.right[1] * nose[1]) > 0.5;
    const box = largestBox(g, along ? aspect : 1 / aspect, prefer, 48, [], 0.97);
    if (!box) continue;
    const spanRight = along ? box.w : box.h;
    const spanUp = along ? box.h : box.w;
    const k = Math.min(spanRight / logoWidth, spanUp / logoHeight) * share;
    const [cx, cy] = localToTexture(g.frame, box.x + box.w / 2, box.y + box.h / 2);
    out.push({ regionId: g.region.id, cx, cy, width: logoWidth * k, height: logoHeight * k, ...axes });
  }
  return out;
}

function logoCanvas(logo: LogoImage): Canvas {
  const { rgba, width, height } = logo;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || rgba.length !== width * height * 4)
    throw new Error(`Invalid logo pixels (${width}×${height}, ${rgba.length} bytes)`);
  const canvas = createCanvas(width, height);
  const pixels = new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  canvas.getContext('2d').putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas;
}

/**
 * Draws the logo as a sticker on each flank and the hood of a finished decal (`size`² canvas),
 * clipped to its panel, with the drop shadow; over everything the scene painted.
 */
export function paintLogoStickers(ctx: Ctx, size: number, body: CarBody, logo: LogoImage): void {
  const image = logoCanvas(logo);
  const s = size / TEMPLATE_SIZE;
  const regions = new Map(bodyGeometry(body).map((g) => [g.region.id, g]));
  for (const p of planLogoStickers(body, logo.width, logo.height, logo.scale)) {
    const g = regions.get(p.regionId);
    if (!g) continue;
    ctx.save();
    try {
      clipToPolygons(ctx, g.region.polygons, s);
      // local x → right, local y (down in drawing terms) → −up
      ctx.setTransform(p.right[0] * s, p.right[1] * s, -p.up[0] * s, -p.up[1] * s, p.cx * s, p.cy * s);
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = 'high';
      // shadow offsets are in device pixels: 2 right and 2 down in the logo's own frame
      ctx.shadowColor = LOGO_SHADOW.color;
      ctx.shadowBlur = LOGO_SHADOW.blur * s;
      ctx.shadowOffsetX = (p.right[0] - p.up[0]) * LOGO_SHADOW.offset * s;
      ctx.shadowOffsetY = (p.right[1] - p.up[1]) * LOGO_SHADOW.offset * s;
      ctx.drawImage(image, -p.width / 2, -p.height / 2, p.width, p.height);
    } finally {
      ctx.restore();
    }
  }
}
