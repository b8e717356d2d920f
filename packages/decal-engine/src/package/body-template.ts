import { DECAL_SIZE, type CarBody, type Finish } from '@decalforge/shared';
import { boxBlur } from './blur';
import { buildBodyMask } from './body-mask';

/**
 * Neutral `Body` diffuse generated from our own region templates: soft grey panels with
 * baked edge shading on black. The finish gives it its look: animated = flowing energy
 * bands, anodized = metallic sheen with pearlescent tint, matte = flat and soft.
 */
export function buildBodyTemplate(body: CarBody, finish: Finish, size: number = DECAL_SIZE): Uint8Array {
  const mask = buildBodyMask(body, size);
  const ao = boxBlur(mask, size, size / 96);
  const out = new Uint8Array(size * size * 4);
  const inv = 1 / size;
  for (let y = 0; y < size; y++) {
    const v = y * inv;
    for (let x = 0; x < size; x++) {
      const p = y * size + x;
      const o = p * 4;
      out[o + 3] = 255;
      const m = mask[p];
      if (m === 0) continue;
      const u = x * inv;
      const shade = 0.72 + 0.28 * (ao[p] / 255);
      let r: number;
      let g: number;
      let b: number;
      if (finish === 'anodized') {
        const sheen = 0.5 + 0.5 * Math.sin((u * 1.3 + v * 0.7) * Math.PI * 6);
        const pearl = 0.5 + 0.5 * Math.sin((u - v) * Math.PI * 3);
        const base = 110 + 95 * sheen;
        r = base + 18 * pearl;
        g = base + 8 * (1 - pearl);
        b = base + 26 * (1 - pearl) + 10;
      } else if (finish === 'animated') {
        const band = 0.5 + 0.5 * Math.sin((v * 9 + Math.sin(u * 7) * 0.8) * Math.PI);
        r = 96 + 40 * band;
        g = 104 + 52 * band;
        b = 122 + 78 * band;
      } else {
        r = 142;
        g = 142;
        b = 140;
      }
      const k = (shade * m) / 255;
      out[o] = r * k;
      out[o + 1] = g * k;
      out[o + 2] = b * k;
    }
  }
  return out;
}
