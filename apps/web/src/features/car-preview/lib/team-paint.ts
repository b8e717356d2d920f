import { BACKGROUND_RGB } from '@decalforge/decal-engine';

export type Team = 'blue' | 'orange';
export const TEAMS: readonly Team[] = ['blue', 'orange'];

/** Approximate in-game team paint. */
export const TEAM_COLORS: Readonly<Record<Team, string>> = { blue: '#2f6fdc', orange: '#f07d1e' };

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/**
 * A copy of the decal's RGBA pixels where the primary paint shows: the pixels the Skin mask marks
 * as team colour (transparent, or the engine's neutral background within `tolerance`, the same
 * test as `buildSkinMask`) take the team colour.
 */
export function recolorPrimary(src: Uint8ClampedArray, teamHex: string, tolerance = 3): Uint8ClampedArray<ArrayBuffer> {
  const [tr, tg, tb] = hexToRgb(teamHex);
  const [br, bg, bb] = BACKGROUND_RGB;
  const out = new Uint8ClampedArray(src);
  for (let i = 0; i < out.length; i += 4) {
    const primary =
      src[i + 3] < 128 ||
      (Math.abs(src[i] - br) <= tolerance && Math.abs(src[i + 1] - bg) <= tolerance && Math.abs(src[i + 2] - bb) <= tolerance);
    if (primary) {
      out[i] = tr;
      out[i + 1] = tg;
      out[i + 2] = tb;
      out[i + 3] = 255;
    }
  }
  return out;
}
