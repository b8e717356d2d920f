import { describe, expect, it } from 'vitest';
import { LOGO_BOX_SHARE } from '@decalforge/shared';
import { planLogoStickers } from './logo-sticker';

describe('planLogoStickers', () => {
  it('puts one upright, unmirrored sticker on each flank and on the hood of every body', () => {
    const hood = { octane: 'spine', fennec: 'hood', dominus: 'hood' } as const;
    for (const body of ['octane', 'fennec', 'dominus'] as const) {
      const placed = planLogoStickers(body, 300, 200);
      const sides = placed.filter((p) => p.regionId.startsWith('side-'));
      expect(sides.map((p) => p.regionId.endsWith('left') || p.regionId.endsWith('right'))).toEqual([true, true]);
      expect(placed.map((p) => p.regionId)).toContain(hood[body]);
      for (const p of placed) {
        // a rotation: right is up turned a quarter, determinant of [right, −up] is +1
        expect(p.right[0] * -p.up[1] - -p.up[0] * p.right[1]).toBe(1);
        expect(p.width / p.height).toBeCloseTo(1.5, 5);
      }
    }
  });

  it('scales with the logo scale, up to the whole box', () => {
    const one = planLogoStickers('fennec', 100, 100, 1)[0];
    const two = planLogoStickers('fennec', 100, 100, 2)[0];
    expect(two.width / one.width).toBeCloseTo(Math.min(2 * LOGO_BOX_SHARE, 1) / LOGO_BOX_SHARE, 5);
  });
});
