import type { IUniform, Material, WebGLProgramParametersWithUniforms } from 'three';

export interface SheenUniforms {
  /** Band position along the car: world units along the band's axis (far outside the car = off). */
  uSheenAt: IUniform<number>;
  uSheenStrength: IUniform<number>;
}

/** Band position that puts it outside every body (nothing shows). */
export const SHEEN_OFF = -100;
/** The band runs from behind the tail to past the nose (world units along its axis). */
export const SHEEN_FROM = -2.6;
export const SHEEN_TO = 3.2;

export function sheenUniforms(strength: number): SheenUniforms {
  return { uSheenAt: { value: SHEEN_OFF }, uSheenStrength: { value: strength } };
}

/**
 * Adds a soft light band (a diagonal stripe along the car, brightest at grazing angles) to a
 * physical material. Every material gets the same program key, so the painted hull and the
 * decal share one compiled program, which the warm-up compiles before any result arrives.
 */
export function addSheen(material: Material, uniforms: SheenUniforms): void {
  material.customProgramCacheKey = () => 'decalforge-sheen';
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    Object.assign(shader.uniforms, uniforms);
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vSheenWorld;')
      .replace('#include <worldpos_vertex>', '#include <worldpos_vertex>\nvSheenWorld = (modelMatrix * vec4(transformed, 1.0)).xyz;');
    shader.fragmentShader = shader.fragmentShader
      .replace('#include <common>', '#include <common>\nvarying vec3 vSheenWorld;\nuniform float uSheenAt;\nuniform float uSheenStrength;')
      .replace(
        '#include <opaque_fragment>',
        [
          // distance from the band's centre line (a stripe leaning back over the roof)
          'float sheenD = dot(vSheenWorld, vec3(0.86, 0.5, 0.0)) - uSheenAt;',
          'float sheenBand = exp(-sheenD * sheenD * 5.0);',
          'float sheenRim = 0.55 + 0.45 * pow(1.0 - saturate(abs(dot(normal, normalize(vViewPosition)))), 2.0);',
          'outgoingLight += vec3(1.0, 0.97, 0.92) * sheenBand * sheenRim * uSheenStrength;',
          '#include <opaque_fragment>',
        ].join('\n'),
      );
  };
}
