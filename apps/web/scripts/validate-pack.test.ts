import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarBody } from '@decalforge/shared';
import { BACKGROUND_RGB } from '@decalforge/decal-engine';
import { encodeRgbaPng } from '@decalforge/decal-engine/package';
import { buildPackageFiles } from '@decalforge/decal-engine/package/builder';
import { testInput } from '../src/features/decal-package/lib/test-fixtures';
import { zipPackage } from '../src/features/decal-package/lib/zip-package';
import type { CarAssets, PackageInput } from '../src/features/decal-package/types';
import { buildTemplatePng, processDecal } from '../src/features/decal-package/workers/process-decal';
import { EXIT_INVALID, EXIT_UNREADABLE, EXIT_VALID, runValidatePack } from './validate-pack';

const SIZE = 2048;
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'validate-pack-'));
const date = new Date('2026-05-01T12:34:56Z');

/** Runs the CLI function, collecting what it prints. */
async function run(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runValidatePack(args, { log: (l) => out.push(l), error: (l) => err.push(l) }, dir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A 2048² decal PNG: the neutral background with an art block (so the mask holds all three sentinels). */
function decalPng(): Uint8Array {
  const rgba = new Uint8Array(SIZE * SIZE * 4);
  for (let p = 0; p < SIZE * SIZE; p++) {
    const x = p % SIZE;
    const y = (p / SIZE) | 0;
    rgba.set(x > 700 && x < 1300 && y > 900 && y < 1500 ? [220, 40 + (x % 50), 10, 255] : [...BACKGROUND_RGB, 255], p * 4);
  }
  return encodeRgbaPng(rgba, SIZE, SIZE, 1);
}

let decal: Uint8Array;
let chassis: Uint8Array;
const cars = new Map<CarBody, CarAssets>();

/** The pack exactly as Download ZIP builds it (the worker's processDecal, the layout and the ZIP writer). */
async function writePack(name: string, bodies: CarBody[], over: Partial<PackageInput> = {}): Promise<string> {
  const pkg = buildPackageFiles({
    input: testInput({ carBody: bodies[0], prompt: 'neon circuit lines', ...over }),
    cars: bodies.map((b) => cars.get(b)!),
    chassis,
    date,
    allBodies: bodies.length > 1,
  });
  const bytes = new Uint8Array(await (await zipPackage(pkg, date)).arrayBuffer());
  writeFileSync(join(dir, name), bytes);
  return name;
}

beforeAll(async () => {
  decal = decalPng();
  chassis = await buildTemplatePng('chassis', 'octane');
  const [curvature, bodyTemplate] = await Promise.all([
    buildTemplatePng('curvature', 'octane'),
    buildTemplatePng('body', 'octane', 'animated'),
  ]);
  for (const body of ['octane', 'fennec', 'dominus'] as const) {
    // Each body gets its own mask (its own window zone); the big templates are shared to keep the test quick.
    const { detail, mask } = await processDecal(decal, body);
    cars.set(body, { body, decal, detail, mask, bodyTemplate, curvature });
  }
  await writePack('good.zip', ['octane']);
}, 120_000);

describe('validate-pack CLI', () => {
  it('passes a real pack in both preset-name options and prints every check per car folder', async () => {
    const plain = await writePack('plain.zip', ['octane']);
    const templated = await writePack('templated.zip', ['octane'], { presetFile: 'Template.json' });
    const r = await run(plain, templated);
    expect(r.err).toBe('');
    expect(r.code).toBe(EXIT_VALID);
    expect(r.out).toMatch(
      /^plain\.zip: OK\n {2}layout\n {4}ok {3}one decal folder: DecalForge_neon-circuit-lines_[0-9A-Z]{4}\/ is the folder/,
    );
    expect(r.out).toMatch(/ok {3}no other \.json in the decal folder/);
    expect(r.out).toMatch(/\n {2}DecalForge_neon-circuit-lines_[0-9A-Z]{4}\/Octane\/\n {4}ok {3}one preset: decal\.json\n/);
    expect(r.out).toMatch(/ok {3}"Octane Neon circuit lines [0-9A-Z]{4}": BodyID 23 \(octane\), SkinID 0, 3 textures/);
    expect(r.out).toMatch(/ok {3}Body\.Diffuse decal\.png: PNG 2048×2048\n/);
    expect(r.out).toMatch(/ok {3}Body\.Skin Mask\.png: PNG 2048×2048, mask [^\n]*0,0,255,255 \d/);
    expect(r.out).toMatch(/ok {3}Chassis\.Diffuse DecalForge_Chassis\.png: PNG 2048×2048/);
    expect(r.out).toMatch(/templated\.zip: OK[\s\S]*ok {3}one preset: Template\.json/);
    expect(r.out).not.toMatch(/FAIL/);
  });

  it('passes the all-bodies pack: one section per car folder', async () => {
    const r = await run(await writePack('all.zip', ['octane', 'fennec', 'dominus']));
    expect(r.code).toBe(EXIT_VALID);
    for (const [car, id] of [
      ['Octane', 23],
      ['Fennec', 4284],
      ['Dominus', 403],
    ] as const) {
      expect(r.out).toMatch(
        new RegExp(`\\n {2}DecalForge_[^/]+/${car}/\\n {4}ok {3}one preset: decal\\.json\\n {4}ok {3}"${car} [^"]+": BodyID ${id} `),
      );
    }
  });

  it('fails a broken pack (manifest inside the decal folder, Mask.png missing) with a message per check, exit 1', async () => {
    const zip = await JSZip.loadAsync(new Uint8Array(readFileSync(join(dir, await writePack('ok.zip', ['fennec'])))));
    const root = Object.keys(zip.files)
      .find((p) => p.endsWith('/Fennec/'))!
      .split('/')[0];
    zip.file(`${root}/manifest.json`, await zip.file('manifest.json')!.async('string'));
    zip.remove(`${root}/Fennec/Mask.png`);
    writeFileSync(join(dir, 'broken.zip'), await zip.generateAsync({ type: 'uint8array' }));
    const r = await run('broken.zip');
    expect(r.code).toBe(EXIT_INVALID);
    expect(r.out).toMatch(/^broken\.zip: FAILED \(\d+ problems\)/);
    expect(r.out).toMatch(
      /FAIL no other \.json in the decal folder: DecalForge_[^/]+\/manifest\.json: a \.json outside a car folder \(readers list its keys as decals: DecalForgeVersion, carBody, prompt, colors, finish, seed, generatedAt, source\)\n/,
    );
    expect(r.out).toMatch(/^broken\.zip: FAILED \(2 problems\)\n/);
    expect(r.out).toMatch(/FAIL Body\.Skin Mask\.png: decal\.json "Fennec [^"]+": Skin "Mask\.png" is not in the folder\n/);
    // What still holds is still shown as passing.
    expect(r.out).toMatch(/\/Fennec\/\n {4}ok {3}one preset: decal\.json/);
    // A valid pack next to a broken one does not hide the failure.
    expect((await run('ok.zip', 'broken.zip')).code).toBe(EXIT_INVALID);
  });

  it('says plainly when the file is missing, not a ZIP or damaged (exit 2, no stack trace)', async () => {
    const good = readFileSync(join(dir, 'good.zip'));
    writeFileSync(join(dir, 'half.zip'), good.subarray(0, good.length >> 1));
    writeFileSync(join(dir, 'text.zip'), 'not a zip');
    // One flipped byte inside a stored PNG: the ZIP opens, the entry's CRC-32 no longer matches.
    const flipped = Uint8Array.from(good);
    flipped[good.indexOf(Buffer.from([137, 80, 78, 71])) + 5000] ^= 0xff;
    writeFileSync(join(dir, 'flipped.zip'), flipped);

    expect(await run('missing.zip')).toEqual({ code: EXIT_UNREADABLE, out: '', err: 'missing.zip: cannot read the pack: no such file' });
    const r = await run('half.zip', 'text.zip', 'flipped.zip', '.', 'good.zip');
    expect(r.code).toBe(EXIT_UNREADABLE);
    expect(r.err.split('\n')).toEqual([
      expect.stringMatching(/^half\.zip: cannot read the pack: not a readable ZIP file, or the download was cut short \(.+\)$/),
      expect.stringMatching(/^text\.zip: cannot read the pack: not a readable ZIP file, or the download was cut short \(.+\)$/),
      expect.stringMatching(/^flipped\.zip: cannot read the pack: the ZIP is damaged \(.*crc32.*\)$/i),
      '.: cannot read the pack: is a folder, expected the downloaded .zip',
    ]);
    expect(r.out).toMatch(/^good\.zip: OK/);
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(await run()).toEqual({ code: EXIT_UNREADABLE, out: '', err: 'usage: npm run validate-pack -- <pack.zip> [more.zip ...]' });
  });

  it('runs as the npm script does: exit code and message, no stack trace', () => {
    const script = join(ROOT, 'apps/web/scripts/validate-pack.ts');
    const res = (() => {
      try {
        return {
          status: 0,
          out: execFileSync(process.execPath, ['--import', 'tsx', script, 'good.zip'], {
            cwd: ROOT,
            env: { ...process.env, INIT_CWD: dir },
            encoding: 'utf8',
          }),
          err: '',
        };
      } catch (e) {
        const x = e as { status: number; stdout: string; stderr: string };
        return { status: x.status, out: x.stdout, err: x.stderr };
      }
    })();
    expect(res.status, res.err).toBe(EXIT_VALID);
    expect(res.out).toMatch(/^good\.zip: OK\n/);
    try {
      execFileSync(process.execPath, ['--import', 'tsx', script, 'missing.zip'], {
        cwd: ROOT,
        env: { ...process.env, INIT_CWD: dir },
        encoding: 'utf8',
        stdio: 'pipe',
      });
      expect.fail('a missing file must exit non-zero');
    } catch (e) {
      const x = e as { status: number; stderr: string };
      expect(x.status).toBe(EXIT_UNREADABLE);
      expect(x.stderr.trim()).toBe('missing.zip: cannot read the pack: no such file');
    }
  }, 60_000);
});
