import { MeshPhysicalMaterial, type WebGLProgramParametersWithUniforms } from 'three';
import { describe, expect, it } from 'vitest';
import { SHEEN_FROM, SHEEN_OFF, SHEEN_TO, addSheen, sheenUniforms } from './sheen-shader';

function fakeShader(): WebGLProgramParametersWithUniforms {
  return {
    uniforms: {},
    vertexShader: '#include <common>\nvoid main() {\n#include <worldpos_vertex>\n}',
    fragmentShader: '#include <common>\nvoid main() {\n#include <opaque_fragment>\n}',
  } as unknown as WebGLProgramParametersWithUniforms;
}

describe('addSheen', () => {
  it('injects the band into the physical shader and hands over this material’s own uniforms', () => {
    const uniforms = sheenUniforms(0.45);
    const material = new MeshPhysicalMaterial();
    addSheen(material, uniforms);
    const shader = fakeShader();
    material.onBeforeCompile(shader, undefined as never);
    expect(shader.uniforms.uSheenAt).toBe(uniforms.uSheenAt);
    expect(shader.uniforms.uSheenStrength.value).toBe(0.45);
    expect(shader.vertexShader).toContain('vSheenWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;');
    // the band is added to the light before the output, so tone mapping and colour space still apply
    expect(shader.fragmentShader.indexOf('outgoingLight +=')).toBeLessThan(shader.fragmentShader.indexOf('#include <opaque_fragment>'));
  });

  it('gives every material the same program key, so hull and decal share one compiled program', () => {
    const a = new MeshPhysicalMaterial();
    const b = new MeshPhysicalMaterial();
    addSheen(a, sheenUniforms(0));
    addSheen(b, sheenUniforms(0.45));
    expect(a.customProgramCacheKey()).toBe(b.customProgramCacheKey());
  });

  it('starts with the band off the car, and sweeps across it', () => {
    expect(sheenUniforms(1).uSheenAt.value).toBe(SHEEN_OFF);
    expect(SHEEN_OFF).toBeLessThan(SHEEN_FROM - 10);
    expect(SHEEN_FROM).toBeLessThan(0);
    expect(SHEEN_TO).toBeGreaterThan(0);
  });
});
