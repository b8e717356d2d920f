import sharp from 'sharp';

/** Straight RGBA of an image (PNG, JPEG, …), as the renderer and the package images take it. */
export async function decodeRgba(image: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}
