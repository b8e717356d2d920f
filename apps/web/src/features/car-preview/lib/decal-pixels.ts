/** Texture sizes of the preview: a small one for the first frame, the sharper one once it is on screen. */
export const FIRST_TEXTURE_SIZE = 512;
export const FULL_TEXTURE_SIZE = 1024;

/** The decal PNG as a blob (usually from the HTTP cache: the flat thumbnail loaded the same URL). */
export async function fetchDecal(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`decal image answered ${res.status}`);
  return res.blob();
}

/**
 * The decal's pixels at `size`², decoded and scaled by createImageBitmap (off the main thread),
 * so only a small getImageData is left on it. No colour-space conversion: the primary test
 * compares exact values with the engine's background.
 */
export async function decalPixels(blob: Blob, size: number): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob, {
    resizeWidth: size,
    resizeHeight: size,
    // the first frame's small texture is replaced within a moment: plain bilinear is enough for it
    resizeQuality: size <= FIRST_TEXTURE_SIZE ? 'low' : 'medium',
    premultiplyAlpha: 'none',
    colorSpaceConversion: 'none',
  });
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('2D canvas unavailable');
    ctx.drawImage(bitmap, 0, 0);
    return ctx.getImageData(0, 0, size, size);
  } finally {
    bitmap.close();
  }
}

/** A decal being fetched and decoded for the preview: the file and its first-frame pixels. */
export interface DecalLoad {
  blob: Promise<Blob>;
  first: Promise<ImageData>;
}

/**
 * Starts fetching and decoding a decal at once (the preview calls it on mount, before the
 * three.js chunk resolves, so the two overlap). Failures surface when `first` is awaited.
 */
export function startDecalLoad(url: string): DecalLoad {
  const started = performance.now();
  const blob = fetchDecal(url);
  // how long the PNG took to arrive
  blob.then(
    () => performance.measure('car-preview:fetch', { start: started, end: performance.now() }),
    () => undefined,
  );
  const first = blob.then((b) => decalPixels(b, FIRST_TEXTURE_SIZE));
  first.catch(() => undefined);
  return { blob, first };
}
