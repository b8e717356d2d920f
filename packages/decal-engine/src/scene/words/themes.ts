import type { Hex } from '../../types';
import type { PatternId } from '../types';

/**
 * Themes a player names: the colours they imply (used only when no colour is named), the
 * subjects they imply (only when no subject is named) and an optional pattern.
 */
export interface Theme {
  words: readonly string[];
  colors: readonly Hex[];
  subjects?: readonly string[];
  /**
   * What the theme's scene holds beside a subject the player named, on the top ("palm trees at
   * sunset" had no sun: "half the prompt dropped").
   */
  setting?: string;
  pattern?: PatternId;
  /** The car's colour when no colour is named (default: the darkest of `colors`). */
  base?: Hex;
  /** The sky a landscape stands against under this theme, when no colour is named. */
  sky?: Hex;
  /** The car's sky when no colour is named: a fade nose → tail through these, in place of `base`. */
  fade?: readonly Hex[];
  /**
   * The theme's words name a thing (cherry blossoms): it is drawn beside the subjects the player
   * named too ("samurai mask with pink cherry blossoms" had no blossoms).
   */
  named?: boolean;
  /** Where the theme's pattern goes when no subject is named (default: over the whole body). */
  zone?: 'lower';
  glow?: number;
  /** Lettering the theme carries when the player asked for none (a police car says POLICE). */
  text?: string;
  /**
   * An occasion, not a colour: a subject named with its word keeps the colour it is known by
   * ("halloween ghosts" are white, not the theme's orange; an "ice dragon" is icy, as the
   * theme has no such flag).
   */
  occasion?: boolean;
  /** A livery of stripes, not a pattern, when nothing else is named (as Mood.stripes). */
  stripes?: ReadonlyArray<'racing' | 'pinstripe' | 'sponsor'>;
}

