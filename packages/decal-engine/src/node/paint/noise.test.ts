import { describe, expect, it } from 'vitest';
import { createRng } from '../../util/rng';
import { cellPoints, fractalNoise, periodicNoise } from './noise';

describe('tile noise', () => {
  it('wraps at the tile edge, so a tile of it is seamless', () => {
    const n = periodicNoise(createRng(1), 768, 12);
    const f = fractalNoise(createRng(2), 768, 3, 4);
    for (const y of [0, 17.5, 300, 767]) {
      expect(n(768, y)).toBeCloseTo(n(0, y), 6);
      expect(f(768 + 5, y)).toBeCloseTo(f(5, y), 6);
      expect(f(y, 768 + 9)).toBeCloseTo(f(y, 9), 6);
    }
  });

  it('stays in [0, 1) and varies across the tile', () => {
    const f = fractalNoise(createRng(3), 768, 3, 4);
    const values = Array.from({ length: 400 }, (_, i) => f((i * 37) % 768, (i * 91) % 768));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.25);
  });

  it('finds the same nearest cell point across the wrap', () => {
    const cells = cellPoints(createRng(4), 768, 8);
    expect(cells(768 + 40, 100).d1).toBeCloseTo(cells(40, 100).d1, 6);
    expect(cells(768 + 40, 100).id).toBe(cells(40, 100).id);
  });
});
