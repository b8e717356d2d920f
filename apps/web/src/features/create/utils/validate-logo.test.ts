import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, validateLogoFile } from './validate-logo';

describe('validateLogoFile', () => {
  it('accepts PNG, JPG/JPEG and SVG up to 10 MB', () => {
    expect(validateLogoFile({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(validateLogoFile({ name: 'a.jpg', type: 'image/jpeg', size: MAX_LOGO_BYTES })).toBeNull();
    expect(validateLogoFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBeNull();
    // Some systems report no MIME type: the extension decides.
    expect(validateLogoFile({ name: 'LOGO.JPEG', type: '', size: 10 })).toBeNull();
  });

  it('rejects other types with the product message', () => {
    expect(validateLogoFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('Please upload a PNG, JPG, or SVG file.');
    expect(validateLogoFile({ name: 'a.webp', type: '', size: 10 })).toBe('Please upload a PNG, JPG, or SVG file.');
  });

  it('rejects files over 10 MB', () => {
    expect(validateLogoFile({ name: 'a.png', type: 'image/png', size: MAX_LOGO_BYTES + 1 })).toBe('File size must be less than 10MB.');
  });
});
