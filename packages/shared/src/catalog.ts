import { PRODUCT_NAME } from './product';

export const CAR_BODIES = ['octane', 'fennec', 'dominus', 'universal'] as const;
export type CarBody = (typeof CAR_BODIES)[number];

export interface CarBodyInfo {
  id: CarBody;
  name: string;
  description: string;
  enabled: boolean;
  proOnly: boolean;
  beta: boolean;
  /** AlphaConsole BodyID (body asset id); -1 for universal decals. */
  bodyId: number;
}

export const CAR_BODY_INFO: Record<CarBody, CarBodyInfo> = {
  octane: {
    id: 'octane',
    name: 'Octane',
    description: 'The all-rounder everyone knows',
    enabled: true,
    proOnly: false,
    beta: false,
    bodyId: 23,
  },
  fennec: {
    id: 'fennec',
    name: 'Fennec',
    description: 'Boxy Octane-hitbox favourite',
    enabled: true,
    proOnly: false,
    beta: false,
    bodyId: 4284,
  },
  dominus: {
    id: 'dominus',
    name: 'Dominus',
    description: 'Long, flat muscle-car body',
    enabled: true,
    proOnly: false,
    beta: false,
    bodyId: 403,
  },
  universal: {
    id: 'universal',
    name: 'Universal',
    description: 'One texture for every body (beta)',
    enabled: false,
    proOnly: true,
    beta: true,
    bodyId: -1,
  },
};

/** The bodies players can pick and packages are built for: the ones CAR_BODY_INFO marks enabled. */
export const ENABLED_CAR_BODIES: readonly CarBody[] = CAR_BODIES.filter((b) => CAR_BODY_INFO[b].enabled);
/** The body the Create page starts on, and what a stored setting without a readable body falls back to. */
export const DEFAULT_CAR_BODY: CarBody = 'octane';

export const FINISHES = ['animated', 'anodized', 'matte'] as const;
export type Finish = (typeof FINISHES)[number];
export const DEFAULT_FINISH: Finish = 'animated';
export const FINISH_INFO: Record<Finish, { name: string; description: string; prerequisite: string }> = {
  animated: {
    name: 'Animated',
    description: 'Dynamic flowing effects with movement',
    prerequisite: 'Needs a base decal from an esports event 2024 equipped.',
  },
  anodized: {
    name: 'Anodized',
    description: 'Metallic with pearlescent highlights',
    prerequisite: "Needs another team's home decal equipped.",
  },
  matte: { name: 'Matte', description: 'Non-reflective, subtle', prerequisite: 'No prerequisite.' },
};

export const CHASSIS = ['decalforge', 'none'] as const;
export type Chassis = (typeof CHASSIS)[number];
export const DEFAULT_CHASSIS: Chassis = 'decalforge';
export const CHASSIS_INFO: Record<Chassis, { name: string; description: string; proOnly: boolean }> = {
  decalforge: { name: `${PRODUCT_NAME} Dark`, description: 'Custom dark branded chassis', proOnly: false },
  none: { name: 'None', description: 'Default game chassis', proOnly: true },
};
export const CHASSIS_NONE_TOOLTIP = `Free users require ${PRODUCT_NAME} chassis`;

export const DEFAULT_COLORS = { primary: '#FF6B35', secondary: '#004E89', accent: '#FFD23F' } as const;
export const MANIFEST_COLORS = { primary: '#000000', secondary: '#ffffff', accent: '#00ffff' } as const;

/** Decal texture size in pixels (square). */
export const DECAL_SIZE = 2048;
export const STYLE_INTENSITY = 60;
export const DEFAULT_VARIATION_STRENGTH = 0.25;
