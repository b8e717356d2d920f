import { describe, expect, it } from 'vitest';
import { FINISHES } from '@decalforge/shared';
import { finishLook } from './finish-look';

describe('finishLook', () => {
  it('makes matte the roughest, anodized metallic and pearlescent, and falls back to animated', () => {
    const looks = Object.fromEntries(FINISHES.map((f) => [f, finishLook(f)]));
    expect(looks.matte.roughness).toBeGreaterThan(looks.animated.roughness);
    expect(looks.matte.clearcoat).toBe(0);
    expect(looks.anodized.metalness).toBeGreaterThan(looks.animated.metalness);
    expect(looks.anodized.iridescence).toBeGreaterThan(0);
    expect(finishLook(undefined)).toEqual(looks.animated);
  });
});
