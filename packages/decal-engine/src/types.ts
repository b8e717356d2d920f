import type { CarBody, Finish } from '@decalforge/shared';

export type { CarBody, Finish };

/** RGB colour as a `#rrggbb` hex string. */
export type Hex = `#${string}`;

export const MOTIFS = [
  'flames',
  'lightning',
  'stripes',
  'camo',
  'hex',
  'carbon',
  'galaxy',
  'waves',
  'shards',
  'tiger',
  'zebra',
  'scales',
  'circuit',
  'splatter',
  'gradient',
  'checker',
  'cracks',
  'tribal',
] as const;
export type MotifId = (typeof MOTIFS)[number];

export interface Palette {
  /** Dominant fill of the body regions. */
  base: Hex;
  /** Main motif colour. */
  primary: Hex;
  /** Supporting motif colour. */
  secondary: Hex;
  /** Small highlights / glow. */
  accent: Hex;
}

export interface DesignLayout {
  /** Seed of the element layout (positions, shapes). */
  seed: number;
  /** Motif feature scale (1 = default). */
  scale: number;
  /** Phase offset along the car, 0..1. */
  offset: number;
  /** Tilt of the motif against the car axis, degrees. */
  angle: number;
  /** Per-element jitter applied on top of the layout seed (More Like This). */
  jitter: { seed: number; amount: number };
}

export interface DesignStyle {
  /** Glow / emissive strength 0..1 (neon, glowing...). */
  glow: number;
  /** Dark outlines around motif shapes. */
  outline: boolean;
  /** Distressed / grunge speckle 0..1. */
  grunge: number;
  /** Contrast 0..1 (0.5 = default). */
  contrast: number;
}

export interface Design {
  version: 1;
  prompt: string;
  seed: number;
  motif: MotifId;
  /** Optional background texture motif under the main motif. */
  secondaryMotif: MotifId | null;
  palette: Palette;
  paletteSource: 'explicit' | 'mood' | 'seeded';
  /** Amount of art on the body 0..1. */
  density: number;
  layout: DesignLayout;
  style: DesignStyle;
  /** Motif-specific free parameters in 0..1. */
  params: [number, number, number, number];
  /** Recognised keywords (for debugging / UI). */
  keywords: string[];
}

export interface RenderRequest {
  prompt: string;
  carBody: CarBody;
  finish: Finish;
  seed: number;
  /** 0..1, how far More Like This strays from the parent design. */
  variationStrength?: number;
  /** Seed of the parent design for More Like This. */
  parentSeed?: number;
  /** Output size in pixels (square); default 2048. */
  size?: number;
  /** The player's logo, placed as a sticker on each flank and the hood (node/paint/logo-sticker.ts). */
  logo?: LogoImage;
}

/** A logo as decoded pixels: straight (not premultiplied) 8-bit RGBA, row by row. */
export interface LogoImage {
  rgba: Uint8Array;
  width: number;
  height: number;
  /** 1 = 100 % (LOGO_BOX_SHARE of the panel's largest box); default 1. */
  scale?: number;
}
