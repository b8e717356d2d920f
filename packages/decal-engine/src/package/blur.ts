/** Separable box blur (running sums) of a single-channel image; returns a new array. */
export function boxBlur(src: Uint8Array, size: number, radius: number, passes = 2): Uint8Array {
  const a = Uint8Array.from(src);
  const b = new Uint8Array(src.length);
  const r = Math.max(1, Math.round(radius));
  const win = 2 * r + 1;
  for (let pass = 0; pass < passes; pass++) {
    // horizontal a → b
    for (let y = 0; y < size; y++) {
      const row = y * size;
      let sum = 0;
      for (let x = -r; x <= r; x++) sum += a[row + Math.min(size - 1, Math.max(0, x))];
      for (let x = 0; x < size; x++) {
        b[row + x] = (sum / win + 0.5) | 0;
        sum += a[row + Math.min(size - 1, x + r + 1)] - a[row + Math.max(0, x - r)];
      }
    }
    // vertical b → a
    for (let x = 0; x < size; x++) {
      let sum = 0;
      for (let y = -r; y <= r; y++) sum += b[Math.min(size - 1, Math.max(0, y)) * size + x];
      for (let y = 0; y < size; y++) {
        a[y * size + x] = (sum / win + 0.5) | 0;
        sum += b[Math.min(size - 1, y + r + 1) * size + x] - b[Math.max(0, y - r) * size + x];
      }
    }
  }
  return a;
}
