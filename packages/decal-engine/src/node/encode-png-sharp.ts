import sharp from 'sharp';

/** PNG settings: zlib level 6 without adaptive filtering keeps 2048² encodes fast and files small for flat art. */
export const PNG_OPTIONS = { compressionLevel: 6, adaptiveFiltering: false } as const;

export async function encodePngSharp(rgba: Uint8Array | Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png(PNG_OPTIONS)
    .toBuffer();
}
