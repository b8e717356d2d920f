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
}

function equipLine(car: ReadmeCar): string {
  const name = CAR_BODY_INFO[car.body].name;
  if (car.skinId === 0) {
    return `${name}: SkinID 0 means "no in-game decal" - unequip any decal on the ${name} (Decal: None) or the custom decal will not show.`;
  }
  return `${name}: equip the in-game decal with ID ${car.skinId} on the ${name} (it must match SkinID).`;
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

/** The third-party assets drawn into the decals (game-icons.net motifs, Anton lettering), from the shared credits list. */
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
    `2. Unzip this ZIP into the DecalTextures folder, so the decal folder "${rootFolder}" sits directly in it:`,
    `     ${DECAL_TEXTURES_DIR}\\<name>\\<Car>\\`,
    '   For this package that is:',
    `     ${exampleDir}${PACKAGE_FILES.preset}`,
    '   (Paste %APPDATA% into the Explorer address bar to open the folder. Each car folder holds one JSON',
    '   and its PNGs; keep them together.)',
    '3. Start Rocket League with Easy Anti-Cheat OFF (see the note below) and restart the game if it was',
    '   already running when you added the folder.',
    '4. Equip the matching car body and the right in-game decal:',
    ...cars.map((c) => `     ${equipLine(c)}`),
    `   Paint finish (${FINISH_INFO[finish].name}): ${FINISH_INFO[finish].prerequisite}`,
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
    `${PACKAGE_FILES.preset.padEnd(24)} AlphaConsole decal definition (Template.json format)`,
    `${PACKAGE_FILES.decal.padEnd(24)} the decal, 2048x2048 (Body.Diffuse)`,
    `${PACKAGE_FILES.mask.padEnd(24)} colour-zone mask (Body.Skin): transparent red = team colour, #2B0000 = decal colours`,
    `${PACKAGE_FILES.detail.padEnd(24)} normal map derived from the decal (for editing and previews)`,
    `${PACKAGE_FILES.body.padEnd(24)} the ${FINISH_INFO[finish].name.toLowerCase()} finish template of the body (for editing)`,
    `${PACKAGE_FILES.curvature.padEnd(24)} curvature/ambient-occlusion pack of the body (for editing)`,
  ];
  if (input.chassisIncluded) lines.push(`${PACKAGE_FILES.chassis.padEnd(24)} the dark ${PRODUCT_NAME} chassis (Chassis.Diffuse)`);
  lines.push(`The decal folder also holds ${PACKAGE_FILES.manifest} (how the decal was made) and this readme.`);
  lines.push(
    '',
    'TROUBLESHOOTING',
    '---------------',
    '- Nothing changes: the car body must match BodyID and the equipped in-game decal must match SkinID.',
    '- Keep exactly one .json file per car folder; the PNGs must stay next to it.',
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
