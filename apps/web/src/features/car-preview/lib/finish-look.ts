import type { Finish } from '@decalforge/shared';

/** Material settings approximating a finish (three.js MeshPhysicalMaterial parameters). */
export interface FinishLook {
  roughness: number;
  metalness: number;
  /** Clear coat over the paint (0–1). */
  clearcoat: number;
  /** Pearlescent colour shift (thin-film iridescence, 0–1). */
  iridescence: number;
  /** Strength of the light band that sweeps along the car (0 = none); only the animated finish moves. */
  sheen: number;
}

const LOOKS: Readonly<Record<Finish, FinishLook>> = {
  // non-reflective, subtle
  matte: { roughness: 0.9, metalness: 0, clearcoat: 0, iridescence: 0, sheen: 0 },
  // metallic with a pearlescent sheen (thin-film colour shift that changes with the view angle)
  anodized: { roughness: 0.3, metalness: 0.6, clearcoat: 0.4, iridescence: 0.85, sheen: 0 },
  // glossy paint with a subtle moving sheen, standing in for the game's animated effect
  animated: { roughness: 0.42, metalness: 0.1, clearcoat: 0.6, iridescence: 0, sheen: 0.45 },
};

export function finishLook(finish: Finish | undefined): FinishLook {
  return LOOKS[finish ?? 'animated'] ?? LOOKS.animated;
}

/**
 * The moving sheen's schedule. With software GL every frame costs a CPU (the turntable was
 * removed for that), so the band sweeps at a low frame rate and then rests for most of the
 * period, when nothing is drawn at all.
 */
export const SHEEN_TIMING = { fps: 12, sweepMs: 1800, periodMs: 6000 } as const;

/** Whether the sheen moves: only for the animated finish, never with prefers-reduced-motion. */
export function sheenMoves(finish: Finish | undefined, reducedMotion: boolean): boolean {
  return !reducedMotion && finishLook(finish).sheen > 0;
}

/**
 * Where the band is at `elapsedMs` since the preview appeared: 0 (behind the tail) → 1 (past
 * the nose) while sweeping, null while resting (no frame needed).
 */
export function sheenPhase(elapsedMs: number): number | null {
  const t = ((elapsedMs % SHEEN_TIMING.periodMs) + SHEEN_TIMING.periodMs) % SHEEN_TIMING.periodMs;
  return t <= SHEEN_TIMING.sweepMs ? t / SHEEN_TIMING.sweepMs : null;
}
