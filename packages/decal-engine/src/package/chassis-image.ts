import { DECAL_SIZE } from '@decalforge/shared';

/**
 * The dark DecalForge chassis: near-black satin carbon weave with a faint cool sheen.
 * Procedural and UV-agnostic (a uniform texture suits any chassis layout).
 */
export function buildChassisImage(size: number = DECAL_SIZE): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const cell = Math.max(4, Math.round(size / 128));
  const row = new Float32Array(size);
  for (let y = 0; y < size; y++) {
    const cy = Math.floor(y / cell);
    const fy = (y % cell) / cell;
    for (let x = 0; x < size; x++) {
      const cx = Math.floor(x / cell);
      const fx = (x % cell) / cell;
      // alternate the weave direction per cell: brightness ramps across the thread
      const t = (cx + cy) & 1 ? fx : fy;
      row[x] = 0.5 - 0.5 * Math.cos(t * Math.PI * 2);
    }
    const sheen = 0.5 + 0.5 * Math.sin((y / size) * Math.PI * 2.5);
    let o = y * size * 4;
    for (let x = 0; x < size; x++, o += 4) {
      const w = row[x];
      const s = sheen * (0.5 + 0.5 * Math.sin((x / size) * Math.PI * 1.5));
      out[o] = 14 + 12 * w + 6 * s;
      out[o + 1] = 15 + 13 * w + 8 * s;
      out[o + 2] = 18 + 16 * w + 12 * s;
      out[o + 3] = 255;
    }
  }
  return out;
}
