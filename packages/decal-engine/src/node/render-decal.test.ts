import { describe, expect, it } from 'vitest';
import { dominantColors } from '../analysis/dominant-colors';
import { BACKGROUND_RGB } from '../constants';
import { hexToRgb, rgbDistance } from '../util/color';
import { renderDecal, renderDecalRaw } from './render-decal';

const base = { carBody: 'octane' as const, finish: 'animated' as const };

function meanAbsDiff(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe('renderDecal', () => {
  it('gives byte-identical 2048² PNGs for the same inputs', async () => {
    const req = { ...base, prompt: 'Molten lava cracks', seed: 1234 };
    const a = await renderDecal(req);
    const b = await renderDecal(req);
    expect(a.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(a.readUInt32BE(16)).toBe(2048);
    expect(a.readUInt32BE(20)).toBe(2048);
    expect(a.equals(b)).toBe(true);
    expect(a.length).toBeLessThan(6 * 1024 * 1024);
  });

  it('reuses its output buffers safely: renders after another body, or overlapping, give the same bytes', async () => {
    const a = { ...base, prompt: 'howling wolf under a full moon', seed: 5, size: 512 };
    const b = { ...base, carBody: 'dominus' as const, prompt: 'white marble with gold veins', seed: 6, size: 512 };
    const first = await renderDecal(a);
    const other = await renderDecal(b);
    // a buffer last filled for another body is wholly repainted (the background between regions too)
    expect((await renderDecal(a)).equals(first)).toBe(true);
    // overlapping jobs on one thread each take their own buffer while their encode runs
    const [x, y, z] = await Promise.all([renderDecal(a), renderDecal(b), renderDecal(a)]);
    expect(x.equals(first)).toBe(true);
    expect(y.equals(other)).toBe(true);
    expect(z.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it('keeps the background neutral outside the regions', () => {
    const { data } = renderDecalRaw({ ...base, prompt: 'neon galaxy', seed: 1, size: 256 });
    expect(Array.from(data.subarray(0, 3))).toEqual([...BACKGROUND_RGB]);
    const last = data.length - 4;
    expect(Array.from(data.subarray(last, last + 4))).toEqual([...BACKGROUND_RGB, 255]);
  });

  it('differs across motifs, prompts, seeds, bodies and finishes', () => {
    const prompts = [
      'flames',
      'lightning',
      'racing stripes',
      'camo',
      'hexagon',
      'carbon fiber',
      'galaxy',
      'waves',
      'shards',
      'tiger',
      'zebra',
      'dragon scales',
      'circuit',
      'splatter',
      'gradient',
      'checkered',
      'lava cracks',
      'tribal',
    ];
    const renders = prompts.map((prompt) => renderDecalRaw({ ...base, prompt, seed: 3, size: 192 }).data);
    for (let i = 0; i < renders.length; i++) {
      for (let j = i + 1; j < renders.length; j++) expect(meanAbsDiff(renders[i], renders[j])).toBeGreaterThan(2);
    }
    const seedA = renderDecalRaw({ ...base, prompt: 'flames', seed: 1, size: 192 }).data;
    const seedB = renderDecalRaw({ ...base, prompt: 'flames', seed: 2, size: 192 }).data;
    expect(meanAbsDiff(seedA, seedB)).toBeGreaterThan(1);
    const matte = renderDecalRaw({ ...base, finish: 'matte', prompt: 'flames', seed: 1, size: 192 }).data;
    const anodized = renderDecalRaw({ ...base, finish: 'anodized', prompt: 'flames', seed: 1, size: 192 }).data;
    expect(meanAbsDiff(seedA, matte)).toBeGreaterThan(0.5);
    expect(meanAbsDiff(matte, anodized)).toBeGreaterThan(0.5);
  });

  it('More Like This stays closer to its parent than an unrelated design, but is not equal', () => {
    for (const prompt of ['ocean waves', 'black and orange flames', 'geometric shards']) {
      const parent = renderDecalRaw({ ...base, prompt, seed: 100, size: 384 }).data;
      const child = renderDecalRaw({ ...base, prompt, seed: 101, parentSeed: 100, variationStrength: 0.25, size: 384 }).data;
      const unrelated = renderDecalRaw({ ...base, prompt: 'purple circuit board', seed: 555, size: 384 }).data;
      const sibling = renderDecalRaw({ ...base, prompt, seed: 777, size: 384 }).data;
      const dChild = meanAbsDiff(parent, child);
      expect(dChild).toBeGreaterThan(0);
      expect(dChild).toBeLessThan(meanAbsDiff(parent, unrelated));
      expect(dChild).toBeLessThan(meanAbsDiff(parent, sibling));
    }
  });

  it('puts the named colours among the dominant colours', () => {
    const cases: Array<[string, string[]]> = [
      ['black and orange flames', ['#000000', '#ff7a00']],
      ['racing stripes in #00ff88', ['#00ff88']],
      ['#00ff88 waves', ['#00ff88']],
      ['blue and gold hexagon armor', ['#1f6bff', '#d4a526']],
      ['red and white tiger stripes', ['#e0202a', '#f4f4f4']],
    ];
    for (const finish of ['animated', 'matte', 'anodized'] as const) {
      for (const [prompt, colors] of cases) {
        const { data, width, height } = renderDecalRaw({ ...base, finish, prompt, seed: 9, size: 512 });
        const dom = dominantColors(data, width, height, 6);
        for (const c of colors) {
          const best = Math.min(...dom.map((d) => rgbDistance(d.rgb, hexToRgb(c))));
          expect(best, `${prompt} (${finish}) should contain ${c}; got ${dom.map((d) => d.hex).join(' ')}`).toBeLessThan(60);
        }
      }
    }
  });
});
