import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ASSET_CREDITS } from './credits';

const require = createRequire(import.meta.url);

/** The installed package's own package.json (resolved from the repository root). */
function installedManifest(name: string): { license?: string } {
  const path = require.resolve(`${name}/package.json`, { paths: [process.cwd()] });
  return JSON.parse(readFileSync(path, 'utf8')) as { license?: string };
}

describe('ASSET_CREDITS', () => {
  it('credits game-icons.net under CC BY 3.0 and Anton under the OFL, both as parts of the decals', () => {
    const icons = ASSET_CREDITS.find((c) => c.npmPackage === '@iconify-json/game-icons');
    expect(icons?.licence).toEqual({ name: 'CC BY 3.0', spdx: 'CC-BY-3.0', url: 'https://creativecommons.org/licenses/by/3.0/' });
    expect(icons?.attribution).toMatch(/Lorc, Delapouite and contributors.*game-icons\.net.*CC BY 3\.0/);
    expect(icons?.inDecals).toBe(true);
    const anton = ASSET_CREDITS.find((c) => c.npmPackage === '@fontsource/anton');
    expect(anton?.licence.spdx).toBe('OFL-1.1');
    expect(anton?.authors).toContain('Vernon Adams');
    expect(anton?.inDecals).toBe(true);
    // graffiti lettering's font is drawn into the decals too
    const graffiti = ASSET_CREDITS.find((c) => c.npmPackage === '@fontsource/sedgwick-ave-display');
    expect(graffiti?.licence.spdx).toBe('OFL-1.1');
    expect(graffiti?.attribution).toContain('Sedgwick Ave Project Authors');
    expect(graffiti?.inDecals).toBe(true);
  });

  it('has unique ids, https links, and licences that match the installed packages', () => {
    expect(new Set(ASSET_CREDITS.map((c) => c.id)).size).toBe(ASSET_CREDITS.length);
    for (const c of ASSET_CREDITS) {
      expect(c.sourceUrl).toMatch(/^https:\/\//);
      expect(c.licence.url).toMatch(/^https:\/\//);
      expect(installedManifest(c.npmPackage).license, c.npmPackage).toBe(c.licence.spdx);
    }
  });
});
