import { ASSET_CREDITS, CAR_BODY_INFO, CREDITS_PATH, FINISH_INFO, PRODUCT_NAME, type CarBody, type Finish } from '@decalforge/shared';
import { PACKAGE_FILES } from './template-paths';

export const DECAL_TEXTURES_DIR = '%APPDATA%\\bakkesmod\\bakkesmod\\data\\acplugin\\DecalTextures';

export interface ReadmeCar {
  body: CarBody;
  /** Folder name of the car inside the decal folder (e.g. "Octane"). */
  folder: string;
  /** The AlphaConsole display name (key of decal.json). */
  displayName: string;
  bodyId: number;
  skinId: number;
}

export interface ReadmeInput {
  rootFolder: string;
  prompt: string;
  finish: Finish;
  cars: ReadmeCar[];
  /** The dark chassis image is in each car folder (Chassis.Diffuse). */
  chassisIncluded: boolean;
  generatedAt: Date;
  /** Missing assets that were replaced or skipped. */
  warnings: string[];
  /** File name of the preset in each car folder (default decal.json). */
  presetFile?: string;
}

function equipLine(car: ReadmeCar): string {
  const name = CAR_BODY_INFO[car.body].name;
  if (car.skinId === 0) {
    return `${name}: SkinID 0 means "no in-game decal" - unequip any decal on the ${name} (Decal: None) or the custom decal will not show.`;
  }
  return `${name}: equip the in-game decal with ID ${car.skinId} on the ${name} (it must match SkinID).`;
}

/**
 * What the finish is and needs, stated so it cannot contradict the preset: the finish is not
 * in the files (the game paints decal.png with the garage's paint finish; Body.png is only the
 * template), and its stated prerequisite is an in-game decal, which a SkinID 0 preset rules out.
 */
function finishLines(finish: Finish, cars: readonly ReadmeCar[]): string[] {
  const info = FINISH_INFO[finish];
  const text =
    'The finish is not part of these files: the game paints decal.png with the paint finish you pick in the garage, ' +
    `and Body.png is only the ${info.name.toLowerCase()} template for editing.`;
  const lines = [`   Paint finish (${info.name}): ${info.prerequisite}`, ...wrap(text, '   ', '   ')];
  const needsDecal = info.prerequisite !== FINISH_INFO.matte.prerequisite;
  if (needsDecal && cars.some((c) => c.skinId === 0)) {
    lines.push(
      ...wrap(
        'This package uses SkinID 0, so it shows only with Decal: None equipped: equipping that in-game decal would hide the custom decal in loaders that match SkinID. Keep Decal: None; the custom decal still shows, without that finish effect.',
        '   ',
        '   ',
      ),
    );
  }
  return lines;
}

