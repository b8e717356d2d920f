import type { Finish } from '@decalforge/shared';

/** Material settings approximating a finish (three.js MeshPhysicalMaterial parameters). */
export interface FinishLook {
  roughness: number;
  metalness: number;
  /** Clear coat over the paint (0–1). */
  clearcoat: number;
  /** Pearlescent colour shift (thin-film iridescence, 0–1). */
  iridescence: number;
}

const LOOKS: Readonly<Record<Finish, FinishLook>> = {
  // non-reflective, subtle
  matte: { roughness: 0.9, metalness: 0, clearcoat: 0, iridescence: 0 },
  // metallic with pearlescent highlights
  anodized: { roughness: 0.32, metalness: 0.55, clearcoat: 0.4, iridescence: 0.7 },
  // glossy paint; the game's moving effect is not imitated
  animated: { roughness: 0.42, metalness: 0.1, clearcoat: 0.6, iridescence: 0 },
};

export function finishLook(finish: Finish | undefined): FinishLook {
  return LOOKS[finish ?? 'animated'] ?? LOOKS.animated;
}
