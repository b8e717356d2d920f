import { decode } from 'fast-png';

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

/** IHDR bit depth and colour type (bytes 24 and 25 of a PNG). */
function ihdrFormat(bytes: Uint8Array): { depth: number; colorType: number } {
  return { depth: bytes[24], colorType: bytes[25] };
}

/**
 * WebCodecs' ImageDecoder hands out the decoded pixels without a canvas: no premultiplied
 * round trip and no draw + read-back of 16 MB (in a Chromium worker that read-back took about
 * twice as long as the decode itself). Used for 8-bit RGB/RGBA PNGs, which is every decal the
 * server writes; the pixels must come back as RGBA exactly, or it gives up (null).
 * Its frames are premultiplied (a translucent test image came back off by one, also with the
 * spec's `premultiplyAlpha: 'none'`), so an image with any alpha below 255 answers 'translucent'.
 */
async function decodeWithImageDecoder(bytes: Uint8Array): Promise<RgbaImage | 'translucent' | null> {
  const { depth, colorType } = ihdrFormat(bytes);
  if (depth !== 8 || (colorType !== 2 && colorType !== 6)) return null;
  const decoder = new ImageDecoder({
    data: bytes as Uint8Array<ArrayBuffer>,
    type: 'image/png',
    colorSpaceConversion: 'none',
  });
  try {
    const { image } = await decoder.decode();
    try {
      // Only formats whose bytes are RGBA(X)/BGRA(X) as stored: a copy to RGBA is then a plain
      // swizzle. Anything else (YUV, float) could round, so the canvas path decodes it instead.
      if (!image.format || !['RGBA', 'RGBX', 'BGRA', 'BGRX'].includes(image.format)) return null;
      const width = image.codedWidth;
      const height = image.codedHeight;
      const data = new Uint8Array(width * height * 4);
      await image.copyTo(data, { format: 'RGBA' });
      if (colorType === 6) for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return 'translucent';
      return { data, width, height };
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
}

async function decodeNative(bytes: Uint8Array): Promise<RgbaImage> {
  const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), {
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D context');
    ctx.drawImage(bitmap, 0, 0);
    return { data: ctx.getImageData(0, 0, bitmap.width, bitmap.height).data, width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}

/** fast-png decode → 8-bit RGBA (grey, grey+alpha, RGB, RGBA, palette). */
export function decodePngJs(bytes: Uint8Array): RgbaImage {
  const png = decode(bytes);
  const { width, height } = png;
  const n = width * height;
  const src = png.data;
  const out = new Uint8Array(n * 4);
  const shift = png.depth === 16 ? 8 : 0;
  const at = (i: number) => (shift ? src[i] >> shift : src[i]);
  if (png.palette) {
    const pal = png.palette;
    for (let p = 0; p < n; p++) {
      const c = pal[src[p]] ?? [0, 0, 0, 255];
      out.set([c[0], c[1], c[2], c[3] ?? 255], p * 4);
    }
    return { data: out, width, height };
  }
  if (png.depth !== 8 && png.depth !== 16) throw new Error(`Unsupported PNG bit depth ${png.depth}`);
  const ch = png.channels;
  for (let p = 0, i = 0, o = 0; p < n; p++, i += ch, o += 4) {
    if (ch >= 3) {
      out[o] = at(i);
      out[o + 1] = at(i + 1);
      out[o + 2] = at(i + 2);
      out[o + 3] = ch === 4 ? at(i + 3) : 255;
    } else {
      out[o] = out[o + 1] = out[o + 2] = at(i);
      out[o + 3] = ch === 2 ? at(i + 1) : 255;
    }
  }
  return { data: out, width, height };
}

/** Decodes PNG bytes to RGBA: the browser's decoder when it can (ImageDecoder, then a canvas), fast-png otherwise. */
export async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  if (typeof ImageDecoder === 'function') {
    try {
      const image = await decodeWithImageDecoder(bytes);
      // A canvas would premultiply too: fast-png keeps translucent pixels exact (as the server's decoder does).
      if (image === 'translucent') return decodePngJs(bytes);
      if (image) return image;
    } catch {
      /* fall back to the canvas */
    }
  }
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function') {
    try {
      return await decodeNative(bytes);
    } catch {
      /* fall back to the JS decoder */
    }
  }
  return decodePngJs(bytes);
}
