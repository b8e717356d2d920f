import { describe, expect, it } from 'vitest';
import { MOTIFS } from '../types';
import { hexToRgb, rgbDistance } from '../util/color';
import { parsePrompt } from './parse-prompt';
import { perturbDesign } from './perturb-design';
import { designForRequest } from './design-for-request';

const near = (a: string, b: string, tol = 40): boolean => rgbDistance(hexToRgb(a), hexToRgb(b)) <= tol;

describe('parsePrompt', () => {
  it('is deterministic for the same prompt and seed', () => {
    expect(parsePrompt('Molten lava cracks', 42)).toEqual(parsePrompt('Molten lava cracks', 42));
    expect(parsePrompt('something unusual', 3)).toEqual(parsePrompt('something unusual', 3));
  });

  it('differs across seeds in its layout', () => {
    expect(parsePrompt('flames', 1).layout.seed).not.toBe(parsePrompt('flames', 2).layout.seed);
  });

  it.each([
    ['red hot rod flames', 'flames'],
    ['lightning bolts', 'lightning'],
    ['racing stripes', 'stripes'],
    ['woodland camo', 'camo'],
    ['honeycomb hexagon armor', 'hex'],
    ['carbon fiber', 'carbon'],
    ['galaxy with stars', 'galaxy'],
    ['ocean waves', 'waves'],
    ['geometric shards', 'shards'],
    ['tiger', 'tiger'],
    ['zebra print', 'zebra'],
    ['dragon scales', 'scales'],
    ['circuit board', 'circuit'],
    ['graffiti paint splatter', 'splatter'],
    ['smooth gradient fade', 'gradient'],
    ['checkered flag', 'checker'],
    ['molten lava cracks', 'cracks'],
    ['tribal tattoo', 'tribal'],
  ])('"%s" → %s', (prompt, motif) => {
    expect(parsePrompt(prompt, 1).motif).toBe(motif);
  });

  it('offers at least 12 distinct motifs', () => {
    expect(new Set(MOTIFS).size).toBeGreaterThanOrEqual(12);
  });

  it('reads colour words and picks a dark base', () => {
    const d = parsePrompt('black and orange flames', 1);
    expect(near(d.palette.base, '#000000', 30)).toBe(true);
    expect(near(d.palette.primary, '#ff7a00')).toBe(true);
    expect(d.paletteSource).toBe('explicit');
  });

  it('reads hex codes literally', () => {
    const d = parsePrompt('stripes in #00ff88', 5);
    expect(d.palette.primary).toBe('#00ff88');
    const e = parsePrompt('#f0a and #123456 waves', 5);
    expect([e.palette.base, e.palette.primary]).toContain('#123456');
    expect([e.palette.base, e.palette.primary]).toContain('#ff00aa');
  });

  it('understands moods', () => {
    expect(parsePrompt('neon city', 1).style.glow).toBeGreaterThan(0.7);
    const ice = parsePrompt('ice', 1).palette;
    expect(near(ice.primary, '#bfefff')).toBe(true);
    const pastel = parsePrompt('pastel dream', 1).palette;
    expect(hexToRgb(pastel.base).every((v) => v > 200)).toBe(true);
  });

  it('reads density words', () => {
    expect(parsePrompt('minimal stripes', 1).density).toBeLessThan(0.4);
    expect(parsePrompt('busy chaotic splatter', 1).density).toBeGreaterThan(0.75);
  });

  it('gives unknown words a sensible prompt-seeded design', () => {
    const a = parsePrompt('grandma’s quilted tea cosy', 9);
    expect(MOTIFS).toContain(a.motif);
    expect(a.palette.base).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.paletteSource).toBe('seeded');
    const designs = new Set(Array.from({ length: 12 }, (_, i) => parsePrompt(`mystery ${i}`, 1).motif));
    expect(designs.size).toBeGreaterThan(3);
  });
});

describe('perturbDesign', () => {
  const parent = parsePrompt('purple galaxy', 11);

  it('is deterministic and identity-like at strength 0', () => {
    expect(perturbDesign(parent, 12, 0.3)).toEqual(perturbDesign(parent, 12, 0.3));
    const same = perturbDesign(parent, 12, 0);
    expect({ ...same, seed: parent.seed }).toEqual(parent);
  });

  it('moves further with more strength', () => {
    const small = perturbDesign(parent, 12, 0.1);
    const big = perturbDesign(parent, 12, 1);
    const dist = (d: typeof parent): number =>
      Math.abs(Math.log(d.layout.scale / parent.layout.scale)) + d.params.reduce((s, p, i) => s + Math.abs(p - parent.params[i]), 0);
    expect(dist(small)).toBeLessThan(dist(big) + 1e-9);
    expect(small.motif).toBe(parent.motif);
  });

  it('keeps named colours literal', () => {
    const p = parsePrompt('black and orange flames', 1);
    const child = perturbDesign(p, 2, 0.5);
    expect(child.palette.base).toBe(p.palette.base);
    expect(child.palette.primary).toBe(p.palette.primary);
  });

  it('designForRequest perturbs only for More Like This', () => {
    const plain = designForRequest({ prompt: 'waves', seed: 4, variationStrength: 0.3 });
    expect(plain).toEqual(parsePrompt('waves', 4));
    const child = designForRequest({ prompt: 'waves', seed: 5, parentSeed: 4, variationStrength: 0.3 });
    expect(child.layout.seed).toBe(plain.layout.seed);
    expect(child).not.toEqual(plain);
  });
});
