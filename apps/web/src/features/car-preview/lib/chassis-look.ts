import type { Chassis } from '@decalforge/shared';

/** Colours approximating a chassis choice on the preview: the underbody and the wheel rims. */
export interface ChassisLook {
  underbody: string;
  rim: string;
  rimMetalness: number;
}

const LOOKS: Readonly<Record<Chassis, ChassisLook>> = {
  // DecalForge Dark: a dark branded chassis, so the lower body and rims read near-black
  decalforge: { underbody: '#101114', rim: '#25282f', rimMetalness: 0.35 },
  // None: the game's default chassis, approximated as plain grey with silver rims
  none: { underbody: '#555a63', rim: '#c4c8d0', rimMetalness: 0.8 },
};

export function chassisLook(chassis: Chassis | undefined): ChassisLook {
  return LOOKS[chassis ?? 'decalforge'] ?? LOOKS.decalforge;
}
