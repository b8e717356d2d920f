import { MOTIFS, type Hex } from '../types';

/**
 * A scene is what a prompt asks for, as layers a livery is made of (issue 16): a base, an
 * optional pattern, hero and scattered motifs, stripes, trims and text. It is pure data, the
 * composer turns it into a render plan for a body. Deterministic in (prompt, seed).
 */
export type BaseKind = 'solid' | 'fade' | 'split' | 'flag' | 'material';

export type MaterialId = 'wood' | 'marble' | 'brushed' | 'chrome' | 'rust' | 'carbon' | 'gold' | 'leather';

/** The older drawers' motifs (node/draw/motifs) and the patterns of node/paint/patterns.ts. */
export const PATTERN_IDS = [
  ...MOTIFS,
  'pixel-camo',
  'drips',
  'tartan',
  'leopard',
  'polka',
  'chevrons',
  'grid',
  'piano',
  'clouds',
  'diagonal-stripes',
  'pinstripes',
  'sunburst',
  'skyline',
  'rope',
  'stars',
  'hazard',
  'aztec',
  'memphis',
  'cowhide',
  'art-deco',
  'shattered',
  'glitter',
  'heartbeat',
  'mountains',
  'forest',
  'web',
  'tie-dye',
  'glitch',
  'seigaiha',
  'barbed-wire',
  'aurora',
  'code-rain',
  'frost',
  'smoke',
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** Where a band pattern (a keyboard, a rope) starts across a side, as a share of its rows (heroes stay off it). */
export const BAND_TOP = 0.05;
export const BAND_PATTERNS: ReadonlySet<PatternId> = new Set(['piano', 'rope']);
/**
 * Theme patterns that are a backdrop a subject stands in front of (a synthwave grid, military
 * camo, a rising-sun burst, waves): the theme implies them even when a subject is named.
 */
export const BACKDROP_PATTERNS: ReadonlySet<PatternId> = new Set(['grid', 'camo', 'sunburst', 'waves', 'art-deco', 'seigaiha', 'web']);

/** Feature size of patterns at scale 1, in template pixels. */
export const PATTERN_UNIT = 96;

/**
 * The height of a band pattern's strip in a frame `W` across, at feature size `unit`: one
 * figure for the painter and the planner, which keeps heroes off the strip (keeping them off
 * the whole zone left a Fennec flank's anchor a thumbnail).
 */
export function bandHeight(id: PatternId, W: number, unit: number): number {
  // (on a panel of its own a third of it at most, so a flank's hero above it can still be large)
  const share = W < 400 ? 0.3 : 0.4;
  return id === 'piano' ? Math.min(W * (share + 0.05), unit * 2.2) : Math.min(W * share, unit * 1.2);
}

export interface BaseLayer {
  kind: BaseKind;
  /** solid: [c]; fade: [nose, …, tail] (two or more, evenly spaced); split: [left half, right half]; flag/material: their tones. */
  colors: Hex[];
  material?: MaterialId;
  flag?: string;
  /** "matte", "flat", "satin": a solid base painted flat, without body shading. */
  matte?: boolean;
  /** "white with a black roof": the top panels (hood and roof) of a solid base in this colour. */
  roof?: Hex;
  /** "white with a blue bottom half": the lower body of the sides of a solid base in this colour. */
  lower?: Hex;
}

export interface PatternLayer {
  id: PatternId;
  /** Pattern colours drawn over the base (at least one). */
  colors: Hex[];
  /** full: every region; lower: the lower part of the sides and the front of the top; sides: the sides only; top: the top only. */
  zone: 'full' | 'lower' | 'sides' | 'top';
  /** One half of a split car ("fire and ice, half and half"): its flank, and its half of the top. */
  half?: 'left' | 'right';
}

/** A motif from the library (an icon name) or one of our own shapes (`shape:disc`). */
export interface MotifRef {
  /** The player's word that found it. */
  word: string;
  /** `game-icons:<name>` or `shape:<name>`. */
  icon: string;
  /** Which way the silhouette faces in its own drawing (`right` for most animal heads). */
  facing: 'left' | 'right' | 'none';
}

export interface MotifLayer {
  motif: MotifRef;
  color: Hex;
  /** Outline / shadow colour that separates it from the base. */
  outline: Hex;
  /** hero: large on sides and hood/roof; scatter: repeated smaller copies. */
  role: 'hero' | 'scatter';
  /** For heroes: where (sides, top or both). */
  place: 'sides' | 'top' | 'both';
  /** The player put it on the top ("a skull on the hood"): it goes nowhere else. */
  pinned?: boolean;
  /** The player asked for it small ("a small red rose"): drawn at part of its box, as a badge. */
  small?: boolean;
  /** When set, the fill runs from `color` at the silhouette's top to this at its foot (a firebird's flames). */
  fade?: Hex;
  /**
   * A skin drawn inside the silhouette: "scales" ("a snake with green scales": the scales are
   * the snake's), "bald" (a bald eagle's white head on its dark body), "carved" (a
   * jack-o'-lantern's face on a pumpkin), "moon" (a full moon's craters and maria on its disc),
   * "countershade" (a shark's darker back over its pale belly).
   */
  skin?: 'scales' | 'bald' | 'carved' | 'moon' | 'countershade' | 'widow' | 'sphere' | 'bark';
}

/** swoosh: the accent a hero design gets so it reads as a livery, not a sticker on paint. */
export type StripeKind = 'racing' | 'sponsor' | 'pinstripe' | 'swoosh';

export interface StripeLayer {
  kind: StripeKind;
  color: Hex;
  /** racing: number of stripes over hood–roof–rear (1 or 2). */
  count: number;
  /**
   * A second colour the player gave the stripes ("red and blue racing stripes"): the second of
   * twin stripes, the pinstripes beside a single one, every other pinstripe or sponsor band.
   */
  second?: Hex;
  /** swoosh: the livery shape's fill (default: a darker tone of the base). */
  tone?: Hex;
  /** swoosh: wider accent lines (the player named the accent colour). */
  bold?: boolean;
}

export interface TrimLayer {
  color: Hex;
  /** edge: "trim", "piping", "outline": a band along every edge; accent: "accents", "highlights": the livery's accent colour. */
  kind: 'edge' | 'accent';
}

export interface TextLayer {
  /** Upper-case text or a number (without `#`). */
  value: string;
  isNumber: boolean;
  color: Hex;
  /** Panel behind a race number. */
  panel: Hex | null;
  /** Asked for big ("huge red letters"): tall condensed letters that fill each panel's height. */
  huge?: boolean;
  /** Lettering in a style the player named: graffiti is sprayed letters with a 3D drop. */
  style?: 'graffiti';
}

export interface SceneStyle {
  glow: number;
  grunge: number;
  /** 0..1 amount of scattered copies / pattern density. */
  density: number;
  /** Motif scale multiplier. */
  scale: number;
  /** Seeded free parameters 0..1 of the pattern drawers (a new seed, a new variant). */
  variant: [number, number, number, number];
  /** Motifs drawn as pixel art ("pixel art hearts", "8 bit skull"). */
  pixel?: boolean;
}

export interface Scene {
  version: 2;
  prompt: string;
  seed: number;
  base: BaseLayer;
  /** Up to two patterns (e.g. lightning over storm clouds). */
  patterns: PatternLayer[];
  motifs: MotifLayer[];
  stripes: StripeLayer[];
  trim: TrimLayer | null;
  text: TextLayer | null;
  /** Accent for finishes and highlights. */
  accent: Hex;
  style: SceneStyle;
  layout: { seed: number; jitter: { seed: number; amount: number } };
  /** The colours the player named (or a flag/theme implied), each must show. */
  namedColors: Hex[];
  /** Words the parser understood, for the UI and debugging. */
  understood: string[];
}
