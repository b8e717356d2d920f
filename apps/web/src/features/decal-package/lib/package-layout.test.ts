import { describe, expect, it } from 'vitest';
import type { PresetEntry } from '@decalforge/decal-engine/package';
import type { PackageFile } from '../types';
import { buildPackageFiles, validatePreset, PackageError } from '@decalforge/decal-engine/package/builder';
import { solidPng, testCar, testInput } from './test-fixtures';

const date = new Date('2026-05-01T12:34:56.789Z');
const chassis = solidPng([10, 10, 12, 255]);

function byPath(files: PackageFile[]) {
  return new Map(files.map((f) => [f.path, f]));
}

function json(file: PackageFile | undefined): Record<string, unknown> {
  expect(file?.kind).toBe('text');
  return JSON.parse(file!.data as string) as Record<string, unknown>;
}

describe('buildPackageFiles', () => {
  it('lays one car out the way AlphaConsole reads it', () => {
    const pkg = buildPackageFiles({ input: testInput(), cars: [testCar('octane')], chassis, date });
    expect(pkg.zipName).toBe(`DecalForge_octane_${date.getTime()}.zip`);
    expect(pkg.rootFolder).toMatch(/^DecalForge_molten-lava-cracks_[0-9A-Z]{4}$/);
    const root = pkg.rootFolder;
    const carFiles = [
      'Octane/decal.json',
      'Octane/decal.png',
      'Octane/detail.png',
      'Octane/Body.png',
      'Octane/curvaturepack.png',
      'Octane/Mask.png',
      'Octane/DecalForge_Chassis.png',
    ].map((p) => `${root}/${p}`);
    // readme and manifest sit beside the decal folder, never inside it where readers scan *.json.
    expect(pkg.files.map((f) => f.path).sort()).toEqual(['readme.txt', 'manifest.json', ...carFiles].sort());
    expect(pkg.installFiles.map((f) => f.path).sort()).toEqual([`${root}/readme.txt`, ...carFiles].sort());
    expect(pkg.installFiles.filter((f) => f.path.endsWith('.json')).map((f) => f.path)).toEqual([`${root}/Octane/decal.json`]);
    expect(pkg.presetFile).toBe('decal.json');
    for (const f of pkg.files) expect(f.kind).toBe(f.path.endsWith('.png') ? 'png' : 'text');
    const files = byPath(pkg.files);
    const preset = json(files.get(`${root}/Octane/decal.json`)) as Record<string, PresetEntry>;
    const names = Object.keys(preset);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^Octane Molten lava cracks [0-9A-Z]{4}$/);
    expect(preset[names[0]]).toEqual({
      Group: 'DecalForge/Octane',
      BodyID: 23,
      SkinID: 0,
      Body: { Diffuse: 'decal.png', Skin: 'Mask.png' },
      Chassis: { Diffuse: 'DecalForge_Chassis.png' },
    });
    // Every image the preset names is in the same folder.
    for (const file of [...Object.values(preset[names[0]].Body), ...Object.values(preset[names[0]].Chassis ?? {})]) {
      expect(files.has(`${root}/Octane/${file}`)).toBe(true);
    }
    expect(json(files.get('manifest.json'))).toEqual({
      DecalForgeVersion: '1.0',
      carBody: 'octane',
      prompt: 'Molten lava cracks, black & orange!',
      colors: { primary: '#000000', secondary: '#ffffff', accent: '#00ffff' },
      finish: 'anodized',
      seed: 1234,
      generatedAt: '2026-05-01T12:34:56.789Z',
      source: { logoMode: null },
    });
  });

  it('leaves the chassis out of the files and the preset when there is none', () => {
    const pkg = buildPackageFiles({
      input: testInput({ chassis: 'none', seed: null, logoMode: 'sticker' }),
      cars: [testCar('dominus')],
      chassis: null,
      date,
    });
    expect(pkg.files.some((f) => f.path.endsWith('Chassis.png'))).toBe(false);
    const files = byPath(pkg.files);
    const preset = json(files.get(`${pkg.rootFolder}/Dominus/decal.json`)) as Record<string, PresetEntry>;
    const entry = Object.values(preset)[0];
    expect(entry.BodyID).toBe(403);
    expect('Chassis' in entry).toBe(false);
    const manifest = json(files.get('manifest.json'));
    expect('seed' in manifest).toBe(false);
    expect(manifest.source).toEqual({ logoMode: 'sticker' });
  });

  it('skips a wanted but missing chassis (the preset then names no chassis file)', () => {
    const pkg = buildPackageFiles({ input: testInput(), cars: [testCar('octane')], chassis: null, date, warnings: ['chassis skipped'] });
    const preset = json(byPath(pkg.files).get(`${pkg.rootFolder}/Octane/decal.json`)) as Record<string, PresetEntry>;
    expect('Chassis' in Object.values(preset)[0]).toBe(false);
    expect(byPath(pkg.files).get('readme.txt')?.data).toContain('- chassis skipped');
  });

  it('groups all bodies per car with unique names and the right BodyIDs', () => {
    const pkg = buildPackageFiles({
      input: testInput({ carBody: 'fennec' }),
      cars: [testCar('octane'), testCar('fennec'), testCar('dominus')],
      chassis,
      date,
      allBodies: true,
    });
    expect(pkg.zipName).toBe(`DecalForge_all_${date.getTime()}.zip`);
    const files = byPath(pkg.files);
    const ids: Record<string, number> = {};
    const names = new Set<string>();
    for (const car of ['Octane', 'Fennec', 'Dominus']) {
      const preset = json(files.get(`${pkg.rootFolder}/${car}/decal.json`)) as Record<string, PresetEntry>;
      const [name, entry] = Object.entries(preset)[0];
      names.add(name);
      ids[car] = entry.BodyID;
      expect(entry.Group).toBe(`DecalForge/${car}`);
      expect(name.startsWith(`${car} `)).toBe(true);
      for (const file of ['decal.png', 'Mask.png', 'detail.png', 'Body.png', 'curvaturepack.png', 'DecalForge_Chassis.png']) {
        expect(files.has(`${pkg.rootFolder}/${car}/${file}`)).toBe(true);
      }
    }
    expect(ids).toEqual({ Octane: 23, Fennec: 4284, Dominus: 403 });
    expect(names.size).toBe(3);
    const manifest = json(files.get('manifest.json'));
    expect(manifest.carBody).toBe('fennec');
    expect(manifest.bodies).toEqual(['octane', 'fennec', 'dominus']);
    // exactly one JSON per car folder
    for (const car of ['Octane', 'Fennec', 'Dominus']) {
      expect(pkg.files.filter((f) => f.path.startsWith(`${pkg.rootFolder}/${car}/`) && f.path.endsWith('.json'))).toHaveLength(1);
    }
  });
});

