import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildBodyTemplate, buildSkinMask, SKIN_WINDOW } from '@decalforge/decal-engine/package';
import { derivePackageImages } from '../../jobs/package-car';
import { carAssets, chassisImage } from './decal-package';

const pixels = async (png: Uint8Array) => new Uint8Array(await sharp(png).ensureAlpha().raw().toBuffer());

describe('server package assets', () => {
  it('without a web build, renders the templates with the engine (same pixels as build-templates) and keeps exact mask values', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'df-no-templates-'));
    try {
      const size = 2048;
      const rgba = new Uint8Array(size * size * 4);
      for (let i = 0; i < rgba.length; i += 4) rgba.set([200, 30, 30, 255], i);
      const decal = await sharp(Buffer.from(rgba), { raw: { width: size, height: size, channels: 4 } })
        .png()
        .toBuffer();
      const car = await carAssets(decal, 'fennec', 'matte', empty, derivePackageImages);
      expect(Buffer.from(car.decal).equals(decal)).toBe(true);
      expect(Buffer.from(await pixels(car.bodyTemplate)).equals(Buffer.from(buildBodyTemplate('fennec', 'matte')))).toBe(true);
      const mask = await pixels(car.mask);
      expect(Buffer.from(mask).equals(Buffer.from(buildSkinMask(rgba, size, size, { body: 'fennec' })))).toBe(true);
      // The window zone's sentinel survives encoding exactly.
      let window = 0;
      for (let i = 0; i < mask.length; i += 4)
        if (mask[i] === SKIN_WINDOW[0] && mask[i + 2] === SKIN_WINDOW[2] && mask[i + 3] === SKIN_WINDOW[3]) window++;
      expect(window).toBeGreaterThan(0);
      expect((await chassisImage(empty)).length).toBeGreaterThan(0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 60_000);

  it('reads the static templates of the web build when present', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'df-templates-'));
    try {
      mkdirSync(join(dir, 'chassis'), { recursive: true });
      writeFileSync(join(dir, 'chassis', 'DecalForge_Chassis.png'), Buffer.from('static-file'));
      expect(Buffer.from(await chassisImage(dir)).toString()).toBe('static-file');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
