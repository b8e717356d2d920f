import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputPath } from './save-file';

const dir = mkdtempSync(join(tmpdir(), 'df-cli-out-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('output path', () => {
  it('is the server name in the working directory, --out as a file, or the server name inside a folder', async () => {
    expect(await outputPath(dir, undefined, 'DecalForge_all_1.zip')).toBe(join(dir, 'DecalForge_all_1.zip'));
    expect(await outputPath(dir, 'pack.zip', 'DecalForge_all_1.zip')).toBe(join(dir, 'pack.zip'));
    expect(await outputPath('/elsewhere', join(dir, 'a.zip'), 'x.zip')).toBe(join(dir, 'a.zip'));
    expect(await outputPath('/elsewhere', dir, 'x.zip')).toBe(join(dir, 'x.zip'));
    expect(await outputPath(dir, 'new-folder/', 'x.zip')).toBe(join(dir, 'new-folder', 'x.zip'));
  });
});
