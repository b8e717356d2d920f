/*
 * Pixel order of the output when written as one 32-bit word per pixel (a Uint32Array over the
 * RGBA bytes): four byte stores per pixel cost more than the maths here. Every browser is little
 * endian, the shifts keep it right anywhere else.
 */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
const [SHIFT_R, SHIFT_G, SHIFT_B, SHIFT_A] = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
const OPAQUE = (255 << SHIFT_A) >>> 0;
/** (128,128,255,255): the normal of a flat neighbourhood, written without the square root. */
const FLAT = ((128 << SHIFT_R) | (128 << SHIFT_G) | (255 << SHIFT_B) | OPAQUE) >>> 0;

/** Luminance of row `y` in 0..1, stored as float32 (the height field's precision). */
function luminanceRow(rgba: Uint8Array | Uint8ClampedArray, y: number, width: number, out: Float32Array): void {
  for (let x = 0, i = y * width * 4; x < width; x++, i += 4) {
    out[x] = (0.299 * rgba[i] + 0.587 * rgba[i + 1] + 0.114 * rgba[i + 2]) / 255;
  }
}

/**
 * `detail` normal map from the decal's luminance (Sobel gradient of a height field).
 * RGB-encoded normals, c = round(128 + 127·n): a flat image gives exactly (128,128,255).
 * Green follows the DirectX/Unreal convention (+Y down). Alpha is 255. Edges repeat the border.
 *
 * Written for speed (it runs on every download, ~3× faster than the plain 3×3 loop) with the
 * same bytes as that loop (normal-map.test.ts keeps it as the reference):
 * - luminance is kept for three rows only, in float32 as before, instead of a whole-image array;
 * - the Sobel kernel is applied separably (per column `above + 2·mid + below` and
 *   `below − above`, then across). That changes the order of the additions, which cannot change
 *   the result: every luminance ≥ 2⁻¹² (the smallest non-zero one is 0.114/255) is a float32, so
 *   a multiple of 2⁻³⁵, and every partial sum stays below 2³ — each sum is exact in a double;
 * - flat neighbourhoods (dx = dy = 0) skip the square root;
 * - round(v) is (v + 0.5) | 0: equal for v ≥ 1, and every channel here is > 1;
 * - one 32-bit store per pixel.
 */
export function buildNormalMap(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, strength = 2): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  if (width === 0 || height === 0) return out;
  const pixels = new Uint32Array(out.buffer);
  const k = strength;
  // Rows y-1, y, y+1 live in rows[(row) % 3]; row y+1 overwrites row y-2, no longer needed.
  const rows = [new Float32Array(width), new Float32Array(width), new Float32Array(width)];
  // Per column, padded by one column each side repeating the border: above + 2·mid + below, and below − above.
  const smooth = new Float64Array(width + 2);
  const diff = new Float64Array(width + 2);
  luminanceRow(rgba, 0, width, rows[0]);
  for (let y = 0; y < height; y++) {
    if (y + 1 < height) luminanceRow(rgba, y + 1, width, rows[(y + 1) % 3]);
    const above = rows[(y > 0 ? y - 1 : y) % 3];
    const mid = rows[y % 3];
    const below = rows[(y < height - 1 ? y + 1 : y) % 3];
    for (let x = 0; x < width; x++) {
      const a = above[x];
      const b = below[x];
      smooth[x + 1] = a + 2 * mid[x] + b;
      diff[x + 1] = b - a;
    }
    smooth[0] = smooth[1];
    diff[0] = diff[1];
    smooth[width + 1] = smooth[width];
    diff[width + 1] = diff[width];
    const row = y * width;
    let left = diff[0];
    let centre = diff[1];
    for (let x = 0; x < width; x++) {
      const right = diff[x + 2];
      const dx = smooth[x + 2] - smooth[x];
      const dy = left + 2 * centre + right;
      left = centre;
      centre = right;
      if (dx === 0 && dy === 0) {
        pixels[row + x] = FLAT;
        continue;
      }
      const nx = -dx * k;
      const ny = -dy * k;
      const inv = 1 / Math.sqrt(nx * nx + ny * ny + 1);
      pixels[row + x] =
        ((((128 + 127 * nx * inv + 0.5) | 0) << SHIFT_R) |
          (((128 + 127 * ny * inv + 0.5) | 0) << SHIFT_G) |
          (((128 + 127 * inv + 0.5) | 0) << SHIFT_B) |
          OPAQUE) >>>
        0;
    }
  }
  return out;
}
