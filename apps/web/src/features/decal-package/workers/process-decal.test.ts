import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '@decalforge/decal-engine';
import { solidPng } from '../lib/test-fixtures';
import { buildTemplatePng, processDecal } from './process-decal';

describe('processDecal', () => {
  it('derives a flat bluish normal map and the literal-colour mask (8-bit RGBA) from a flat decal', async () => {
    const r = await processDecal(solidPng([200, 40, 10, 255], 8), 'universal');
    expect([r.width, r.height]).toEqual([8, 8]);
    const detail = decode(r.detail);
    expect(detail.channels).toBe(4);
    for (let i = 0; i < detail.data.length; i += 4) expect(Array.from(detail.data.subarray(i, i + 4))).toEqual([128, 128, 255, 255]);
    const mask = decode(r.mask);
    expect([mask.channels, mask.depth, mask.palette]).toEqual([4, 8, undefined]);
    for (let i = 0; i < mask.data.length; i += 4) expect(Array.from(mask.data.subarray(i, i + 4))).toEqual([43, 0, 0, 255]);
  });

  it('marks the neutral background as transparent red (primary) and the body glass as window', async () => {
    const r = await processDecal(solidPng([...BACKGROUND_RGB, 255] as [number, number, number, number], 4), 'universal');
    expect(Array.from(decode(r.mask).data)).toEqual(Array.from({ length: 16 }, () => [255, 0, 0, 0]).flat());
    // Fennec's glass covers the texture's top-left corner.
    const fennec = decode((await processDecal(solidPng([...BACKGROUND_RGB, 255] as [number, number, number, number], 64), 'fennec')).mask);
    expect(Array.from(fennec.data.subarray(0, 4))).toEqual([0, 0, 255, 255]);
    expect(Array.from(fennec.data.subarray(fennec.data.length - 4))).toEqual([255, 0, 0, 0]);
  });
});

describe('processDecal parts (the two workers of a click)', () => {
  it('makes the same detail.png and Mask.png as one job, each half only its own', async () => {
    const png = solidPng([...BACKGROUND_RGB, 255] as [number, number, number, number], 64);
    const both = await processDecal(png, 'fennec');
    const detail = await processDecal(png, 'fennec', undefined, 'detail');
    const mask = await processDecal(png, 'fennec', undefined, 'mask');
    expect(detail.detail).toEqual(both.detail);
    expect(detail.mask).toHaveLength(0);
    expect(mask.mask).toEqual(both.mask);
    expect(mask.detail).toHaveLength(0);
    expect(Object.keys(detail.timings).sort()).toEqual(['decode', 'encode', 'normal']);
    expect(Object.keys(mask.timings).sort()).toEqual(['decode', 'mask']);
  });

  it('stops between steps once cancelled', async () => {
    let calls = 0;
    await expect(processDecal(solidPng([1, 2, 3, 255], 8), 'octane', () => ++calls > 1)).rejects.toThrow('cancelled');
  });
});

describe('buildTemplatePng', () => {
  it('builds a 2048² body template as the last-resort fallback', async () => {
    const png = await buildTemplatePng('body', 'octane', 'matte');
    const img = decode(png);
    expect([img.width, img.height, img.channels]).toEqual([2048, 2048, 4]);
  }, 60_000);
});
