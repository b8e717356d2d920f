import { decode } from 'fast-png';
import type { CarBody } from '../types';
import { BODY_IDS } from './preset';
import { SKIN_LITERAL, SKIN_PRIMARY, SKIN_WINDOW } from './skin-mask';
import { WINDOW_SHAPES } from './window-shapes';

/*
 * Checks a decal pack the way the ecosystem's readers see it (AlphaConsole, the reference
 * loader's CustomTextures.cpp, RL-Designer, ALXS-RL-Mod). Pure and browser-safe: the caller
 * unzips (or walks a folder) and passes the files by path. Top-level loose files (readme,
 * manifest) are outside DecalTextures; everything under a top-level folder is what the player
 * copies in, so every `*.json` there is read as a preset.
 */

export const PACK_TEXTURE_SIZE = 2048;

/** Scope of the checks about the pack's layout as a whole (not about one car folder). */
export const PACK_SCOPE = 'pack';

/** One check and its outcome, so a report can say what passed, not only what failed. */
export interface PackCheck {
  /** `pack` for the layout as a whole, else the folder the check is about (`Root/Octane`). */
  scope: string;
  /** What was checked: `one decal folder`, `one preset`, `"Octane Lava ABCD"`, `Body.Skin Mask.png`. */
  name: string;
  ok: boolean;
  /** What was found when it passed; the problems (the same text as in `errors`) when it failed. */
  message: string;
}

export interface PackReport {
  /** Problems that would make a reader miss, mislist or misread the pack. Empty = valid. */
  errors: string[];
  /** One line per preset found (what readers would list). */
  presets: string[];
  /** Every check in the order it ran; the failed ones carry exactly the `errors`. */
  checks: PackCheck[];
}

const SENTINELS = new Map<number, string>(
  [SKIN_PRIMARY, SKIN_LITERAL, SKIN_WINDOW].map((v) => [((v[0] << 24) | (v[1] << 16) | (v[2] << 8) | v[3]) >>> 0, v.join(',')]),
);
const WINDOW_KEY = ((SKIN_WINDOW[0] << 24) | (SKIN_WINDOW[1] << 16) | (SKIN_WINDOW[2] << 8) | SKIN_WINDOW[3]) >>> 0;

function bodyOf(bodyId: number): CarBody | undefined {
  return (Object.keys(BODY_IDS) as CarBody[]).find((b) => BODY_IDS[b] === bodyId);
}

/** Width/height/colour type/bit depth from a PNG's IHDR, or null when it is not a PNG. */
function pngHeader(bytes: Uint8Array): { width: number; height: number; colorType: number; depth: number } | null {
  const sig = [137, 80, 78, 71, 13, 10, 26, 10];
  if (bytes.length < 33 || sig.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20), depth: bytes[24], colorType: bytes[25] };
}

/** Format, sentinel values and window zone of a Skin mask; returns what it holds (empty when unreadable). */
function checkMask(path: string, bytes: Uint8Array, body: CarBody | undefined, problems: string[]): string {
  const head = pngHeader(bytes);
  if (!head) return '';
  if (head.colorType !== 6 || head.depth !== 8)
    problems.push(`${path}: Skin mask must be 8-bit RGBA like real packs (colour type ${head.colorType}, depth ${head.depth})`);
  let img: ReturnType<typeof decode>;
  try {
    img = decode(bytes);
  } catch (e) {
    // A damaged mask is a finding about the pack, not a crash of the validator.
    problems.push(`${path}: cannot be decoded (${e instanceof Error ? e.message : String(e)})`);
    return '';
  }
  if (img.channels !== 4 || img.depth !== 8) return '';
  const data = img.data as Uint8Array;
  const counts = new Map<number, number>();
  let stray = 0;
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]) >>> 0;
    if (SENTINELS.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    else stray++;
  }
  if (stray > 0) problems.push(`${path}: ${stray} pixels outside the Skin sentinel set (${[...SENTINELS.values()].join(' / ')})`);
  const windowPixels = counts.get(WINDOW_KEY) ?? 0;
  if (body && WINDOW_SHAPES[body].length > 0 && windowPixels === 0)
    problems.push(`${path}: no window zone (0,0,255,255) for the ${body}'s glass`);
  const total = data.length / 4;
  return `mask ${[...counts.entries()].map(([k, n]) => `${SENTINELS.get(k)} ${((n / total) * 100).toFixed(1)}%`).join(', ')}`;
}

/** `: key, key, …` of a JSON object (what a reader would list from a stray .json), or nothing. */
function keysOf(bytes: Uint8Array | undefined, decoder: InstanceType<typeof TextDecoder>): string {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes));
    const keys = value && typeof value === 'object' ? Object.keys(value) : [];
    return keys.length ? `: ${keys.slice(0, 8).join(', ')}${keys.length > 8 ? ', …' : ''}` : '';
  } catch {
    return '';
  }
}