export const THEMES: readonly Theme[] = [
  { words: ['halloween', 'spooky'], colors: ['#ff7a00', '#0b0b0d', '#3d1466'], subjects: ['pumpkin', 'bats'], occasion: true },
  { words: ['christmas', 'xmas', 'festive'], colors: ['#b3121e', '#f4f4f4', '#1f6b34'], subjects: ['snowflakes'], occasion: true },
  // holidays players name (each drew a seeded pattern in white on a random colour)
  { words: ['valentine', 'valentines', 'valentines day'], colors: ['#c8102e', '#ff8fc4', '#f4f4f4'], subjects: ['hearts'] },
  {
    words: ['st patricks', 'st patricks day', 'saint patricks', 'paddys day'],
    colors: ['#1f7a3a', '#f4f4f4', '#d4a526'],
    subjects: ['shamrocks'],
  },
  {
    words: ['4th of july', 'fourth of july', 'independence day', 'july 4th'],
    colors: ['#14245c', '#f4f4f4', '#b22234'],
    subjects: ['fireworks'],
    pattern: 'stars',
  },
  { words: ['thanksgiving'], colors: ['#5a3016', '#d2691e', '#e3a33b'], subjects: ['turkey'] },
  // ("day of the dead" drew the set's dead eye; "lunar new year" a lunar wand; "confetti" and
  // "fireworks" a seeded pattern or one rocket in white on a random colour)
  {
    words: ['day of the dead', 'dia de los muertos', 'dia de muertos', 'calavera', 'calaveras'],
    colors: ['#ff8a00', '#ff3d7f', '#8a2be2', '#0b0b0d'],
    base: '#0b0b0d',
    subjects: ['sugar skull', 'flowers'],
    // (a sugar skull is white: in the theme's orange it read as "a Halloween or pirate decal")
    occasion: true,
  },
  {
    words: ['lunar new year', 'chinese new year', 'spring festival'],
    colors: ['#c8102e', '#d4a526'],
    base: '#c8102e',
    subjects: ['chinese dragon', 'paper lantern'],
  },
  { words: ['diwali'], colors: ['#ff8a00', '#d4a526', '#c2185b', '#2a0a3a'], base: '#2a0a3a', subjects: ['oil lamp'], pattern: 'stars' },
  { words: ['new years', 'new year', 'nye'], colors: ['#0a1030', '#d4a526', '#f4f4f4'], subjects: ['fireworks'], pattern: 'stars' },
  // (a blank badge alone on navy looked like a white shield, not a police car)
  // (its checker band low along the sides: without one, "generic, no light bar or checker band")
  {
    words: ['police', 'cop'],
    colors: ['#14245c', '#f4f4f4'],
    subjects: ['police badge'],
    text: 'POLICE',
    pattern: 'checker',
    zone: 'lower',
  },
  {
    words: ['synthwave', 'retrowave', 'outrun'],
    colors: ['#ff2d95', '#5a1a8c', '#00e5ff'],
    subjects: ['striped sun'],
    pattern: 'grid',
    glow: 0.8,
  },
  // (its sky a pastel fade: on one flat lavender it read as "Memphis on navy, not vaporwave")
  {
    words: ['vaporwave'],
    colors: ['#ff71ce', '#01cdfe', '#b967ff'],
    fade: ['#01cdfe', '#b967ff', '#ff71ce'],
    subjects: ['striped sun'],
    pattern: 'grid',
    glow: 0.6,
  },
  {
    words: ['cyberpunk', 'cyber', 'futuristic', 'sci fi', 'scifi', 'tron'],
    colors: ['#ff1fcf', '#00e5ff', '#0a0614'],
    pattern: 'circuit',
    glow: 0.9,
  },
  // light-cycle lines and falling code: glowing traces on black
  { words: ['tron', 'light cycle'], colors: ['#05070d', '#00e5ff', '#ff9a00'], pattern: 'circuit', glow: 0.9 },
  // (as circuit traces, "the actual code rain is missing")
  { words: ['matrix', 'code rain', 'digital rain', 'hacker'], colors: ['#030805', '#00ff41'], pattern: 'code-rain', glow: 0.8 },
  { words: ['steampunk'], colors: ['#c9a13b', '#5a3016', '#2a1a0e'], subjects: ['gears'] },
  { words: ['art deco', 'deco'], colors: ['#d4a526', '#0b0b0d'], pattern: 'art-deco' },
  { words: ['military', 'army', 'tactical'], colors: ['#4b5a2a', '#6b5a3a', '#2d3320'], pattern: 'camo' },
  // camo families: their palette, never the woodland greens
  { words: ['desert', 'sand', 'tan'], colors: ['#8a6a3f', '#c2a878', '#e3d3a8'], pattern: 'camo' },
  { words: ['urban', 'city camo'], colors: ['#3a3c40', '#6b6e72', '#b9bcbf'], pattern: 'camo' },
  // ("arctic camo" came out in the woodland greens)
  { words: ['arctic', 'tundra', 'polar'], colors: ['#dfe6ec', '#f7f9fb', '#9aa8b5', '#5f6b78'], base: '#dfe6ec', pattern: 'camo' },
  { words: ['nautical', 'sailor', 'navy'], colors: ['#14245c', '#f4f4f4'], subjects: ['anchor'] },
  { words: ['space', 'cosmic', 'galaxy', 'nebula', 'universe'], colors: ['#0a0620', '#6a2bd8', '#1f8bff'], pattern: 'galaxy', glow: 0.5 },
  { words: ['toxic', 'radioactive', 'nuclear'], colors: ['#f2e600', '#0b0b0d'], subjects: ['radioactive'] },
  // the light of a time of day wins over a place: "tropical palm trees at sunset" is a sunset
  // (its sky is the car: on one dark purple, palms and sun took the sky's pink and orange, "pink
  // palms on purple, no sunset")
  {
    words: ['sunset', 'dusk', 'miami'],
    colors: ['#ff7a00', '#ff2d78', '#2a0a3a'],
    fade: ['#ffb020', '#ff5a36', '#d6246e', '#4a1450'],
    subjects: ['sun'],
    setting: 'sun',
  },
  {
    words: ['night', 'nighttime', 'starry', 'moonlight', 'moonlit'],
    colors: ['#0a1030', '#f4f4f4', '#c0c6cc'],
    // (moonlit: a landscape's near-black against the theme's navy was lost)
    sky: '#1d3170',
    pattern: 'stars',
    setting: 'full moon',
  },
  { words: ['jungle', 'tropical'], colors: ['#1f6b34', '#9bd13a', '#0e2a14'], subjects: ['palm tree'] },
  { words: ['hawaiian', 'hawaii', 'aloha'], colors: ['#ff3d7f', '#0e7c86', '#ffd23f'], subjects: ['hibiscus'] },
  { words: ['ocean', 'sea', 'underwater'], colors: ['#0b63b5', '#19d3c5', '#e6fbff'], pattern: 'waves' },
  // (northern lights drew white waves on a random navy, aurora diagonal stripes on red; as
  // waves, "hard-edged zebra waves, psychedelic, not aurora")
  {
    words: ['northern lights', 'aurora', 'aurora borealis'],
    colors: ['#050d1c', '#2bff88', '#19d3c5', '#8a2be2'],
    base: '#050d1c',
    pattern: 'aurora',
    glow: 0.6,
  },
  { words: ['fire', 'inferno', 'blaze', 'fiery'], colors: ['#ff5a00', '#c81400', '#ffd23f'], pattern: 'flames', glow: 0.6 },
  { words: ['lava', 'molten', 'magma', 'volcanic'], colors: ['#120806', '#ff5a00', '#ffd23f'], pattern: 'cracks', glow: 0.7 },
  // (ice is pale: a navy car "nobody asked for" under icicles)
  {
    words: ['ice', 'icy', 'frozen', 'frost', 'arctic', 'winter'],
    // (frost crystals in white on ice blue: as shards, "generic low-poly blue triangles, no frost")
    // (a clear ice blue: on a pale one the white frost was "pale and weak" beside fire)
    colors: ['#f4f4f4', '#5db4ea', '#1f5c9a'],
    base: '#5db4ea',
    pattern: 'frost',
  },
  { words: ['storm', 'stormy', 'thunder', 'electric'], colors: ['#1b2f6b', '#f4f4f4', '#3fa0ff'], pattern: 'lightning', glow: 0.7 },
  { words: ['pirate'], colors: ['#0b0b0d', '#f4f4f4'], subjects: ['pirate flag'] },
  // blossoms are pink whatever the flower icon: white ones on dark red read as another flower
  {
    words: ['cherry blossom', 'cherry blossoms', 'sakura', 'blossom', 'blossoms'],
    colors: ['#ff8fc4', '#1a0d14'],
    subjects: ['cherry blossoms'],
    named: true,
  },
  { words: ['royal', 'luxury', 'regal'], colors: ['#5a2a8c', '#d4a526'], subjects: ['crown'] },
  // (the suit: red under black webbing, the spider on the chest; "spiderman red and blue web"
  // drew a web badge on a blue car)
  {
    words: ['spiderman', 'spider man', 'spidey'],
    colors: ['#c8102e', '#1f3fb5', '#0b0b0d'],
    base: '#c8102e',
    pattern: 'web',
    subjects: ['spider'],
  },
  // (blood runs red on black: "bloody handprints" drew the set's bloody-stash bag in white, then
  // clean red hands on white, "nothing about it looks bloody")
  { words: ['bloody', 'blood', 'gore', 'gory', 'bleeding'], colors: ['#a3000f', '#0b0b0d'], base: '#0b0b0d', pattern: 'drips' },
  { words: ['batman', 'gotham', 'dark knight'], colors: ['#ffd900', '#0b0b0d'], base: '#0b0b0d', subjects: ['bat symbol'] },
  // the Gulf racing colours: powder blue with an orange stripe
  // (as stripes: with the player's colours a seeded pattern filled the car, a tribal on blue)
  { words: ['gulf'], colors: ['#8ec9e8', '#ff7a00'], base: '#8ec9e8', stripes: ['racing', 'sponsor'] },
  // Hokusai's great wave: the big wave over seigaiha, Prussian blue and cream (it drew a white
  // wave logo on black, "no Prussian blue and cream palette")
  {
    words: ['great wave', 'kanagawa', 'hokusai', 'japanese wave', 'japanese waves', 'seigaiha'],
    colors: ['#14245c', '#f3e8c8', '#2a5c8a'],
    subjects: ['big wave'],
    pattern: 'seigaiha',
  },
  { words: ['japanese', 'japan'], colors: ['#c8102e', '#f4f4f4', '#0b0b0d'], pattern: 'sunburst' },
  { words: ['racing', 'race', 'motorsport'], colors: ['#f4f4f4', '#e0202a', '#0b0b0d'], stripes: ['racing', 'sponsor'] },
  // a cab is yellow with its checker band low along the sides
  { words: ['taxi', 'cab', 'yellow cab'], colors: ['#ffc21a', '#0b0b0d', '#f4f4f4'], base: '#ffc21a', pattern: 'checker', zone: 'lower' },
  // iridescent film: pale cyan, pink and violet shards over one another
  {
    words: ['holographic', 'hologram', 'holo', 'iridescent', 'oil slick', 'pearlescent', 'chameleon'],
    colors: ['#9ad8ff', '#f7a8ff', '#c9b6ff'],
    base: '#e8f1ff',
    pattern: 'shards',
  },
  // spun sugar: swirls of pastel pink and white on baby blue ("cotton candy" drew a cotton flower
  // and candy canes; as clouds the pink barely showed)
  { words: ['cotton candy', 'candy floss', 'fairy floss'], colors: ['#ff8fc8', '#9fd3ff', '#fff0f7'], base: '#9fd3ff', pattern: 'waves' },
  {
    words: ['tie dye', 'tie dyed', 'tiedye', 'psychedelic', 'trippy'],
    colors: ['#ff3d7f', '#ffd23f', '#3dd6ff', '#8a2be2'],
    pattern: 'tie-dye',
  },
];

