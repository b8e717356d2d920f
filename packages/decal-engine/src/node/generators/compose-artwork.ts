import { loadImage } from '@napi-rs/canvas';
import sharp, { type OutputInfo } from 'sharp';
import { DECAL_SIZE } from '@decalforge/shared';
import type { Scene } from '../../scene/types';
import { renderSceneRaw, renderToPng } from '../render-decal';
import type { GenerateRequest } from './types';

/** Colour distance under which a pixel counts as the artwork's plain background. */
const KEY_NEAR = 38;
const KEY_FAR = 80;

/**
 * Makes an external model's hero artwork usable as a sticker: its plain background (the
 * average of the four corners) becomes transparent, with a soft edge.
 */
export async function keyOutBackground(image: Buffer): Promise<Buffer> {
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(image).resize(768, 768, { fit: 'inside' }).removeAlpha().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new Error(`Generated image could not be decoded: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { data, info } = raw;
  const w = info.width;
  const h = info.height;
  const corners = [0, w - 1, (h - 1) * w, h * w - 1].map((p) => [data[p * 4], data[p * 4 + 1], data[p * 4 + 2]]);
  const key = [0, 1, 2].map((c) => corners.reduce((s, px) => s + px[c], 0) / 4);
  for (let i = 0; i < data.length; i += 4) {
    const d = Math.hypot(data[i] - key[0], data[i + 1] - key[1], data[i + 2] - key[2]);
    const a = d <= KEY_NEAR ? 0 : d >= KEY_FAR ? 1 : (d - KEY_NEAR) / (KEY_FAR - KEY_NEAR);
    data[i + 3] = Math.round(a * 255);
    // an edge pixel is part art, part background: take the background's share out of its
    // colour so no light fringe of the old background rims the sticker
    if (a > 0 && a < 1)
      for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, Math.round((data[i + c] - (1 - a) * key[c]) / a)));
  }
  return sharp(data, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}

/** The scene with at least one hero slot for the artwork (sides and hood/roof). */
function withHeroSlot(scene: Scene): Scene {
  if (scene.motifs.some((m) => m.role === 'hero')) return scene;
  const hero = {
    motif: { word: 'artwork', icon: 'shape:disc', facing: 'none' as const },
    color: scene.accent,
    outline: scene.accent,
    role: 'hero' as const,
    place: 'both' as const,
  };
  return { ...scene, motifs: [hero, ...scene.motifs] };
}

/**
 * One composer for every generator (issue 16): an external service paints only the hero
 * artwork; the procedural composer lays out the base, patterns, stripes and text around it and
 * places the artwork in the hero slots on each flank and the hood/roof.
 */
export async function composeWithArtwork(artwork: Buffer, req: GenerateRequest, scene: Scene): Promise<Buffer> {
  const sticker = await loadImage(await keyOutBackground(artwork));
  const size = req.size ?? DECAL_SIZE;
  return renderToPng(size, (into) => renderSceneRaw(withHeroSlot(scene), { ...req, size }, sticker, into));
}
