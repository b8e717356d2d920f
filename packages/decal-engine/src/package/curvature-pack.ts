import { DECAL_SIZE, type CarBody } from '@decalforge/shared';
import { boxBlur } from './blur';
import { buildBodyMask } from './body-mask';

/**
 * Neutral `curvaturepack` from our own templates: R = baked ambient occlusion (darker
 * towards panel edges), G = paintable body region (RL-Designer's preview reads G),
 * B = convex edge highlight. Alpha 255.
 */
export function buildCurvaturePack(body: CarBody, size: number = DECAL_SIZE): Uint8Array {
  const mask = buildBodyMask(body, size);
  const wide = boxBlur(mask, size, size / 64);
  const narrow = boxBlur(mask, size, size / 512, 1);
  const n = size * size;
  const out = new Uint8Array(n * 4);
  for (let p = 0, o = 0; p < n; p++, o += 4) {
    const m = mask[p];
    out[o] = (m * (0.45 + (0.55 * wide[p]) / 255)) | 0;
    out[o + 1] = m;
    const edge = narrow[p] - wide[p];
    out[o + 2] = m === 0 ? 0 : Math.min(255, 128 + edge * 2) | 0;
    out[o + 3] = 255;
  }
  return out;
}
