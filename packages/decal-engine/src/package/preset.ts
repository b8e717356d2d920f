import { CAR_BODY_INFO, PRODUCT_NAME, type CarBody, type Chassis } from '@decalforge/shared';

/** AlphaConsole BodyID per body (body asset id; universal = -1). */
export const BODY_IDS: Readonly<Record<CarBody, number>> = {
  octane: CAR_BODY_INFO.octane.bodyId,
  fennec: CAR_BODY_INFO.fennec.bodyId,
  dominus: CAR_BODY_INFO.dominus.bodyId,
  universal: CAR_BODY_INFO.universal.bodyId,
};

export const PRESET_PROMPT_CHARS = 18;
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 4-character time code (Crockford base32 of the Unix time in seconds, last 4 digits). */
export function timeCode(date: Date): string {
  let n = Math.floor(date.getTime() / 1000);
  if (!Number.isFinite(n) || n < 0) n = 0;
  let s = '';
  for (let i = 0; i < 4; i++) {
    s = CODE_ALPHABET[n % 32] + s;
    n = Math.floor(n / 32);
  }
  return s;
}

function promptPart(prompt: string): string {
  const cleaned = String(prompt ?? '')
    .replace(/[^\p{L}\p{N} '&+-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = cleaned.slice(0, PRESET_PROMPT_CHARS).trim();
  return cut ? cut[0].toUpperCase() + cut.slice(1) : '';
}

/** Display name: car name + up to 18 chars of the prompt + 4-char time code. */
export function presetName({ carBody, prompt, date }: { carBody: CarBody; prompt: string; date: Date }): string {
  return [CAR_BODY_INFO[carBody].name, promptPart(prompt), timeCode(date)].filter(Boolean).join(' ');
}

export interface PresetFiles {
  diffuse: string;
  skin: string;
  chassis: string;
}

export const DEFAULT_PRESET_FILES: PresetFiles = { diffuse: 'decal.png', skin: 'Mask.png', chassis: 'chassis.png' };

export interface PresetEntry {
  Group: string;
  BodyID: number;
  SkinID: number;
  Body: { Diffuse: string; Skin: string };
  Chassis?: { Diffuse: string };
}

/** The AlphaConsole decal preset (`decal.json`). Chassis is omitted for chassis 'none'. */
export function buildPreset({
  carBody,
  prompt,
  chassis,
  date,
  files,
}: {
  carBody: CarBody;
  prompt: string;
  chassis: Chassis;
  date: Date;
  files?: Partial<PresetFiles>;
}): Record<string, PresetEntry> {
  const f = { ...DEFAULT_PRESET_FILES, ...files };
  const entry: PresetEntry = {
    Group: `${PRODUCT_NAME}/${CAR_BODY_INFO[carBody].name}`,
    BodyID: BODY_IDS[carBody],
    SkinID: 0,
    Body: { Diffuse: f.diffuse, Skin: f.skin },
  };
  if (chassis !== 'none') entry.Chassis = { Diffuse: f.chassis };
  return { [presetName({ carBody, prompt, date })]: entry };
}
