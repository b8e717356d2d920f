import type { Hex } from '../types';
import { adjustHex, clamp } from '../util/color';
import { createRng, mixSeeds } from '../util/rng';
import type { Scene } from './types';

/**
 * More Like This: a child scene near `scene`. The subject, layout kind and the colours the
 * player named stay; placements are jittered, unnamed tones and the scale drift with
 * `strength` (0 = equal but for the seed, 1 = far). Deterministic.
 */
export function perturbScene(scene: Scene, seed: number, strength: number): Scene {
  const s = clamp(Number.isFinite(strength) ? strength : 0, 0, 1);
  if (s === 0) return { ...scene, seed: seed >>> 0 };
  const rng = createRng(mixSeeds(scene.seed, seed, 0x5eed));
  // the base and every named colour stay; only the art's unnamed tones drift
  const named = new Set([...scene.namedColors, ...scene.base.colors]);
  const hueShift = rng.gauss() * 12 * s;
  const shift = (hex: Hex): Hex => (named.has(hex) ? hex : adjustHex(hex, rng.gauss() * 0.05 * s, 0, hueShift));
  return {
    ...scene,
    seed: seed >>> 0,
    accent: shift(scene.accent),
    motifs: scene.motifs.map((m) => ({ ...m, color: shift(m.color) })),
    patterns: scene.patterns.map((p) => ({ ...p, colors: p.colors.map(shift) })),
    style: {
      ...scene.style,
      density: clamp(scene.style.density + rng.gauss() * 0.15 * s, 0.1, 1),
      scale: clamp(scene.style.scale * Math.exp(rng.gauss() * 0.15 * s), 0.6, 1.6),
      glow: clamp(scene.style.glow + rng.gauss() * 0.1 * s, 0, 1),
      variant: scene.style.variant.map((v) => clamp(v + rng.gauss() * 0.2 * s, 0, 1)) as Scene['style']['variant'],
    },
    layout: {
      seed: s >= 0.75 && rng.chance((s - 0.6) * 1.5) ? mixSeeds(scene.layout.seed, seed) : scene.layout.seed,
      jitter: { seed: mixSeeds(seed, 0x1177), amount: 0.35 * s },
    },
  };
}
