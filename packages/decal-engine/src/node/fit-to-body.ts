import sharp from 'sharp';
import { DECAL_SIZE } from '@decalforge/shared';
import { BACKGROUND_RGB } from '../constants';
import { buildBodyMask } from '../package/body-mask';
import type { CarBody } from '../types';
import { encodePngSharp } from './encode-png-sharp';

/**
 * Fits an external image (any format sharp reads) to size² (cover crop) and masks it to the
 * body's regions: outside them the neutral background, edges anti-aliased. Returns PNG bytes.
 */
export async function fitToBody(image: Buffer, body: CarBody, size: number = DECAL_SIZE): Promise<Buffer> {
  let raw: Buffer;
  try {
    raw = await sharp(image).resize(size, size, { fit: 'cover' }).removeAlpha().ensureAlpha().raw().toBuffer();
  } catch (err) {
    throw new Error(`Generated image could not be decoded: ${err instanceof Error ? err.message : String(err)}`);
  }
  const mask = buildBodyMask(body, size);
  const [br, bg, bb] = BACKGROUND_RGB;
  for (let p = 0, i = 0; p < mask.length; p++, i += 4) {
    const m = mask[p];
    if (m === 255) continue;
    const k = m / 255;
    raw[i] = Math.round(br + (raw[i] - br) * k);
    raw[i + 1] = Math.round(bg + (raw[i + 1] - bg) * k);
    raw[i + 2] = Math.round(bb + (raw[i + 2] - bb) * k);
    raw[i + 3] = 255;
  }
  return encodePngSharp(raw, size, size);
}