/** Words of `text` in lines of at most `width` characters; the first starts with `first`, the rest with `rest`. */
function wrap(text: string, first: string, rest: string, width = 100): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const prefix = lines.length === 0 ? first : rest;
    if (line.length > prefix.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line += line.length > prefix.length ? ` ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

/** The third-party assets drawn into the decals (game-icons.net motifs, Anton and Sedgwick Ave Display lettering), from the shared credits list. */
function creditLines(): string[] {
  return [
    'CREDITS',
    '-------',
    'The decal images can contain these open-licensed assets:',
    ...ASSET_CREDITS.filter((c) => c.inDecals).flatMap((c) => wrap(c.attribution, '- ', '  ')),
    `All credits and licences: the Credits & Licences page (${CREDITS_PATH}) on the ${PRODUCT_NAME} website.`,
  ];
}

/** readme.txt: what is inside, where the folder goes, what to equip, and the Easy Anti-Cheat note. */
export function buildReadme(input: ReadmeInput): string {
  const { rootFolder, cars, finish } = input;
  const presetFile = input.presetFile ?? PACKAGE_FILES.preset;
  const first = cars[0];
  const exampleDir = `${DECAL_TEXTURES_DIR}\\${rootFolder}\\${first?.folder ?? 'Octane'}\\`;
  const lines: string[] = [
    `${PRODUCT_NAME} decal package`,
    '='.repeat(PRODUCT_NAME.length + 14),
    '',
    `Design:   ${input.prompt || '(no prompt)'}`,
    `Finish:   ${FINISH_INFO[finish].name} - ${FINISH_INFO[finish].description}`,
    `Created:  ${input.generatedAt.toISOString()}`,
    '',
    'Decals in this package (AlphaConsole menu name, BodyID):',
    ...cars.map(
      (c) =>
        `  - "${c.displayName}" for ${CAR_BODY_INFO[c.body].name} (BodyID ${c.bodyId}, SkinID ${c.skinId}) in ${rootFolder}\\${c.folder}\\`,
    ),
    '',
    'INSTALL (Windows, BakkesMod + AlphaConsole plugin 108)',
    '----------------------------------------------------',
    '1. Install BakkesMod and the AlphaConsole plugin (plugin 108, bakkesmod://install/108).',
    `2. Copy only the folder "${rootFolder}" from this ZIP into the DecalTextures folder:`,
    `     ${DECAL_TEXTURES_DIR}\\<name>\\<Car>\\`,
    '   For this package that is:',
    `     ${exampleDir}${presetFile}`,
    `   Do NOT copy ${PACKAGE_FILES.readme} or ${PACKAGE_FILES.manifest} into DecalTextures: AlphaConsole reads every .json`,
    '   file there (in all subfolders) as a list of decals.',
    `   Windows "Extract All" adds a folder level (a folder named after the ZIP): open it and copy the`,
    `   "${rootFolder}" folder from inside it, so the path is exactly as above, not one level deeper.`,
    '   (Paste %APPDATA% into the Explorer address bar to open the folder. Each car folder holds one JSON',
    '   and its PNGs; keep them together.)',
    '3. Start Rocket League with Easy Anti-Cheat OFF (see the note below) and restart the game if it was',
    '   already running when you added the folder.',
    '4. Equip the matching car body and the right in-game decal:',
    ...cars.map((c) => `     ${equipLine(c)}`),
    ...finishLines(finish, cars),
    '5. Press F2 to open BakkesMod, open the AlphaConsole menu -> Cosmetics, pick the car body and choose',
    `   the decal "${first?.displayName ?? ''}".`,
    '',
    'EASY ANTI-CHEAT (since 28 April 2026)',
    '-------------------------------------',
    'Rocket League on PC uses Easy Anti-Cheat (EAC). BakkesMod - and therefore AlphaConsole - works only',
    'when the game is started with Easy Anti-Cheat off (for example with the -noeac launch option), and',
    'then only offline modes are available: freeplay, training, local/LAN matches and replays. Custom',
    'decals are only visible to you.',
    '',
    'FILES IN EACH CAR FOLDER',
    '------------------------',
    `${presetFile.padEnd(24)} AlphaConsole decal definition (Template.json format)`,
    `${PACKAGE_FILES.decal.padEnd(24)} the decal, 2048x2048 (Body.Diffuse)`,
    `${PACKAGE_FILES.mask.padEnd(24)} colour-zone mask (Body.Skin): transparent red = team colour, #2B0000 = decal colours,`,
    `${''.padEnd(24)} blue (0,0,255) = window glass`,
    `${PACKAGE_FILES.detail.padEnd(24)} normal map derived from the decal (for editing and previews)`,
    `${PACKAGE_FILES.body.padEnd(24)} the ${FINISH_INFO[finish].name.toLowerCase()} finish template of the body (for editing)`,
    `${PACKAGE_FILES.curvature.padEnd(24)} curvature/ambient-occlusion pack of the body (for editing)`,
  ];
  if (input.chassisIncluded) lines.push(`${PACKAGE_FILES.chassis.padEnd(24)} the dark ${PRODUCT_NAME} chassis (Chassis.Diffuse)`);
  lines.push(`Beside the decal folder (not for DecalTextures): ${PACKAGE_FILES.manifest} (how the decal was made) and this readme.`);
  lines.push(
    '',
    'TROUBLESHOOTING',
    '---------------',
    '- Nothing changes: the car body must match BodyID and the equipped in-game decal must match SkinID.',
    '- Keep exactly one .json file per car folder and no other .json anywhere in DecalTextures; the PNGs',
    '  must stay next to it.',
    '- The decal is missing from the list: check for an extra folder level (Windows "Extract All").',
    '- ALXS-RL-Mod imports only presets named Template.json: download with the "Template.json" option.',
    '- "Mod is out of date": in BakkesMod, Settings -> untick "Enable safe mode".',
    '- AlphaConsole can stop working after a game patch until it is updated.',
    '',
    ...creditLines(),
  );
  if (input.warnings.length > 0) {
    lines.push('', 'NOTES', '-----', ...input.warnings.map((w) => `- ${w}`));
  }
  return lines.join('\r\n') + '\r\n';
}
