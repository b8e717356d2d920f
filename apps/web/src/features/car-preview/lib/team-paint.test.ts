import { describe, expect, it } from 'vitest';
import { BACKGROUND_RGB } from '@decalforge/decal-engine';
import { TEAM_COLORS, recolorPrimary } from './team-paint';

describe('recolorPrimary', () => {
  it('paints the background and transparent pixels in the team colour and keeps the art', () => {
    const [r, g, b] = BACKGROUND_RGB;
    const src = new Uint8ClampedArray([r, g, b, 255, r + 2, g - 3, b + 1, 255, 200, 10, 30, 255, 90, 90, 90, 0, r + 9, g, b, 255]);
    const out = recolorPrimary(src, TEAM_COLORS.orange);
    expect(Array.from(out)).toEqual([
      0xf0,
      0x7d,
      0x1e,
      255,
      0xf0,
      0x7d,
      0x1e,
      255,
      200,
      10,
      30,
      255,
      0xf0,
      0x7d,
      0x1e,
      255,
      r + 9,
      g,
      b,
      255,
    ]);
    // the source is left alone (the other team paints from it again)
    expect(src[0]).toBe(r);
  });
});
