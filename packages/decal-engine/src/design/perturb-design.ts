import type { Design, Hex, Palette } from '../types';
import { adjustHex, clamp } from '../util/color';
import { createRng, mixSeeds } from '../util/rng';
import { TEXTURE_MOTIFS } from './motif-words';

/**
 * More Like This: a child design near `design`. `strength` 0 returns an equal design
 * (with the new seed); 1 strays far (new layout, shifted palette). Deterministic.
 */
export function perturbDesign(design: Design, seed: number, strength: number): Design {
  const s = clamp(Number.isFinite(strength) ? strength : 0, 0, 1);
  const rng = createRng(mixSeeds(design.seed, seed, 0x5eed));
  if (s === 0) return { ...design, seed: seed >>> 0 };

  const hueShift = rng.gauss() * 28 * s;
  const lightShift = rng.gauss() * 0.06 * s;
  const shift = (hex: Hex): Hex => adjustHex(hex, lightShift, 0, hueShift);
  let palette: Palette;
  if (design.paletteSource === 'explicit') {
    // named colours stay literal; only the unnamed helpers move
    palette = { ...design.palette, accent: shift(design.palette.accent) };
    if (s > 0.6 && rng.chance(s - 0.4)) palette = { ...palette, secondary: palette.accent, accent: palette.secondary };
  } else {
    palette = {
      base: adjustHex(design.palette.base, lightShift * 0.5, 0, hueShift),
      primary: shift(design.palette.primary),
      secondary: shift(design.palette.secondary),
      accent: shift(design.palette.accent),
    };
  }

  const newLayout = s >= 0.75 && rng.chance((s - 0.6) * 1.5);
  const secondaryMotif =
    s >= 0.8 && rng.chance(s - 0.5) ? rng.pick(TEXTURE_MOTIFS.filter((m) => m !== design.motif)) : design.secondaryMotif;

  return {
    ...design,
    seed: seed >>> 0,
    palette,
    secondaryMotif,
    density: clamp(design.density + rng.gauss() * 0.12 * s, 0.1, 1),
    layout: {
      seed: newLayout ? mixSeeds(design.layout.seed, seed) : design.layout.seed,
      scale: clamp(design.layout.scale * Math.exp(rng.gauss() * 0.22 * s), 0.4, 2.5),
      offset: design.layout.offset + rng.gauss() * 0.15 * s,
      angle: clamp(design.layout.angle + rng.gauss() * 8 * s, -30, 30),
      jitter: { seed: mixSeeds(seed, 0x1177), amount: 0.5 * s },
    },
    style: { ...design.style, glow: clamp(design.style.glow + rng.gauss() * 0.15 * s, 0, 1) },
    params: design.params.map((p) => clamp(p + rng.gauss() * 0.25 * s, 0, 1)) as Design['params'],
  };
}