describe('preset file name option', () => {
  it('names the preset Template.json (ALXS-RL-Mod) when chosen, in the ZIP, the install files and the readme', () => {
    const pkg = buildPackageFiles({
      input: testInput({ presetFile: 'Template.json' }),
      cars: [testCar('octane'), testCar('fennec')],
      chassis,
      date,
      allBodies: true,
    });
    expect(pkg.presetFile).toBe('Template.json');
    const jsons = pkg.installFiles.filter((f) => f.path.endsWith('.json')).map((f) => f.path);
    expect(jsons.sort()).toEqual([`${pkg.rootFolder}/Fennec/Template.json`, `${pkg.rootFolder}/Octane/Template.json`]);
    expect(pkg.files.some((f) => f.path.endsWith('decal.json'))).toBe(false);
    const preset = json(byPath(pkg.files).get(`${pkg.rootFolder}/Fennec/Template.json`)) as Record<string, PresetEntry>;
    expect(Object.values(preset)[0].BodyID).toBe(4284);
    expect(byPath(pkg.files).get('readme.txt')?.data).toContain(`DecalTextures\\${pkg.rootFolder}\\Octane\\Template.json`);
  });
});

describe('validatePreset', () => {
  const entry: PresetEntry = { Group: 'g', BodyID: 23, SkinID: 0, Body: { Diffuse: 'decal.png', Skin: 'Mask.png' } };

  it('accepts a preset whose files exist', () => {
    expect(() => validatePreset({ A: entry }, new Set(['decal.png', 'Mask.png']), new Set())).not.toThrow();
  });

  it('rejects missing files, bad ids and duplicate names with a preset-format error', () => {
    const check = (fn: () => void, detail: RegExp) => {
      try {
        fn();
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(PackageError);
        expect((e as PackageError).kind).toBe('presetFailed');
        expect((e as PackageError).message).toMatch(detail);
      }
    };
    check(() => validatePreset({ A: entry }, new Set(['decal.png']), new Set()), /"Mask.png" is not in the package/);
    check(() => validatePreset({ A: { ...entry, BodyID: Number.NaN } }, new Set(['decal.png', 'Mask.png']), new Set()), /invalid BodyID/);
    check(() => validatePreset({ A: entry }, new Set(['decal.png', 'Mask.png']), new Set(['A'])), /duplicate decal name/);
    check(() => validatePreset({}, new Set(), new Set()), /no decal entry/);
  });
});