/** Validates a pack given as `path → bytes` (paths with `/`, as inside the ZIP). */
export function validatePack(files: ReadonlyMap<string, Uint8Array>): PackReport {
  const errors: string[] = [];
  const presets: string[] = [];
  const checks: PackCheck[] = [];
  const record = (scope: string, name: string, problems: string[], found: string) => {
    checks.push({ scope, name, ok: problems.length === 0, message: problems.length ? problems.join('; ') : found });
    errors.push(...problems);
  };

  const inside = [...files.keys()].filter((p) => p.includes('/'));
  const roots = new Set(inside.map((p) => p.split('/')[0]));
  record(
    PACK_SCOPE,
    'one decal folder',
    roots.size === 1
      ? []
      : [`expected exactly one decal folder to copy into DecalTextures, found ${roots.size} (${[...roots].join(', ')})`],
    `${[...roots][0]}/ is the folder to copy into DecalTextures`,
  );
  const jsonByDir = new Map<string, string[]>();
  for (const p of inside.filter((q) => q.toLowerCase().endsWith('.json'))) {
    const dir = p.slice(0, p.lastIndexOf('/'));
    jsonByDir.set(dir, [...(jsonByDir.get(dir) ?? []), p]);
  }
  const carDirs = [...jsonByDir.keys()].filter((dir) => dir.split('/').length === 2);
  record(
    PACK_SCOPE,
    'presets found',
    jsonByDir.size === 0 ? ['no preset (*.json) in the decal folder'] : [],
    `${carDirs.length} car folder${carDirs.length === 1 ? '' : 's'} with a preset (${carDirs.map((d) => d.split('/')[1]).join(', ')})`,
  );
  const decoder = new TextDecoder();
  const stray = [...jsonByDir].filter(([dir]) => !carDirs.includes(dir)).flatMap(([, jsons]) => jsons);
  record(
    PACK_SCOPE,
    'no other .json in the decal folder',
    stray.map((path) => `${path}: a .json outside a car folder (readers list its keys as decals${keysOf(files.get(path), decoder)})`),
    'readers will list only the presets',
  );

  for (const dir of carDirs) {
    const jsons = jsonByDir.get(dir) ?? [];
    const preset = (name: string) => name.slice(dir.length + 1);
    record(
      dir,
      'one preset',
      jsons.length === 1 ? [] : [`${dir}: ${jsons.length} .json files, exactly one preset per car folder`],
      preset(jsons[0]),
    );
    for (const path of jsons) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(decoder.decode(files.get(path)));
      } catch (e) {
        record(dir, preset(path), [`${path}: not valid JSON (${e instanceof Error ? e.message : String(e)})`], '');
        continue;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.keys(parsed).length === 0) {
        record(dir, preset(path), [`${path}: must be an object of named decals`], '');
        continue;
      }
      for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
        const entry = (value ?? {}) as {
          BodyID?: unknown;
          SkinID?: unknown;
          Body?: Record<string, unknown>;
          Chassis?: Record<string, unknown>;
        };
        const body = typeof entry.BodyID === 'number' ? bodyOf(entry.BodyID) : undefined;
        const named = [
          ...Object.entries(entry.Body ?? {}).map(([k, v]) => [k, `Body.${k}`, v] as const),
          ...Object.entries(entry.Chassis ?? {}).map(([k, v]) => [`Chassis.${k}`, `Chassis.${k}`, v] as const),
        ];
        const entryProblems: string[] = [];
        if (!body) entryProblems.push(`${path} "${name}": unknown BodyID ${String(entry.BodyID)}`);
        if (!Number.isInteger(entry.SkinID)) entryProblems.push(`${path} "${name}": SkinID must be an integer`);
        if (named.length === 0) entryProblems.push(`${path} "${name}": names no textures`);
        record(
          dir,
          `"${name}"`,
          entryProblems,
          `BodyID ${String(entry.BodyID)} (${body}), SkinID ${String(entry.SkinID)}, ${named.length} textures`,
        );
        const notes: string[] = [];
        for (const [slot, label, file] of named) {
          const problems: string[] = [];
          const filePath = `${dir}/${String(file)}`;
          const bytes = typeof file === 'string' ? files.get(filePath) : undefined;
          let found = '';
          if (!bytes) {
            problems.push(`${path} "${name}": ${slot} "${String(file)}" is not in the folder`);
          } else {
            const head = pngHeader(bytes);
            if (!head) problems.push(`${filePath}: not a PNG`);
            else if (head.width !== PACK_TEXTURE_SIZE || head.height !== PACK_TEXTURE_SIZE)
              problems.push(`${filePath}: ${head.width}×${head.height}, expected ${PACK_TEXTURE_SIZE}²`);
            found = head ? `PNG ${head.width}×${head.height}` : '';
            if (slot === 'Skin') {
              const note = checkMask(filePath, bytes, body, problems);
              notes.push(note);
              if (note) found += `, ${note}`;
            }
          }
          record(dir, `${label} ${String(file)}`, problems, found);
        }
        presets.push(
          `${path}: "${name}" BodyID ${String(entry.BodyID)}${body ? ` (${body})` : ''}, SkinID ${String(entry.SkinID)}, ${named.length} textures${notes
            .filter(Boolean)
            .map((n) => `, ${n}`)
            .join('')}`,
        );
      }
    }
  }
  return { errors, presets, checks };
}
