/**
 * `detail` normal map from the decal's luminance (Sobel gradient of a height field).
 * RGB-encoded normals, c = round(128 + 127·n): a flat image gives exactly (128,128,255).
 * Green follows the DirectX/Unreal convention (+Y down). Alpha is 255.
 */
export function buildNormalMap(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, strength = 2): Uint8ClampedArray {
  const n = width * height;
  const lum = new Float32Array(n);
  for (let p = 0, i = 0; p < n; p++, i += 4) {
    lum[p] = (0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]) / 255;
  }
  const out = new Uint8ClampedArray(n * 4);
  const k = strength;
  for (let y = 0; y < height; y++) {
    const y0 = (y > 0 ? y - 1 : y) * width;
    const y1 = y * width;
    const y2 = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const x0 = x > 0 ? x - 1 : x;
      const x2 = x < width - 1 ? x + 1 : x;
      const dx = lum[y0 + x2] + 2 * lum[y1 + x2] + lum[y2 + x2] - lum[y0 + x0] - 2 * lum[y1 + x0] - lum[y2 + x0];
      const dy = lum[y2 + x0] + 2 * lum[y2 + x] + lum[y2 + x2] - lum[y0 + x0] - 2 * lum[y0 + x] - lum[y0 + x2];
      const nx = -dx * k;
      const ny = -dy * k;
      const inv = 1 / Math.sqrt(nx * nx + ny * ny + 1);
      const o = (y1 + x) * 4;
      out[o] = Math.round(128 + 127 * nx * inv);
      out[o + 1] = Math.round(128 + 127 * ny * inv);
      out[o + 2] = Math.round(128 + 127 * inv);
      out[o + 3] = 255;
    }
  }
  return out;
}
