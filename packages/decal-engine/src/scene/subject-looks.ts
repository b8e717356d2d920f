import type { Hex } from '../types';
import { adjustHex, luma, mixHex } from '../util/color';
import { BLACK, contrastOf, distinct, WHITE } from './contrast';
import { has, type Token } from './tokenize';
import type { MotifLayer, PatternLayer } from './types';
import { SUBJECT_SETTINGS } from './words/settings';
import { SUBJECT_COLOURS } from './words/subject-colours';

/** A bald eagle's brown (its own colour, words/subject-colours) and the deeper brown it takes on a light base. */
const EAGLE_BROWN = SUBJECT_COLOURS.eagle[0];
const EAGLE_DARK: Hex = '#3b2412';

/** A phoenix's own gold (words/subject-colours), and the white heat it burns with over flames. */
const PHOENIX_GOLD = SUBJECT_COLOURS.phoenix[0];
const WHITE_HOT: Hex = '#fff4d8';

/** The set's planets, shaded as lit spheres. */
const PLANETS: ReadonlySet<string> = new Set([
  'game-icons:ringed-planet',
  'game-icons:planet-core',
  'game-icons:earth-america',
  'game-icons:earth-africa-europe',
  'game-icons:earth-asia-oceania',
]);

/** Creatures whose scales are their own skin. */
const SCALY: ReadonlySet<string> = new Set([
  'snake',
  'serpent',
  'rattlesnake',
  'cobra',
  'viper',
  'python',
  'dragon',
  'lizard',
  'crocodile',
  'alligator',
  'fish',
  'koi',
]);

/**
 * What a subject looks like beyond one flat colour (blind reviews of the dev prompts): a bald
 * eagle with spread wings is a dark brown bird with its white head (the heraldic eagle in one
 * colour read as any eagle); scales named with a scaly creature are its skin, not wallpaper
 * round it ("the scales are on the panels rather than on the snake").
 */
export function dressSubject(hero: MotifLayer, motifs: MotifLayer[], patterns: PatternLayer[], base: Hex): void {
  if (hero.motif.word === 'bald eagle' && hero.motif.icon === 'shape:spread-eagle') {
    hero.skin = 'bald';
    hero.color = luma(base) < 0.3 ? EAGLE_BROWN : EAGLE_DARK;
    hero.outline = WHITE;
  }
  // a bald eagle's head is white (in its body's brown, "usa flag with bald eagle" read as "not a
  // bald eagle"): outlined in that brown where the base lets the white show
  for (const m of motifs)
    if (m.motif.word === 'bald eagle' && m.motif.icon === 'game-icons:eagle-head' && m.color === EAGLE_BROWN && luma(base) < 0.75) {
      m.color = WHITE;
      m.outline = EAGLE_DARK;
    }
  // a phoenix over flames burns white-hot (its gold melted into the flames round it)
  if (hero.color === PHOENIX_GOLD && patterns.some((p) => p.id === 'flames')) hero.color = WHITE_HOT;
  // a pumpkin on a car is a jack-o'-lantern: its carved face reads at any size and turn (the
  // plain ribbed pumpkin, turned on a flank, read as "stacked discs", "burgers")
  for (const m of motifs) if (m.motif.icon === 'game-icons:pumpkin') m.skin = 'carved';
  // a great white is dark above and pale below (in one flat colour it read as a cut-out)
  for (const m of motifs) if (m.motif.icon === 'shape:shark') m.skin = 'countershade';
  // a blossom branch's branch is bark, its blossoms the subject's colour
  for (const m of motifs) if (m.motif.icon === 'shape:sakura-branch') m.skin = 'bark';
  // a planet is a lit sphere
  for (const m of motifs) if (PLANETS.has(m.motif.icon)) m.skin = 'sphere';
  // a full moon has its maria and craters (a plain disc read as "a blank white moon disc")
  for (const m of motifs) if (m.motif.icon === 'shape:disc' && /moon/.test(m.motif.word)) m.skin = 'moon';
  const scales = patterns.findIndex((p) => p.id === 'scales');
  if (scales >= 0 && SCALY.has(hero.motif.word.split(' ').pop() ?? '')) {
    for (const m of motifs) if (m.motif.word === hero.motif.word) m.skin = 'scales';
    // (not also low on the body: a scale band there read as "wallpaper on half-strips")
    patterns.splice(scales, 1);
  }
}

/** The world the prompt's words place a subject in (words/settings.ts), if any. */
export function settingOf(tokens: readonly Token[]): (typeof SUBJECT_SETTINGS)[number] | undefined {
  return SUBJECT_SETTINGS.find((x) => has(tokens, x.words));
}

/**
 * The world a subject lives in (words/settings.ts), as the pattern behind it when the player
 * named none: the sea in tones of the base with crests in the subject's colour, a starry
 * night (dark bases only), camo in tones of the base (a sight in a colour nobody named turns
 * stencil black or white, a tone of the base was lost in it), hazard tape in its colour.
 */
export function subjectSetting(
  hero: MotifLayer,
  motifs: MotifLayer[],
  tokens: readonly Token[],
  colours: { base: Hex; named: readonly Hex[]; art: Hex },
): PatternLayer | null {
  const { base, named, art } = colours;
  const setting = settingOf(tokens);
  if (!setting) return null;
  switch (setting.pattern) {
    case 'waves':
      return { id: 'waves', colors: [adjustHex(base, 0.16), adjustHex(base, -0.16), hero.color], zone: 'lower' };
    case 'stars':
      return luma(base) < 0.35
        ? { id: 'stars', colors: [[hero.color, art, WHITE].find((h) => luma(h) > 0.55) ?? WHITE], zone: 'full' }
        : null;
    case 'camo':
      if (!named.includes(hero.color)) for (const m of motifs) if (m.motif.word === hero.motif.word) m.color = contrastOf(base);
      // tone on tone: its deepest tone a shade of the base, never black (a dark olive taken down
      // by a fixed step came out pure black, "heavy black camo blobs")
      return { id: 'camo', colors: [adjustHex(base, 0.12), mixHex(base, BLACK, 0.35), mixHex(base, BLACK, 0.6)], zone: 'full' };
    default:
      return { id: setting.pattern, colors: [hero.color], zone: 'full' };
  }
}

/**
 * A subject in a colour nobody named is not painted in its own pattern's colour (red claws
 * vanished on red tribal bands): it takes the first of `pool` that stands off the base and the
 * patterns, or, with none to spare, the pattern takes a deep tone of the subject's colour.
 */
export function keepOffPatterns(
  motifs: MotifLayer[],
  patterns: PatternLayer[],
  pool: readonly Hex[],
  base: Hex,
  named: readonly Hex[],
): void {
  // (a band low on the sides is beside the subject, not behind it: a police car's white badge
  // over its white checks)
  const behind = patterns.filter((p) => p.zone !== 'lower' || p.id !== 'checker');
  for (const m of motifs) {
    if (named.includes(m.color) || !behind.some((p) => p.colors.includes(m.color))) continue;
    const free = pool.find((h) => distinct(h, base) && patterns.every((p) => p.colors.every((c) => distinct(h, c))));
    if (free) m.color = free;
    // (a shade darker, not much: a red tribal under a red claw taken down to maroon read as "muddy")
    else for (const p of patterns) p.colors = p.colors.map((c) => (c === m.color ? adjustHex(c, -0.2) : c));
  }
}
