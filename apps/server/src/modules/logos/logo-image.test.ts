import { describe, expect, it } from 'vitest';
import { detectLogoType, sanitizeSvg } from './logo-image';

describe('detectLogoType', () => {
  it('looks at the content only', () => {
    expect(detectLogoType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(detectLogoType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(detectLogoType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- hi --><!DOCTYPE svg><svg xmlns="x"/>'))).toBe('image/svg+xml');
    expect(detectLogoType(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(detectLogoType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectLogoType(Buffer.from('<svgx/>'))).toBeNull();
  });
});

describe('sanitizeSvg', () => {
  it('removes scripts, handlers, foreign objects and outside references; keeps #fragments and data: URLs', () => {
    const out = sanitizeSvg(
      `<svg onload="x()"><scr<script>a</script>ipt>b</script><foreignObject><div/></foreignObject>` +
        `<image href="https://evil/x.png"/><image xlink:href='file:///etc/passwd'/><use href="#a"/><image href="data:image/png;base64,AA"/>` +
        `<style>@import url(https://evil/c.css); .a{fill:url(#g)} .b{fill:url( "https://evil/p" )}</style></svg>`,
    ) as string;
    expect(out).not.toMatch(/script|onload|foreignObject|evil|passwd|@import/i);
    expect(out).toContain('href="#a"');
    expect(out).toContain('href="data:image/png;base64,AA"');
    expect(out).toContain('url(#g)');
  });

  it('refuses entity declarations', () => {
    expect(sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>')).toBeNull();
  });
});
