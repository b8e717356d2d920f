import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFresh, newestMtime, templateJobs } from './template-assets';

describe('template assets', () => {
  it('plans a Body.png per body and finish, a curvature pack per body and the chassis', () => {
    const paths = templateJobs().map((j) => j.path);
    expect(paths).toHaveLength(13);
    expect(paths).toContain('octane/animated/Body.png');
    expect(paths).toContain('dominus/matte/Body.png');
    expect(paths).toContain('fennec/curvaturepack.png');
    expect(paths).toContain('chassis/DecalForge_Chassis.png');
  });

  it('rebuilds only files older than the sources', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tpl-'));
    const src = join(dir, 'src.ts');
    const out = join(dir, 'out.png');
    writeFileSync(src, 'x');
    writeFileSync(out, 'y');
    utimesSync(src, 1000, 1000);
    utimesSync(out, 2000, 2000);
    expect(newestMtime([dir + '/missing', src])).toBe(1_000_000);
    expect(isFresh(out, newestMtime([src]))).toBe(true);
    utimesSync(src, 3000, 3000);
    expect(isFresh(out, newestMtime([src]))).toBe(false);
    expect(isFresh(join(dir, 'nope.png'), 0)).toBe(false);
  });
});
