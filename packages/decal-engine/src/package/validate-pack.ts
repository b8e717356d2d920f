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

export interface PackReport {
  /** Problems that would make a reader miss, mislist or misread the pack. Empty = valid. */
  errors: string[];
  /** One line per preset found (what readers would list). */
  presets: string[];
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

function checkMask(path: string, bytes: Uint8Array, body: CarBody | undefined, errors: string[]): string {
  const head = pngHeader(bytes);
  if (!head) return '';
  if (head.colorType !== 6 || head.depth !== 8)
    errors.push(`${path}: Skin mask must be 8-bit RGBA like real packs (colour type ${head.colorType}, depth ${head.depth})`);
  const img = decode(bytes);
  if (img.channels !== 4 || img.depth !== 8) return '';
  const data = img.data as Uint8Array;
  const counts = new Map<number, number>();
  let stray = 0;
  for (let i = 0; i < data.length; i += 4) {
    const key = ((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]) >>> 0;
    if (SENTINELS.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    else stray++;
  }
  if (stray > 0) errors.push(`${path}: ${stray} pixels outside the Skin sentinel set (${[...SENTINELS.values()].join(' / ')})`);
  const windowPixels = counts.get(WINDOW_KEY) ?? 0;
  if (body && WINDOW_SHAPES[body].length > 0 && windowPixels === 0)
    errors.push(`${path}: no window zone (0,0,255,255) for the ${body}'s glass`);
  const total = data.length / 4;
  return `mask ${[...counts.entries()].map(([k, n]) => `${SENTINELS.get(k)} ${((n / total) * 100).toFixed(1)}%`).join(', ')}`;
}

/** Validates a pack given as `path → bytes` (paths with `/`, as inside the ZIP). */
export function validatePack(files: ReadonlyMap<string, Uint8Array>): PackReport {
  const errors: string[] = [];
  const presets: string[] = [];
  const inside = [...files.keys()].filter((p) => p.includes('/'));
  const roots = new Set(inside.map((p) => p.split('/')[0]));
  if (roots.size !== 1)
    errors.push(`expected exactly one decal folder to copy into DecalTextures, found ${roots.size} (${[...roots].join(', ')})`);
  const jsonByDir = new Map<string, string[]>();
  for (const p of inside.filter((q) => q.toLowerCase().endsWith('.json'))) {
    const dir = p.slice(0, p.lastIndexOf('/'));
    jsonByDir.set(dir, [...(jsonByDir.get(dir) ?? []), p]);
  }
  if (jsonByDir.size === 0) errors.push('no preset (*.json) in the decal folder');
  const decoder = new TextDecoder();
  for (const [dir, jsons] of jsonByDir) {
    if (dir.split('/').length !== 2) errors.push(`${jsons.join(', ')}: a .json outside a car folder (readers list its keys as decals)`);
    if (jsons.length !== 1) errors.push(`${dir}: ${jsons.length} .json files, exactly one preset per car folder`);
    for (const path of jsons) {
      let preset: unknown;
      try {
        preset = JSON.parse(decoder.decode(files.get(path)));
      } catch (e) {
        errors.push(`${path}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
        continue;
      }
      if (!preset || typeof preset !== 'object' || Array.isArray(preset) || Object.keys(preset).length === 0) {
        errors.push(`${path}: must be an object of named decals`);
        continue;
      }
      for (const [name, value] of Object.entries(preset as Record<string, unknown>)) {
        const entry = (value ?? {}) as {
          BodyID?: unknown;
          SkinID?: unknown;
          Body?: Record<string, unknown>;
          Chassis?: Record<string, unknown>;
        };
        const body = typeof entry.BodyID === 'number' ? bodyOf(entry.BodyID) : undefined;
        if (!body) errors.push(`${path} "${name}": unknown BodyID ${String(entry.BodyID)}`);
        if (!Number.isInteger(entry.SkinID)) errors.push(`${path} "${name}": SkinID must be an integer`);
        const named = [
          ...Object.entries(entry.Body ?? {}),
          ...Object.entries(entry.Chassis ?? {}).map(([k, v]) => [`Chassis.${k}`, v] as const),
        ];
        if (named.length === 0) errors.push(`${path} "${name}": names no textures`);
        const notes: string[] = [];
        for (const [slot, file] of named) {
          const filePath = `${dir}/${String(file)}`;
          const bytes = typeof file === 'string' ? files.get(filePath) : undefined;
          if (!bytes) {
            errors.push(`${path} "${name}": ${slot} "${String(file)}" is not in the folder`);
            continue;
          }
          const head = pngHeader(bytes);
          if (!head) errors.push(`${filePath}: not a PNG`);
          else if (head.width !== PACK_TEXTURE_SIZE || head.height !== PACK_TEXTURE_SIZE)
            errors.push(`${filePath}: ${head.width}×${head.height}, expected ${PACK_TEXTURE_SIZE}²`);
          if (slot === 'Skin') notes.push(checkMask(filePath, bytes, body, errors));
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
  return { errors, presets };
}
