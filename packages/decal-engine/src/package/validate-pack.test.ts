import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '../constants';
import { buildSkinMask, encodeRgbaPng, validatePack } from './index';

const SIZE = 2048;
const enc = (s: string) => new TextEncoder().encode(s);

/** One 2048² decal (background with an art square) and its Skin mask for `body`, encoded once. */
function images(body: 'octane' | 'universal') {
  const decal = new Uint8Array(SIZE * SIZE * 4);
  for (let p = 0; p < SIZE * SIZE; p++) {
    const x = p % SIZE;
    const y = (p / SIZE) | 0;
    decal.set(x > 600 && x < 900 && y > 900 && y < 1400 ? [200, 40, 10, 255] : [...BACKGROUND_RGB, 255], p * 4);
  }
  return { decal: encodeRgbaPng(decal, SIZE, SIZE, 1), mask: encodeRgbaPng(buildSkinMask(decal, SIZE, SIZE, { body }), SIZE, SIZE, 1) };
}

const octane = images('octane');
const preset = (over: Record<string, unknown> = {}) =>
  enc(
    JSON.stringify({
      'Octane Test ABCD': { Group: 'DecalForge/Octane', BodyID: 23, SkinID: 0, Body: { Diffuse: 'decal.png', Skin: 'Mask.png' }, ...over },
    }),
  );

function pack(extra: Record<string, Uint8Array | null> = {}): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>([
    ['readme.txt', enc('readme')],
    ['manifest.json', enc('{"DecalForgeVersion":"1.0"}')],
    ['Pack/Octane/decal.json', preset()],
    ['Pack/Octane/decal.png', octane.decal],
    ['Pack/Octane/Mask.png', octane.mask],
  ]);
  for (const [k, v] of Object.entries(extra)) {
    if (v) files.set(k, v);
    else files.delete(k);
  }
  return files;
}

describe('validatePack', () => {
  it('accepts a pack laid out like ours (manifest beside the decal folder) and lists its preset', () => {
    const report = validatePack(pack());
    expect(report.errors).toEqual([]);
    expect(report.presets).toHaveLength(1);
    expect(report.presets[0]).toMatch(
      /^Pack\/Octane\/decal\.json: "Octane Test ABCD" BodyID 23 \(octane\), SkinID 0, 2 textures, mask .*0,0,255,255/,
    );
  });

  it('flags a .json that readers would turn into decal entries, and two presets in a folder', () => {
    expect(validatePack(pack({ 'Pack/manifest.json': enc('{"carBody":"octane"}') })).errors.join('\n')).toMatch(
      /Pack\/manifest\.json: a \.json outside a car folder \(readers list its keys as decals: carBody\)/,
    );
    expect(validatePack(pack({ 'Pack/Octane/extra.json': preset() })).errors.join('\n')).toMatch(/Pack\/Octane: 2 \.json files/);
  });

  it('flags unknown BodyIDs, missing files, wrong sizes and a second decal folder', () => {
    expect(validatePack(pack({ 'Pack/Octane/decal.json': preset({ BodyID: 999 }) })).errors.join('\n')).toMatch(/unknown BodyID 999/);
    expect(validatePack(pack({ 'Pack/Octane/decal.png': null })).errors.join('\n')).toMatch(/Diffuse "decal.png" is not in the folder/);
    const small = encode({ width: 4, height: 4, data: new Uint8Array(64), channels: 4, depth: 8 });
    expect(validatePack(pack({ 'Pack/Octane/decal.png': small })).errors.join('\n')).toMatch(/4×4, expected 2048²/);
    expect(validatePack(pack({ 'Other/readme.txt': enc('x') })).errors.join('\n')).toMatch(/exactly one decal folder/);
  });

  it('flags a mask without window zone, with stray values, or not 8-bit RGBA', () => {
    const noWindow = images('universal').mask;
    expect(validatePack(pack({ 'Pack/Octane/Mask.png': noWindow })).errors.join('\n')).toMatch(
      /no window zone \(0,0,255,255\) for the octane/,
    );
    expect(validatePack(pack({ 'Pack/Octane/Mask.png': octane.decal })).errors.join('\n')).toMatch(/pixels outside the Skin sentinel set/);
    const indexed = encode({
      width: SIZE,
      height: SIZE,
      data: new Uint8Array((SIZE / 8) * SIZE),
      depth: 1,
      channels: 1,
      palette: [
        [255, 0, 0, 0],
        [43, 0, 0, 255],
      ],
    });
    expect(validatePack(pack({ 'Pack/Octane/Mask.png': indexed })).errors.join('\n')).toMatch(/must be 8-bit RGBA/);
  });

  it('reports every check per folder (what passed too), the failed ones carrying exactly the errors', () => {
    const ok = validatePack(pack());
    expect(ok.checks.every((c) => c.ok)).toBe(true);
    expect(ok.checks.map((c) => `${c.scope} | ${c.name}`)).toEqual([
      'pack | one decal folder',
      'pack | presets found',
      'pack | no other .json in the decal folder',
      'Pack/Octane | one preset',
      'Pack/Octane | "Octane Test ABCD"',
      'Pack/Octane | Body.Diffuse decal.png',
      'Pack/Octane | Body.Skin Mask.png',
    ]);
    expect(ok.checks.find((c) => c.name === 'Body.Skin Mask.png')?.message).toMatch(/^PNG 2048×2048, mask .*0,0,255,255 \d/);
    // A mask cut short (header intact, pixel data gone) is a finding, not a crash.
    const bad = validatePack(pack({ 'Pack/Octane/Mask.png': octane.mask.subarray(0, 200), 'Pack/extra.json': enc('{}') }));
    expect(bad.errors.join('\n')).toMatch(/Pack\/Octane\/Mask\.png: cannot be decoded/);
    const failed = bad.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.name)).toEqual(['no other .json in the decal folder', 'Body.Skin Mask.png']);
    expect(failed.map((c) => c.message).join('; ')).toBe(bad.errors.join('; '));
  });
});
