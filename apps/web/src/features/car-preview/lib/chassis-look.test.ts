import { describe, expect, it } from 'vitest';
import { chassisLook } from './chassis-look';

const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
};

describe('chassisLook', () => {
  it('makes DecalForge Dark darker than the plain default chassis, and is the default', () => {
    const dark = chassisLook('decalforge');
    const none = chassisLook('none');
    expect(luminance(dark.underbody)).toBeLessThan(luminance(none.underbody));
    expect(luminance(dark.rim)).toBeLessThan(luminance(none.rim));
    expect(chassisLook(undefined)).toEqual(dark);
  });
});
