import { decode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '../constants';
import {
  BODY_IDS,
  buildBodyTemplate,
  buildChassisImage,
  buildCurvaturePack,
  buildManifest,
  buildNormalMap,
  buildPreset,
  buildSkinMask,
  buildWindowMask,
  encodeRgbaPng,
  presetName,
} from './index';

function solid(w: number, h: number, rgba: [number, number, number, number]): Uint8Array {
  const out = new Uint8Array(w * h * 4);
  for (let i = 0; i < out.length; i += 4) out.set(rgba, i);
  return out;
}

describe('buildNormalMap', () => {
  it('maps a flat image to exactly (128,128,255)', () => {
    const n = buildNormalMap(solid(16, 16, [200, 30, 90, 255]), 16, 16);
    for (let i = 0; i < n.length; i += 4) expect([n[i], n[i + 1], n[i + 2], n[i + 3]]).toEqual([128, 128, 255, 255]);
  });

  it('tilts normals at luminance edges and stays bluish', () => {
    const img = solid(8, 8, [0, 0, 0, 255]);
    for (let y = 0; y < 8; y++) for (let x = 4; x < 8; x++) img.set([255, 255, 255, 255], (y * 8 + x) * 4);
    const n = buildNormalMap(img, 8, 8);
    const i = (3 * 8 + 3) * 4;
    expect(n[i]).not.toBe(128);
    expect(n[i + 2]).toBeGreaterThan(128);
  });
});

describe('buildSkinMask', () => {
  it('writes exact sentinels that survive a PNG round-trip', () => {
    const w = 4;
    const img = solid(w, 1, [...BACKGROUND_RGB, 255] as [number, number, number, number]);
    img.set([255, 100, 0, 255], 4);
    img.set([10, 10, 10, 255], 8);
    const mask = buildSkinMask(img, w, 1);
    const png = decode(encodeRgbaPng(mask, w, 1));
    expect(png.channels).toBe(4);
    expect(Array.from(png.data)).toEqual([255, 0, 0, 0, 43, 0, 0, 255, 43, 0, 0, 255, 255, 0, 0, 0]);
  });

  it("writes the body's window zone as (0,0,255,255) over art and background alike", () => {
    const size = 64;
    const img = solid(size, size, [...BACKGROUND_RGB, 255] as [number, number, number, number]);
    img.set([255, 100, 0, 255], 0); // art under Fennec's glass (top-left corner of the texture)
    const mask = buildSkinMask(img, size, size, { body: 'fennec' });
    const windows = buildWindowMask('fennec', size);
    const values = new Map<string, number>();
    for (let p = 0; p < size * size; p++) {
      const v = Array.from(mask.subarray(p * 4, p * 4 + 4)).join(',');
      values.set(v, (values.get(v) ?? 0) + 1);
      if (windows[p] >= 128) expect(v).toBe('0,0,255,255');
    }
    expect([...values.keys()].sort()).toEqual(['0,0,255,255', '255,0,0,0']);
    expect(values.get('0,0,255,255')).toBeGreaterThan(size * size * 0.02);
    // Without a body (or for universal) there is no window zone.
    expect(buildSkinMask(img, size, size).subarray(0, 4)).toEqual(Uint8Array.from([43, 0, 0, 255]));
    const universal = buildSkinMask(img, size, size, { body: 'universal' });
    for (let i = 2; i < universal.length; i += 4) expect(universal[i]).toBe(0);
  });
});

describe('templates', () => {
  it('builds Body images per finish, curvature pack and chassis of size²×4', () => {
    const size = 128;
    const looks = (['animated', 'anodized', 'matte'] as const).map((f) => buildBodyTemplate('octane', f, size));
    for (const img of looks) expect(img.length).toBe(size * size * 4);
    expect(Buffer.from(looks[0]).equals(Buffer.from(looks[1]))).toBe(false);
    expect(Buffer.from(looks[1]).equals(Buffer.from(looks[2]))).toBe(false);
    const curv = buildCurvaturePack('fennec', size);
    expect(curv.length).toBe(size * size * 4);
    let paintable = 0;
    for (let i = 1; i < curv.length; i += 4) if (curv[i] > 200) paintable++;
    expect(paintable).toBeGreaterThan(size * size * 0.1);
    const chassis = buildChassisImage(size);
    expect(chassis.length).toBe(size * size * 4);
    let sum = 0;
    for (let i = 0; i < chassis.length; i += 4) sum += chassis[i] + chassis[i + 1] + chassis[i + 2];
    expect(sum / (size * size * 3)).toBeLessThan(50);
  });

  it('builds full-size templates quickly', () => {
    const t = performance.now();
    expect(buildBodyTemplate('dominus', 'anodized').length).toBe(2048 * 2048 * 4);
    expect(buildCurvaturePack('dominus').length).toBe(2048 * 2048 * 4);
    expect(buildChassisImage().length).toBe(2048 * 2048 * 4);
    expect(performance.now() - t).toBeLessThan(5000);
  });
});

describe('preset and manifest', () => {
  const date = new Date('2026-05-01T12:34:56Z');

  it('names presets from car, prompt and a time code', () => {
    const name = presetName({ carBody: 'octane', prompt: 'molten lava cracks everywhere', date });
    expect(name).toMatch(/^Octane Molten lava cracks [0-9A-Z]{4}$/);
    expect(presetName({ carBody: 'dominus', prompt: '', date })).toMatch(/^Dominus [0-9A-Z]{4}$/);
  });

  it('has the AlphaConsole shape and body IDs', () => {
    expect(BODY_IDS).toEqual({ octane: 23, dominus: 403, fennec: 4284, universal: -1 });
    const preset = buildPreset({ carBody: 'fennec', prompt: 'ice', chassis: 'decalforge', date });
    const [name] = Object.keys(preset);
    expect(name.startsWith('Fennec Ice ')).toBe(true);
    expect(preset[name]).toEqual({
      Group: 'DecalForge/Fennec',
      BodyID: 4284,
      SkinID: 0,
      Body: { Diffuse: 'decal.png', Skin: 'Mask.png' },
      Chassis: { Diffuse: 'chassis.png' },
    });
    const none = buildPreset({ carBody: 'dominus', prompt: 'x', chassis: 'none', date, files: { diffuse: 'd.png', skin: 's.png' } });
    const entry = Object.values(none)[0];
    expect(entry.BodyID).toBe(403);
    expect(entry.Body).toEqual({ Diffuse: 'd.png', Skin: 's.png' });
    expect('Chassis' in entry).toBe(false);
  });

  it('builds the manifest', () => {
    const m = buildManifest({ carBody: 'octane', prompt: 'p', finish: 'matte', seed: 7, generatedAt: date, logoMode: null });
    expect(m).toEqual({
      DecalForgeVersion: '1.0',
      carBody: 'octane',
      prompt: 'p',
      colors: { primary: '#000000', secondary: '#ffffff', accent: '#00ffff' },
      finish: 'matte',
      seed: 7,
      generatedAt: '2026-05-01T12:34:56.000Z',
      source: { logoMode: null },
    });
    const noSeed = buildManifest({
      carBody: 'octane',
      prompt: 'p',
      finish: 'matte',
      seed: 'random',
      generatedAt: date.toISOString(),
      logoMode: 'hood',
    });
    expect('seed' in noSeed).toBe(false);
    expect(noSeed.source).toEqual({ logoMode: 'hood' });
  });
});