/** Moods: style knobs and, when nothing else is named, a palette and a pattern. */
export interface Mood {
  words: readonly string[];
  colors: readonly Hex[];
  pattern: PatternId;
  /**
   * Stripes that stand for the pattern: a minimalist car is clean paint with one stripe
   * (its full-body pinstripes read as busy, the opposite of what was asked).
   */
  stripes?: ReadonlyArray<'racing' | 'pinstripe' | 'sponsor'>;
  /** A bold motif for the flanks when nothing else is named. */
  subject?: string;
  glow?: number;
  density?: number;
}

export const MOODS: readonly Mood[] = [
  {
    words: ['aggressive', 'angry', 'fierce', 'savage', 'beast', 'brutal', 'menacing'],
    colors: ['#0b0b0d', '#e0202a', '#f4f4f4'],
    pattern: 'tribal',
    subject: 'claw mark',
    density: 0.8,
  },
  {
    words: ['minimal', 'minimalist', 'clean', 'simple', 'subtle'],
    colors: ['#f4f4f4', '#0b0b0d'],
    pattern: 'pinstripes',
    stripes: ['racing', 'pinstripe'],
    density: 0.2,
  },
  { words: ['neon', 'glowing', 'glow'], colors: ['#0a0614', '#39ff14', '#ff1fcf'], pattern: 'circuit', glow: 0.9 },
  { words: ['pastel', 'kawaii', 'cute'], colors: ['#ffb3d9', '#9fd3ff', '#b9f5d0'], pattern: 'polka' },
  { words: ['elegant', 'classy'], colors: ['#0b0b0d', '#d4a526'], pattern: 'pinstripes', density: 0.3 },
  { words: ['retro', 'vintage', 'classic'], colors: ['#f3e8c8', '#d9482b', '#1f5c7a'], pattern: 'diagonal-stripes' },
  // a race series or scene is a racing livery: a stripe over the top and a band along each
  // flank ("rally car livery" drew the set's rally-the-troops badge, "nascar" a seeded pattern)
  {
    words: ['motorsport', 'rally', 'nascar', 'f1', 'formula 1', 'formula one', 'le mans', 'touring car', 'drift', 'jdm', 'time attack'],
    colors: ['#f4f4f4', '#e0202a', '#0b0b0d'],
    pattern: 'chevrons',
    stripes: ['racing', 'sponsor'],
  },
  { words: ['fast', 'speed', 'speedy'], colors: ['#f4f4f4', '#1f6bff', '#0b0b0d'], pattern: 'chevrons' },
  { words: ['chaotic', 'crazy', 'wild'], colors: ['#ff1fcf', '#ffd900', '#00e5ff'], pattern: 'splatter' },
];

/** Deterministic fallback patterns for prompts with no subject, pattern or mood. */
export const FALLBACK_PATTERNS: readonly PatternId[] = ['shards', 'tribal', 'chevrons', 'waves', 'hex', 'diagonal-stripes'];
