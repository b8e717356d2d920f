import { decode } from 'fast-png';

export interface RgbaImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
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

/** Decodes PNG bytes to RGBA: the browser's decoder when it can, fast-png otherwise. */
export async function decodePng(bytes: Uint8Array): Promise<RgbaImage> {
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function') {
    try {
      return await decodeNative(bytes);
    } catch {
      /* fall back to the JS decoder */
    }
  }
  return decodePngJs(bytes);
}
