import { describe, expect, it } from 'vitest';
import { ASSET_CREDITS } from '@decalforge/shared';
import { buildReadme } from '@decalforge/decal-engine/package/builder';

const base = {
  rootFolder: 'DecalForge_lava_ABCD',
  prompt: 'lava',
  generatedAt: new Date('2026-05-01T00:00:00Z'),
  chassisIncluded: true,
  warnings: [] as string[],
};

describe('buildReadme', () => {
  it('says where the folder goes, what to equip, the finish prerequisite and the EAC limits', () => {
    const text = buildReadme({
      ...base,
      finish: 'animated',
      cars: [{ body: 'octane', folder: 'Octane', displayName: 'Octane Lava ABCD', bodyId: 23, skinId: 0 }],
    });
    expect(text).toContain('%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures\\<name>\\<Car>\\');
    expect(text).toContain('%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures\\DecalForge_lava_ABCD\\Octane\\decal.json');
    expect(text).toContain('SkinID 0 means "no in-game decal" - unequip any decal on the Octane');
    expect(text).toContain('Needs a base decal from an esports event 2024 equipped.');
    // ...kept as information, without contradicting SkinID 0 (the decal shows with Decal: None).
    const flat = text.replace(/\r\n {3}/g, ' ');
    expect(flat).toContain('This package uses SkinID 0, so it shows only with Decal: None equipped');
    expect(flat).toContain('the game paints decal.png with the paint finish you pick in the garage');
    // Copy one folder; readme and manifest stay out of DecalTextures; Extract All's extra level.
    expect(text).toContain('Copy only the folder "DecalForge_lava_ABCD" from this ZIP into the DecalTextures folder');
    expect(text).toContain('Do NOT copy readme.txt or manifest.json into DecalTextures');
    expect(text).toContain('"Extract All" adds a folder level');
    expect(text).toContain('blue (0,0,255) = window glass');
    expect(text).toMatch(/Easy Anti-Cheat off/);
    expect(text).toMatch(/offline modes/);
    expect(text).toContain('"Octane Lava ABCD"');
    expect(text).toContain('DecalForge_Chassis.png');
    expect(text).not.toContain('NOTES');
    expect(text.includes('\r\n')).toBe(true);
  });

  it('lists every car, the matte prerequisite, a missing chassis and the notes', () => {
    const text = buildReadme({
      ...base,
      finish: 'matte',
      chassisIncluded: false,
      warnings: ['The DecalForge chassis image was not available and was skipped'],
      cars: [
        { body: 'octane', folder: 'Octane', displayName: 'Octane Lava ABCD', bodyId: 23, skinId: 0 },
        { body: 'dominus', folder: 'Dominus', displayName: 'Dominus Lava ABCD', bodyId: 403, skinId: 0 },
      ],
    });
    expect(text).toContain('(BodyID 23, SkinID 0)');
    expect(text).toContain('(BodyID 403, SkinID 0)');
    expect(text).toContain('Paint finish (Matte): No prerequisite.');
    expect(text).not.toContain('This package uses SkinID 0');
    expect(text).not.toContain('DecalForge_Chassis.png');
    expect(text).toContain('NOTES');
    expect(text).toContain('- The DecalForge chassis image was not available and was skipped');
  });

  it('names the chosen preset file (Template.json for ALXS-RL-Mod)', () => {
    const text = buildReadme({
      ...base,
      finish: 'anodized',
      presetFile: 'Template.json',
      cars: [{ body: 'fennec', folder: 'Fennec', displayName: 'Fennec Lava ABCD', bodyId: 4284, skinId: 0 }],
    });
    expect(text).toContain('DecalTextures\\DecalForge_lava_ABCD\\Fennec\\Template.json');
    expect(text).toMatch(/^Template\.json +AlphaConsole decal definition/m);
    expect(text).not.toContain('decal.json');
  });

  it('ends with the credits of the assets drawn into the decals (game-icons CC BY 3.0, Anton OFL), from the shared list', () => {
    const text = buildReadme({
      ...base,
      finish: 'matte',
      cars: [{ body: 'octane', folder: 'Octane', displayName: 'Octane Lava ABCD', bodyId: 23, skinId: 0 }],
    });
    const credits = text.slice(text.indexOf('CREDITS\r\n-------'));
    expect(credits.length).toBeLessThan(text.length);
    const flat = credits.replace(/\r\n {2}/g, ' ');
    expect(flat).toContain(
      '- Decal motifs: icons by Lorc, Delapouite and contributors from game-icons.net (https://game-icons.net), licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)',
    );
    expect(flat).toContain('- Race numbers and text: the Anton font by Vernon Adams');
    expect(flat).toContain('SIL Open Font License 1.1 (https://openfontlicense.org)');
    for (const c of ASSET_CREDITS.filter((a) => a.inDecals)) expect(flat).toContain(c.attribution);
    // Site-only assets (Lucide) are credited on /credits, not in the package.
    expect(credits).not.toContain('Lucide');
    expect(credits).toContain('Credits & Licences page (/credits)');
    for (const line of credits.split('\r\n')) expect(line.length).toBeLessThanOrEqual(100);
  });
});
