import { findIcon, type IconHit } from '../motifs/icon-library';
import type { Hex } from '../types';
import { adjustHex, clamp, hexToHsl, hslToHex, luma, mixHex } from '../util/color';
import { createRng, hashString, mixSeeds } from '../util/rng';
import { LAYOUT_MARKER } from '../improve/improve-prompt';
import {
  baseColours,
  bind,
  colourClosing,
  coloursAfterIn,
  coloursBefore,
  findColourMentions,
  partColours,
  SMALL_PARTS,
  type ColourMention,
} from './colour-mentions';
import {
  askedSmall,
  claimKnownPhrases,
  findFlag,
  findPhraseList,
  findStripes,
  findSubjects,
  findText,
  findTrim,
  firstOf,
} from './find-elements';
import { BLACK, contrastOf, distinct, liveryTone, standsOff, WHITE } from './contrast';
import { dressSubject, keepOffPatterns, settingOf, subjectSetting } from './subject-looks';
import { claim, findTokens, has, tokenize, type Token } from './tokenize';
import {
  BACKDROP_PATTERNS,
  type BaseLayer,
  type MotifLayer,
  type PatternId,
  type PatternLayer,
  type Scene,
  type StripeLayer,
  type TextLayer,
} from './types';
import {
  MATERIAL_COLORS,
  MATERIAL_WORDS,
  PATTERN_DEFAULT_COLORS as STOCK_COLORS,
  PATTERN_WORDS,
  PHRASE_DEFAULT_COLORS,
} from './words/patterns';
import { SUBJECT_COLOURS } from './words/subject-colours';
import { COLOR_WORDS } from './words/colors';
import { FALLBACK_PATTERNS, MOODS, THEMES, type Mood, type Theme } from './words/themes';
import { TOP_PLACES } from './words/places';

const BIG_WORDS = ['huge', 'giant', 'massive', 'big', 'large'];
/** Words for pixel art (the motifs are drawn in blocks). */
const PIXEL_WORDS = [
  'pixel',
  'pixel art',
  'pixelated',
  'pixelart',
  '8 bit',
  '8bit',
  '16 bit',
  '16bit',
  'arcade',
  'retro game',
  'retro gaming',
];
/** Patterns with colours of their own (a leopard is gold and black) unless the player names others. */
const NATURAL_PATTERNS: ReadonlySet<PatternId> = new Set([
  'heartbeat',
  'mountains',
  'forest',
  'glitch',
  'lightning',
  'leopard',
  'cowhide',
  'tiger',
  'zebra',
  'camo',
  'pixel-camo',
  'galaxy',
  'flames',
  'carbon',
  'piano',
  'aztec',
  'memphis',
  'frost',
]);
const RAINBOW_BASE: Hex = '#17171c';
const FLAME: Hex = '#ff4a12';
/** The named golds (words/colors.ts), as a car's colour drawn as the gold material. */
const GOLDS: ReadonlySet<Hex> = new Set(
  COLOR_WORDS.filter((w) => w.family === 'gold' && ['gold', 'golden'].includes(w.phrase)).map((w) => w.hex),
);
/** Metals a car may be painted in besides gold: polished in their own tones. */
const POLISHED: ReadonlySet<Hex> = new Set(
  COLOR_WORDS.filter((w) => ['rose gold', 'copper', 'bronze'].includes(w.phrase)).map((w) => w.hex),
);
/** Patterns drawn as land against the sky (node/paint/landscape.ts). */
const SILHOUETTES: ReadonlySet<PatternId> = new Set(['mountains', 'forest']);
/** Animal coats: the colour a player names is the coat, the marks are dark. */
const HIDES: ReadonlySet<PatternId> = new Set(['tiger', 'leopard', 'zebra']);
/** Patterns of light whose colours named are all the light, on black. */
// (not lightning: it strikes in one colour, and on black a second colour named was lost)
const DARK_GROUND: ReadonlySet<PatternId> = new Set(['glitch']);
/** Patterns whose ground is the lighter of two colours named (the sky, a coat). */
const LIGHT_GROUND: ReadonlySet<PatternId> = new Set([...SILHOUETTES, ...HIDES]);
/** Lights in the sky (a sun, a moon, the moon a howling wolf stands in): on a theme's sky they are its light. */
const SKY_LIGHTS: ReadonlySet<string> = new Set([
  'game-icons:striped-sun',
  'game-icons:sun',
  'game-icons:sunrise',
  'game-icons:moon',
  'game-icons:wolf-howl',
  'shape:disc',
]);
/** A subject against a theme's sky, and the light in it. */
const SILHOUETTE: Hex = '#1a0f24';
const SKY_LIGHT: Hex = '#fff0b8';
/** A deep tone that stands off a theme's sky, for lines drawn over it. */
const SKY_DEEP: Hex = '#5a1a8c';
/** The sea under a theme's sky: two tones of dusk water and the sun's light on its crests. */
const DUSK_SEA: readonly Hex[] = ['#3a1a66', '#1a0f3a', '#ff9a4a'];
/** Words that ask for sprayed lettering (in Anton, "SEND IT" read as "a clean sans-serif over splats, not graffiti"). */
const GRAFFITI_WORDS = ['graffiti', 'street art', 'spray paint', 'spray painted', 'tag', 'tagged'];
/** Decades a player names, drawn as Memphis shapes unless a theme has a look of its own. */
const DECADES: ReadonlySet<string> = new Set(['retro 80s', '80s', 'eighties', '90s', 'nineties']);
/** Subjects made of fire. */
const FIERY: ReadonlySet<string> = new Set(['phoenix', 'firebird', 'fire bird', 'fire dragon', 'fire demon']);

/**
 * The car under a subject in the only colour named: a deep shade of that colour where it has
 * one (a blue dolphin on deep navy; on black it read as "a black car nobody asked for"), black
 * under golds, yellows and oranges (their deep shades are muddy), white under a dark colour.
 */
function groundFor(color: Hex): Hex {
  if (luma(color) <= 0.3) return WHITE;
  const [hue, sat] = hexToHsl(color);
  return sat > 0.35 && (hue < 20 || hue > 75) ? mixHex(color, BLACK, 0.8) : BLACK;
}

/** A pattern's stock colours: its phrase's ("hazard stripes"), else its own; base first. */
function stockColours(p: { value: PatternId; phrase: string }): readonly Hex[] | undefined {
  return PHRASE_DEFAULT_COLORS[p.phrase] ?? STOCK_COLORS[p.value];
}

/** The colours a subject is known by: its whole name's, else the first of its words' ("lion head"). */
function knownColours(word: string): readonly Hex[] | undefined {
  return (
    SUBJECT_COLOURS[word] ??
    word
      .split(' ')
      .map((w) => SUBJECT_COLOURS[w])
      .find(Boolean)
  );
}

const SIDE_WORDS = ['sides', 'side', 'flanks', 'doors'];
const TOP_WORDS = [...TOP_PLACES, 'front'];

/** Metals a subject may be made of, as the colour it is drawn in (chrome as silver, which is drawn metallic). */
const SUBJECT_METALS: Readonly<Record<string, Hex>> = { chrome: '#c0c6cc' };

/** A metal word just before a subject ("chrome skull") is a colour mention of that subject, not the car's material. */
function metalSubjects(tokens: Token[], mentions: ColourMention[]): void {
  tokens.forEach((t, i) => {
    const hex = SUBJECT_METALS[t.w];
    const next = tokens[i + 1];
    if (!hex || t.used || !next || next.used || !findIcon(next.w)) return;
    claim(tokens, i, 1, 'colour');
    mentions.push({ start: i, end: i, hex, family: 'grey', boundTo: null });
  });
  mentions.sort((a, b) => a.start - b.start);
}

/** True when the words after token `end` place it somewhere: "on the sides", "down the side", "on the hood". */
function placedOn(tokens: readonly Token[], end: number, where: readonly string[]): boolean {
  const next = tokens.slice(end + 1, end + 4).map((t) => t.w);
  const k = next.findIndex((w) => where.includes(w));
  return k > 0 && ['on', 'down', 'along', 'over', 'across'].includes(next[0]);
}

interface Look {
  at: number;
  id: PatternId;
  colors: Hex[];
  base: Hex;
}

/**
 * The first two looks a prompt names, in the order named: a theme with its pattern ("fire",
 * "ice") or a pattern the scene already holds; null when there are fewer than two.
 */
function twoLooks(
  tokens: readonly Token[],
  patterns: readonly PatternLayer[],
  hits: ReadonlyArray<{ at: number; value: PatternId }>,
): [Look, Look] | null {
  const looks: Look[] = [];
  for (const t of THEMES) {
    if (!t.pattern) continue;
    const at = Math.min(...t.words.map((w) => findTokens(tokens, w, 0, true)).filter((i) => i >= 0));
    if (!Number.isFinite(at)) continue;
    const base = t.base ?? darkestOf([...t.colors]);
    looks.push({ at, id: t.pattern, base, colors: t.colors.filter((h) => h !== base) });
  }
  for (const hit of hits) {
    const layer = patterns.find((p) => p.id === hit.value);
    if (layer) looks.push({ at: hit.at, id: hit.value, colors: layer.colors, base: mixHex(layer.colors[0], BLACK, 0.8) });
  }
  const byId = new Map<PatternId, Look>();
  for (const look of looks.sort((a, b) => a.at - b.at)) if (!byId.has(look.id)) byId.set(look.id, look);
  const two = [...byId.values()];
  return two.length >= 2 ? [two[0], two[1]] : null;
}

/** Words that ask for plain paint: a finish, a paint colour, a blacked-out car. */
const PLAIN_PAINT = [
  'matte',
  'matt',
  'satin',
  'gloss',
  'glossy',
  'plain',
  'solid',
  'pearl',
  'metallic',
  'candy apple',
  'candy red',
  'all black',
  // ("all red" drew a seeded pattern over the red)
  'all red',
  'all white',
  'all blue',
  'all green',
  'all grey',
  'all gray',
  'all orange',
  'all yellow',
  'all pink',
  'all purple',
  'british racing green',
  'blacked out',
  'murdered out',
];

/** The player's part of an (improved) prompt: the built-in improver's layout notes are not subjects. */
function playerText(prompt: string): string {
  const i = prompt.toLowerCase().indexOf(LAYOUT_MARKER.toLowerCase());
  return (i >= 0 ? prompt.slice(0, i) : prompt).slice(0, 600);
}

/** Turns an (improved) prompt into a scene. Pure and deterministic in (prompt, seed). */
export function parseScene(prompt: string, seed: number): Scene {
  const text = playerText(String(prompt ?? ''));
  const tokens = tokenize(text);
  const key = hashString(
    text
      .toLowerCase()
      .replace(/[\s.,;:!]+$/, '')
      .trim(),
  );
  const rng = createRng(mixSeeds(key, seed));
  const understood: string[] = [];

  const textHit = findText(text, tokens);
  const flag = findFlag(tokens);
  const mentions = findColourMentions(tokens);
  // "in rainbow colours": every colour named is the rainbow's (colour-mentions)
  const rainbowArt = mentions.length >= 5 && mentions.every((m) => m.family.startsWith('rainbow'));
  // known subject phrases that hold a pattern or material word ("tiger head", "koi fish") are
  // kept for the subject scan before patterns claim their words
  claimKnownPhrases(tokens);
  // (trim first: "chrome trim" is the trim's colour, not the base's material)
  const trim = findTrim(tokens, mentions);
  // (and a metal named for a subject is the subject's colour: "chrome skull on black" was a
  // chrome car with a white skull)
  metalSubjects(tokens, mentions);
  const materials = findPhraseList(tokens, MATERIAL_WORDS, 'material');
  const found = findPhraseList(tokens, PATTERN_WORDS, 'pattern');
  // "graffiti paint drips": the drips are the pattern, graffiti only their style (no splatter bursts over them)
  const dripped = found.some((p) => p.value === 'drips') ? found.filter((p) => p.value !== 'splatter') : found;
  const stripeHits = findStripes(tokens, mentions, flag !== null);
  // (a top or bottom half is no split down the middle: "white with blue bottom half" split the car left and right)
  const splitAt =
    ['split', 'half', 'two tone', 'two toned', 'dual tone']
      .map((w) => findTokens(tokens, w))
      .find((i) => i >= 0 && !['bottom', 'top', 'lower', 'upper'].includes(tokens[i - 1]?.w ?? '')) ?? -1;
  const fadeAt = ['fade', 'fading', 'gradient', 'ombre', 'fades'].map((w) => findTokens(tokens, w)).find((i) => i >= 0) ?? -1;
  const theme: Theme | null = firstOf(tokens, THEMES, 'theme');
  // a second theme word sets the scene too, never a subject ("tropical palm trees at sunset":
  // with the sunset's palette, "tropical" is no tropical fish)
  while (firstOf(tokens, THEMES, 'theme'));
  // a decade beside a theme of its own look is the theme's era, not Memphis shapes ("retro 80s
  // synthwave" and "retro 80s vaporwave" drew Memphis confetti on navy, no grid, no sun)
  const patternHits = theme?.pattern ? dripped.filter((p) => !(p.value === 'memphis' && DECADES.has(p.phrase))) : dripped;
  const mood: Mood | null = firstOf(tokens, MOODS, 'mood');
  // two-tone by the car's parts: a colour named right before a part ("black roof", "blue
  // bottom half") paints that part (they drew a random pattern, a flask for "bottom")
  const partColour = (words: readonly string[], kind: string): Hex | undefined => {
    for (const w of words) {
      const at = findTokens(tokens, w);
      const c = at >= 0 ? coloursBefore(tokens, mentions, at) : [];
      if (!c.length) continue;
      claim(tokens, at, w.split(' ').length, 'part');
      return bind(c.slice(-1), kind)[0];
    }
    return undefined;
  };
  let roofHex = partColour(['roof', 'hood', 'bonnet', 'top'], 'part:roof');
  const lowerHex = partColour(['bottom half', 'lower half', 'lower body', 'bottom', 'lower', 'sills'], 'part:lower');
  // (a theme's own pattern named as a word is the pattern: "spiderman red and blue web" drew a
  // web badge on a blue car)
  const subjects = findSubjects(tokens).filter((s) => !(theme?.pattern === 'web' && s.icon === 'game-icons:spider-web'));

  // --- colours bound to elements
  const textColour = textHit ? [...coloursAfterIn(tokens, mentions, textHit.end), ...coloursBefore(tokens, mentions, textHit.at)] : [];
  const textHex = textColour.length ? bind(textColour.slice(0, 1), 'text')[0] : null;
  // "huge red letters" after the word: the colour sits before "letters"
  let lettersHex: Hex | null = null;
  if (textHit && !textHex) {
    const li = findTokens(tokens, 'letters', 0, true);
    if (li >= 0) {
      const c = coloursBefore(tokens, mentions, li);
      if (c.length) lettersHex = bind(c.slice(0, 1), 'text')[0];
    }
  }
  // a subject the player gave no colour, in a prompt that names none, takes the colours it is
  // known by (a watermelon red on green)
  const uncoloured = mentions.length === 0 && !flag && !theme && !mood;
  const glowTheme = theme?.pattern && (theme.glow ?? 0) >= 0.5 ? theme : null;
  // a part's colour beside the subject's own ("a white wolf … with blue eyes") outlines it: left
  // over, it scattered copies of the subject in that colour
  const subjectParts: Array<Hex | undefined> = [];
  const closedBy: boolean[] = [];
  const subjectColours = subjects.map((s, k): Hex[] => {
    const after = coloursAfterIn(tokens, mentions, s.end);
    const before = [s.at, ...s.again.map((x) => x.at)].map((at) => coloursBefore(tokens, mentions, at)).find((c) => c.length) ?? [];
    const part = partColours(tokens, mentions, s.end, subjects[k + 1]?.at ?? tokens.length);
    const closing = colourClosing(tokens, mentions, s.end);
    const list = after.length ? after : before.length ? before : closing.length ? closing : part;
    if (list.length && list !== part && part.length) subjectParts[k] = bind(part, `part:${s.word}`)[0];
    closedBy[k] = list === closing && closing.length > 0;
    // a small part's colour alone leaves the subject its own colour ("skull with red eyes" was a
    // red skull): the part's colour outlines it (golden wings or blue scales are most of it)
    const ownColour = knownColours(s.word)?.[0];
    const small = part.length > 0 && SMALL_PARTS.has(tokens[part[0].end + 1]?.w ?? '');
    if (small && list === part && ownColour && distinct(ownColour, part[0].hex)) {
      subjectParts[k] = bind(part, `part:${s.word}`)[0];
      return [ownColour];
    }
    // (a rainbow is the art around a subject of its own colour: "rainbow unicorn" was a red unicorn)
    if (rainbowArt && ownColour) return [ownColour];
    if (list.length) return bind(list, `subject:${s.word}`);
    return uncoloured ? [...(knownColours(s.word) ?? [])] : [];
  });
  // a colour closing a list of subjects is every one's ("hearts and stars pink": the hearts
  // were red, a colour nobody named)
  for (let k = subjects.length - 2; k >= 0; k--) {
    const between = tokens.slice(subjects[k].end + 1, subjects[k + 1].at).map((t) => t.w);
    if (!subjectColours[k].length && closedBy[k + 1] && between.length && between.every((w) => w === 'and' || w === ',')) {
      subjectColours[k] = subjectColours[k + 1];
      closedBy[k] = true;
    }
  }
  const patternColours = patternHits.map((p) => {
    // (glitter is the paint's sparkle: its colour is the car's, "red glitter" a red car)
    if (p.value === 'glitter') return [];
    const before = coloursBefore(tokens, mentions, p.at);
    const after = coloursAfterIn(tokens, mentions, p.at + p.len - 1);
    // ("camo pink": brown woodland camo on a pink car)
    const closing = colourClosing(tokens, mentions, p.at + p.len - 1);
    const list = before.length ? before : after.length ? after : closing;
    return list.length ? bind(list, `pattern:${p.value}`) : [];
  });
  const materialColours = materials.map((m) => {
    const c = coloursBefore(tokens, mentions, m.at);
    return c.length ? bind(c, 'material') : [];
  });
  const explicitBase = baseColours(tokens, mentions);
  let baseHexes = bind(explicitBase, 'base');
  // "blue top, white bottom": the top's colour is the car's, over the lower body
  if (roofHex && lowerHex && !baseHexes.length && !mentions.some((m) => !m.boundTo)) {
    baseHexes = [roofHex];
    roofHex = undefined;
  }

  const named = mentions.map((m) => m.hex);
  const unbound = (): Hex[] => mentions.filter((m) => !m.boundTo).map((m) => m.hex);

  // --- base
  let base: BaseLayer;
  // the car painted as a theme's sky (Theme.fade): what stands in it is a silhouette
  let sky = false;
  const fadeOrSplit = (kind: 'fade' | 'split'): Hex[] => {
    const list = unbound();
    // a fade runs through every colour named for it ("rainbow gradient" was red to orange); a
    // split has two halves
    const most = kind === 'fade' ? 7 : 2;
    const take = list.length >= 2 ? list.slice(0, most) : baseHexes.length >= 2 ? baseHexes.slice(0, 2) : [];
    for (const m of mentions) if (take.includes(m.hex) && !m.boundTo) m.boundTo = kind;
    return take;
  };
  if (flag) {
    base = { kind: 'flag', colors: [...flag.colors], flag: flag.id };
    understood.push(`${flag.id} flag`);
  } else if (fadeAt >= 0 && (unbound().length >= 2 || baseHexes.length >= 2)) {
    let colors = fadeOrSplit('fade');
    const noseAt = findTokens(tokens, 'nose', 0, true);
    const tailAt = findTokens(tokens, 'tail', 0, true);
    if (noseAt >= 0 && tailAt >= 0 && tailAt < noseAt) colors = [...colors].reverse();
    base = { kind: 'fade', colors };
    understood.push('fade nose to tail');
  } else if (splitAt >= 0 && (unbound().length >= 2 || baseHexes.length >= 2)) {
    base = { kind: 'split', colors: fadeOrSplit('split') };
    understood.push('two-colour split');
  } else if (theme?.fade && !mentions.length && patternHits.every((h) => SILHOUETTES.has(h.value))) {
    base = { kind: 'fade', colors: [...theme.fade] };
    sky = true;
    understood.push('fade nose to tail');
  } else if (materials.length > 0) {
    const id = materials[0].value;
    const tint = materialColours[0];
    const own = MATERIAL_COLORS[id];
    let colors = [...own];
    const veinAt = ['veins', 'vein', 'veining', 'streaks', 'grain'].map((w) => findTokens(tokens, w, 0, true)).find((i) => i >= 0) ?? -1;
    const veins = veinAt >= 0 ? coloursBefore(tokens, mentions, veinAt) : [];
    // a marble's colour is its veins', unless its veins are named apart or it is dark: then it is
    // the stone's ("black marble with gold veins" was white marble with gold veins, no black)
    const stone = id === 'marble' && tint.length > 0 && (veins.length > 0 || luma(tint[0]) < 0.25);
    if (tint.length)
      colors =
        id === 'marble'
          ? stone
            ? // (a white stone is the marble's own white)
              [luma(tint[0]) > 0.85 ? own[0] : tint[0], luma(tint[0]) < 0.25 ? own[0] : own[1]]
            : [own[0], tint[0]]
          : [tint[0], adjustHex(tint[0], -0.12), ...own.slice(2)];
    if (veins.length) colors = [colors[0], bind(veins, 'material')[0], ...colors.slice(2)];
    const unb = unbound();
    if (id === 'marble' && !tint.length && !veins.length && unb.length) {
      const c = mentions.find((m) => !m.boundTo && distinct(m.hex, own[0]));
      if (c) colors = [own[0], bind([c], 'material')[0]];
    }
    if (id === 'wood' && has(tokens, ['dark', 'walnut'])) colors = ['#3b2412', '#1e1008', '#5a3a1e'];
    if (id !== 'marble' && !tint.length && baseHexes.length) colors = [baseHexes[0], adjustHex(baseHexes[0], -0.1)];
    base = { kind: 'material', colors, material: id };
    understood.push(`${id} material`);
  } else {
    if (!baseHexes.length) {
      const list = mentions.filter((m) => !m.boundTo);
      // (colours, all light, of a pattern of light: they glow on black)
      const lightOnDark = (hexes: readonly Hex[]): boolean =>
        DARK_GROUND.has(patternHits[0]?.value as PatternId) && hexes.every((h) => luma(h) > 0.25);
      // "in rainbow colours": the rainbow is the art, laid over a dark car, not one of its colours as the car
      if (rainbowArt) baseHexes = [RAINBOW_BASE];
      // (the one colour named in a glowing theme is its light, on the theme's dark: "tron orange"
      // was an orange car with cyan circuits nobody asked for; "lava cracks glowing orange" an
      // orange car with dark cracks, the theme's own pattern named beside it)
      else if (
        list.length === 1 &&
        glowTheme &&
        subjects.length === 0 &&
        patternHits.every((h) => h.value === glowTheme.pattern) &&
        !textHit
      ) {
        // (near black: a storm's navy under "storm orange" is a colour nobody named)
        const dark = darkestOf([...glowTheme.colors]);
        baseHexes = [luma(dark) < 0.08 ? dark : BLACK];
      } else if (
        // neon light in several colours glows on the dark, not on one of its colours ("cyberpunk
        // neon pink and cyan" was a pink car under cyan circuits); a named pattern keeps its own
        // ground (a skyline's sky is the first colour, its glow the second)
        list.length >= 2 &&
        (glowTheme || (mood?.glow ?? 0) >= 0.5) &&
        subjects.length === 0 &&
        patternHits.length === 0 &&
        !textHit &&
        list.every((m) => luma(m.hex) > 0.25 && hexToHsl(m.hex)[1] > 0.5)
      ) {
        const dark = darkestOf([...((glowTheme ?? mood)?.colors ?? [])]);
        baseHexes = [luma(dark) < 0.08 ? dark : BLACK];
      } else if (
        // (a theme's pattern is art as a named one is: "art deco gold and black" is gold art on a
        // black car, not a plain gold car that left the deco out)
        list.length === 1 ||
        (list.length >= 1 && subjects.length === 0 && patternHits.length === 0 && !theme?.pattern && !textHit)
      ) {
        baseHexes = bind([list[0]], 'base');
      } else if (list.length >= 1 && subjects.length === 0 && !textHit && lightOnDark(list.map((m) => m.hex))) {
        // light on the dark: a glitch's colours are the screen's light ("glitch effect cyan and
        // magenta" was a cyan car)
        baseHexes = [BLACK];
      } else if (list.length >= 2 && LIGHT_GROUND.has(patternHits[0]?.value as PatternId) && subjects.length === 0 && !textHit) {
        // a landscape's sky is the lighter colour, the land against it the darker; a hide's
        // coat the lighter, its marks the darker ("tiger stripes orange and black" was a black
        // car with thin orange slivers)
        const lightest = [...list].sort((a, b) => luma(b.hex) - luma(a.hex))[0];
        baseHexes = bind([lightest], 'base');
      } else if (list.length >= 2) {
        // the darker of the unbound colours carries the car, the other the art
        const darkest = [...list].sort((a, b) => luma(a.hex) - luma(b.hex))[0];
        baseHexes = bind([darkest], 'base');
      } else if (subjectColours[0]?.length >= 2) {
        baseHexes = [subjectColours[0][1]];
      } else if (patternColours[0]?.length >= 2) {
        // (a glitch keeps every colour given it as its light, on black)
        baseHexes = [lightOnDark(patternColours[0]) ? BLACK : patternColours[0][0]];
      }
    }
    // a pattern the player coloured ("neon green tiger stripes") goes on black or white, not
    // on its stock colour (an orange car nobody asked for)
    const ownPattern = patternColours[0] ?? [];
    // (a hide's coat is white unless its patches are: "pink cow print" is pink on white)
    const coat = patternHits[0]?.value === 'cowhide' ? 0.75 : 0.3;
    // (a leopard print in one colour is a coat of it: "hot pink leopard print" was pink rims on
    // black; "neon green tiger stripes" stay green stripes, the stripes are what was coloured)
    const hide = patternHits[0]?.value === 'leopard' && ownPattern.length === 1 && subjects.length === 0;
    // (a snake's skin in one colour is scales of it over a deep shade of it: "green python snake
    // skin" was green scales on black)
    const skin =
      patternHits[0]?.value === 'scales' && /skin/.test(patternHits[0].phrase) && ownPattern.length === 1 && subjects.length === 0;
    const patternBase = ownPattern.length
      ? [hide ? ownPattern[0] : skin ? mixHex(ownPattern[0], BLACK, 0.6) : luma(ownPattern[0]) > coat ? BLACK : WHITE]
      : undefined;
    const implied = theme?.colors ?? mood?.colors ?? (patternHits[0] ? (patternBase ?? stockColours(patternHits[0])) : undefined);
    // an implied base never takes the colour a subject was given ("black koi" stays visible);
    // a subject in the only colour named ("green dragon") goes on black, or white if it is dark
    // (lettering too: "team name "VIPERS" in green" came out green on green)
    // (and a stripe's one colour: "a red racing stripe down the middle" was a red car with a
    // white stripe; "red and white racing stripes" stays white stripes on red)
    const own = [
      ...subjectColours.flat(),
      ...[textHex, lettersHex].filter((h): h is Hex => h !== null),
      ...stripeHits.flatMap((s) => (s.colors.length === 1 ? s.colors : [])),
      // (and a trim's: "neon pink outline" was pink lines on a pink car)
      ...(trim && named.includes(trim.color) ? [trim.color] : []),
      // (and a part's: "black roof" alone is a black roof on a car of another colour)
      ...[roofHex, lowerHex].filter((h): h is Hex => h !== undefined),
    ];
    // (nor a colour given to a part of a subject: "black cat with green eyes" was a green car)
    const parts = subjectParts.filter((h): h is Hex => h !== undefined);
    const free = named.filter((h) => [...own, ...parts].every((o) => distinct(h, o)));
    // (a subject in its own colour sits on the ground it is known by: a black widow on the red
    // of its mark, not on white)
    const known = subjects.length ? knownColours(subjects[0].word) : undefined;
    const knownGround = known?.[1] && own[0] === known[0] && distinct(known[1], own[0]) ? known[1] : undefined;
    const fallback: Hex =
      implied?.[0] ??
      (free.length
        ? free[0]
        : own.length
          ? (knownGround ?? groundFor(own[0]))
          : rng.pick(['#14245c', '#0b0b0d', '#8a0a16', '#1f6b34', '#3d1466']));
    const impliedBases = (implied ?? [fallback]).filter((h) => own.every((o) => distinct(h, o)));
    base = {
      kind: 'solid',
      colors: [
        baseHexes[0] ??
          // "cute pink bunny": a pastel car in a tint of the subject's colour, not the mood's baby blue
          (mood?.words.includes('pastel') && !theme && own.length && !free.length ? mixHex(own[0], WHITE, 0.72) : undefined) ??
          (theme?.base && !own.length
            ? theme.base
            : theme || mood
              ? darkestOf(impliedBases.length ? impliedBases : (implied ?? [fallback]))
              : fallback),
      ],
      ...(/\b(matte|matt|satin)\b/i.test(text) ? { matte: true } : {}),
    };
    // a car painted gold is polished gold, not flat paint ("flat mustard, not gold")
    if (!base.matte && GOLDS.has(base.colors[0])) base = { kind: 'material', material: 'gold', colors: [...MATERIAL_COLORS.gold] };
    // rose gold, copper and bronze too, in their own tones ("rose gold" was flat salmon under a
    // hex pattern, "copper" flat orange under a tribal one)
    else if (!base.matte && POLISHED.has(base.colors[0]))
      base = { kind: 'material', material: 'gold', colors: [base.colors[0], adjustHex(base.colors[0], -0.22)] };
  }
  if (base.kind === 'solid') {
    const main = base.colors[0];
    if (roofHex && distinct(roofHex, main)) {
      base = { ...base, roof: roofHex };
      understood.push('two-tone roof');
    }
    if (lowerHex && distinct(lowerHex, main)) {
      base = { ...base, lower: lowerHex };
      understood.push('two-tone lower body');
    }
  }
  const baseMain = base.colors[0];

  // palette of the art: named colours not on the base, then theme colours, then contrast
  // (a theme's or mood's standing off the base: a cartoon's yellow on "bananas on yellow" left
  // them unseen; a colour the player named is theirs wherever it falls)
  const pool = [
    ...[...unbound(), ...named.filter((h) => !base.colors.includes(h))].filter((h) => distinct(h, baseMain)),
    ...[...(theme?.colors ?? []), ...(mood?.colors ?? [])].filter((h) => standsOff(h, baseMain)),
  ];
  // nothing to contrast with: a one-colour prompt gets a tone of its own colour, else black or white
  // (a dark saturated colour brightens in its own hue: a plain lighter tone of dark red is salmon
  // pink, "salmon, not the dark red asked for")
  const [bh, bs, bl] = hexToHsl(baseMain);
  const tone =
    luma(baseMain) <= 0.5 && bs > 0.45
      ? hslToHex([bh, Math.max(bs, 0.75), Math.min(bl + 0.3, 0.55)])
      : adjustHex(baseMain, luma(baseMain) > 0.5 ? -0.38 : 0.4);
  // (a tone of white or black is a grey: "music notes on white" were grey; they take black)
  const chromatic = bs > 0.15 && luma(baseMain) > 0.08 && luma(baseMain) < 0.9;
  const artPool: Hex[] = pool.length ? pool : [named.length === 1 && chromatic && distinct(tone, baseMain) ? tone : contrastOf(baseMain)];
  const fg = artPool[0];
  const second = artPool.find((h) => h !== fg) ?? fg;

  // --- motifs
  const motifs: MotifLayer[] = [];
  const nothingNamed = subjects.length === 0 && !textHit && patternHits.length === 0 && materials.length === 0 && !flag;
  // (a theme named by its thing, `Theme.named`, draws it beside the subjects named too:
  // "samurai mask with pink cherry blossoms" had no blossoms)
  const themedSubjects = nothingNamed
    ? (theme?.subjects ?? (mood?.subject ? [mood.subject] : []))
    : theme?.named
      ? (theme.subjects ?? [])
      : [];
  // (`ends`: the last token of each of the names a player's subject was given)
  const allSubjects: Array<
    IconHit & { colors: Hex[]; ends?: number[]; small?: boolean; part?: Hex; themeKind?: boolean; ablaze?: boolean }
  > = subjects.map((s, k) => ({
    ...s,
    colors: subjectColours[k],
    part: subjectParts[k],
    ends: [s.end, ...s.again.map((x) => x.end)],
    // "a small red rose": small or tiny just before it (a colour may stand between)
    small: askedSmall(tokens, s.at),
    // a theme word right before it names its kind ("ice dragon")
    themeKind: tokens[s.at - 1]?.used === 'theme',
    // set alight: "flaming skull", "skull made of flames", "a wolf on fire" (each drew a plain
    // white badge beside the flames)
    ablaze:
      ['flaming', 'burning', 'fiery', 'blazing'].includes(tokens[s.at - 1]?.w ?? '') ||
      ['made of fire', 'made of flames', 'on fire', 'in flames'].some((w) => findTokens(tokens, w, s.end + 1, true) === s.end + 1),
  }));
  // one subject named twice ("red bull … red charging bull") is drawn once, as its fuller name:
  // it took the flanks and the top as two different bulls
  for (let k = allSubjects.length - 1; k >= 0; k--) {
    const plain = allSubjects[k];
    const fuller = allSubjects.find((o) => o !== plain && o.word.endsWith(` ${plain.word}`));
    if (!fuller) continue;
    if (!fuller.colors.length) fuller.colors = plain.colors;
    fuller.ends = [...(fuller.ends ?? []), ...(plain.ends ?? [])];
    allSubjects.splice(k, 1);
  }
  for (const word of themedSubjects) {
    const hit = findIcon(word);
    if (hit && !allSubjects.some((s) => s.icon === hit.icon)) allSubjects.push({ ...hit, colors: [] });
  }
  // one named subject in a theme's scene: the scene's own subject (the sunset's sun) joins it on the top
  if (theme?.setting && allSubjects.length === 1 && !textHit && !flag) {
    const hit = findIcon(theme.setting);
    // in the theme's other colour (the sunset's pink beside orange palms); a dark one is no
    // light in the sky (a dark purple sun over dark palms): then its own colour, where that shows
    const own = knownColours(theme.setting)?.[0];
    const other = theme.colors.find((h) => distinct(h, baseMain) && distinct(h, fg));
    const colour = other && luma(other) > 0.2 ? other : own && distinct(own, baseMain) && distinct(own, fg) ? own : other;
    if (hit && hit.icon !== allSubjects[0].icon) allSubjects.push({ ...hit, plural: false, colors: colour ? [colour] : [] });
  }
  if (flag?.emblem && !allSubjects.some((s) => s.word === flag.emblem?.word)) {
    const hit = findIcon(flag.emblem.word);
    if (hit) allSubjects.unshift({ ...hit, plural: false, colors: [flag.emblem.color] });
  }
  // a howling-wolf silhouette already stands in its moon: the moon is not drawn twice
  // (the silhouette is the moon, the wolf cut out of it: it takes a colour given to the moon,
  // "at the red moon" drew a grey moon and no red)
  const howl = allSubjects.find((x) => x.icon === 'game-icons:wolf-howl');
  if (howl) {
    for (let k = allSubjects.length - 1; k >= 0; k--) {
      if (!['shape:disc', 'game-icons:moon'].includes(allSubjects[k].icon)) continue;
      if (allSubjects[k].colors.length) howl.colors = allSubjects[k].colors;
      allSubjects.splice(k, 1);
    }
  }
  // (a sunset's sun sets in stripes, as in synthwave)
  const synth = theme && ['synthwave', 'vaporwave', 'sunset'].some((w) => theme.words.includes(w));
  // a theme's colours a second subject may take: where the player named colours, only those or
  // black or white ("halloween green and black" had orange bats nobody asked for)
  const themeArtColours = (theme?.colors ?? []).filter((h) => !named.length || named.includes(h) || luma(h) < 0.08 || luma(h) > 0.92);
  allSubjects.slice(0, 3).forEach((s, k) => {
    let icon = s.icon;
    if (synth && icon === 'game-icons:sun') icon = 'game-icons:striped-sun';
    // (Japan's sun is its red disc: the set's spiky sun on a Japanese design read as a cartoon)
    if (theme?.words.includes('japanese') && icon === 'game-icons:sun') icon = 'shape:disc';
    const own = s.colors[0];
    const themed = k > 0 ? themeArtColours.find((h) => distinct(h, baseMain) && distinct(h, fg)) : undefined;
    // a subject the player left uncoloured, with no named colour left for the art beside the
    // base, takes its own colour where it has one ("snowflakes on ice blue" are white, not a
    // theme's navy)
    const natural = knownColours(s.word)?.[0];
    // (a colour the player gave a pattern is the pattern's alone: "koi fish with blue water" is
    // an orange koi over blue waves)
    // (nor one the player gave another subject: "black cat on purple with moon" drew a black moon)
    const othersOwn = allSubjects.flatMap((o, j) => (j === k ? [] : o.colors));
    const namedArt = named.filter(
      (h) => !base.colors.includes(h) && distinct(h, baseMain) && !patternColours.flat().includes(h) && !othersOwn.includes(h),
    );
    // (on a base of its own colour a light subject takes a pale tint of it: sakura on a pink
    // fade came out black)
    const pale = natural && luma(natural) > 0.5 ? mixHex(natural, WHITE, 0.6) : undefined;
    // (on a pale base of its own colour it takes a deep shade of it: "sakura cherry blossoms on
    // pale pink" came out near-black)
    const [nh, ns] = natural ? hexToHsl(natural) : [0, 0];
    // (a chromatic one: a white subject's deep shade came out red)
    const deep = natural && ns > 0.1 && luma(baseMain) > 0.5 ? hslToHex([nh, Math.max(ns, 0.7), 0.42]) : undefined;
    const naturalColour = namedArt.length
      ? undefined
      : natural && standsOff(natural, baseMain)
        ? natural
        : pale && standsOff(pale, baseMain)
          ? pale
          : deep && standsOff(deep, baseMain)
            ? deep
            : undefined;
    // a theme word naming the subject's kind is its colour ("ice dragon" was the red dragon on
    // ice; fire is a pattern, so "fire wolf" stays a wolf in flames)
    // (colours the player named for the art win: "japanese wave navy and cream" was a red wave)
    // (an occasion's subject keeps its own colour where it has one: "halloween ghosts" were orange)
    const kindOf =
      s.themeKind && !namedArt.length && !(theme?.occasion && naturalColour) ? theme?.colors.find((h) => distinct(h, baseMain)) : undefined;
    // (a second subject white or black by nature stays so beside the colours named for the art:
    // "halloween pumpkins and ghosts orange and purple" drew black ghosts)
    const neutral = k > 0 && natural && hexToHsl(natural)[1] < 0.1 && distinct(natural, baseMain) ? natural : undefined;
    let color: Hex = own ?? kindOf ?? naturalColour ?? neutral ?? themed ?? (k === 0 || named.length > 0 ? fg : second);
    if (flag?.emblem && s.word === flag.emblem.word) color = flag.emblem.color;
    const outline: Hex = s.part ?? (luma(color) > 0.6 ? mixHex(BLACK, baseMain, 0.25) : mixHex(WHITE, baseMain, 0.2));
    // the first subject leads on the flanks, a second one takes the top; plural ones also scatter
    // a creature of fire burns from its named colour at the head to flame at its tail
    // (a rocket blasting off burns at its tail the same way: "no orange, no exhaust")
    // (and a subject the player set alight)
    const fade = (FIERY.has(s.word) || s.ablaze || icon === 'game-icons:rocket-flight') && distinct(color, FLAME) ? FLAME : undefined;
    // "a skull on the hood": that subject goes on the top only
    // (after any of its names: "sharp teeth monster mouth on the front")
    const onTop = (s.ends ?? []).some((end) => placedOn(tokens, end, TOP_WORDS));
    // "a dragon on the sides": that subject stays off the top (it covered the flames asked for
    // on the hood)
    const onSides = !onTop && (s.ends ?? []).some((end) => placedOn(tokens, end, SIDE_WORDS));
    motifs.push({
      motif: { word: s.word, icon, facing: s.facing },
      color,
      outline,
      role: 'hero',
      place: onSides ? 'sides' : k === 0 && !onTop ? 'both' : 'top',
      ...(onTop ? { pinned: true } : {}),
      ...(s.small ? { small: true } : {}),
      fade,
    });
    // (a howling wolf is cut out of its moon: its pack scatters as heads, not as more moons)
    const many = icon === 'game-icons:wolf-howl' ? 'game-icons:wolf-head' : icon;
    if (s.plural) motifs.push({ motif: { word: s.word, icon: many, facing: s.facing }, color, outline, role: 'scatter', place: 'both' });
    understood.push(s.word);
  });
  // a flag emblem on a flag base stays on the top; the sides keep the flag readable
  if (flag?.emblem && motifs[0]) motifs[0].place = 'both';
  // against a theme's sky the subjects the player left uncoloured are silhouettes and its sun is
  // the light low in it (in the sky's own orange and pink they were lost in it)
  if (sky)
    for (const m of motifs)
      if (!allSubjects.find((s) => s.word === m.motif.word)?.colors.length || SKY_LIGHTS.has(m.motif.icon))
        m.color = SKY_LIGHTS.has(m.motif.icon) ? SKY_LIGHT : SILHOUETTE;

  // --- patterns
  const patterns: PatternLayer[] = [];
  // a pattern nobody gave colours takes the theme's colours that are neither the base nor a subject's
  const themeArt = (theme?.colors ?? []).filter((h) => distinct(h, baseMain) && motifs.every((m) => distinct(h, m.color)));
  const seenPatterns = new Set<PatternId>();
  // the player's colours of a pattern, by where it ends in the prompt
  let coloured: { end: number; colors: Hex[] } | null = null;
  patternHits.forEach((p, k) => {
    if (seenPatterns.has(p.value) || seenPatterns.size >= 2) return;
    seenPatterns.add(p.value);
    let colors = patternColours[k];
    // patterns named together ("tribal tattoo flames, black on white") share the colours given
    // (the flames burned in their stock orange)
    if (!colors.length && coloured && p.at - coloured.end <= 2) colors = [...coloured.colors];
    // (carbon is a weave, never painted in a colour meant for something else: "carbon fibre
    // with red pinstripe" wove it red)
    if (!colors.length && p.value !== 'carbon') {
      const unb = unbound().filter((h) => distinct(h, baseMain));
      if (unb.length)
        colors = bind(
          mentions.filter((m) => !m.boundTo && unb.includes(m.hex)),
          `pattern:${p.value}`,
        );
    }
    const playerColoured = colors.length > 0;
    if (playerColoured) coloured = { end: p.at + p.len - 1, colors };
    // a theme that names this very pattern ("desert camo") gives it its palette
    const camo = (id: PatternId | undefined): boolean => id === 'camo' || id === 'pixel-camo';
    const themed = (theme?.pattern === p.value || (camo(theme?.pattern) && camo(p.value))) && themeArt.length > 0;
    if (!colors.length) {
      const defaults = stockColours(p);
      // (carbon's weave is a tone close to its base by nature)
      const own =
        defaults && (NATURAL_PATTERNS.has(p.value) || PHRASE_DEFAULT_COLORS[p.phrase])
          ? defaults.slice(1).filter((h) => p.value === 'carbon' || distinct(h, baseMain))
          : [];
      // (smoke keeps its own greys: as clouds lit from its dark base it was barely there)
      colors =
        p.value === 'clouds' && !PHRASE_DEFAULT_COLORS[p.phrase]
          ? luma(baseMain) > 0.45
            ? [WHITE, baseMain]
            : // (a storm's crests only a little lighter than its sky: lit brighter, "a stormy
              // purple sky" read as "a bright lilac marble, not a dark storm")
              [adjustHex(baseMain, 0.14), adjustHex(baseMain, -0.3)]
          : own.length && !themed
            ? own
            : themeArt.length
              ? themeArt
              : [fg, second];
    }
    if (colors.length >= 2 && !distinct(colors[0], baseMain) && base.kind === 'solid') {
      colors = colors.slice(1);
    }
    // (a landscape under a theme's sky takes that sky: "mountains at night" stood black on a
    // daytime blue)
    const landSky = SILHOUETTES.has(p.value) && !named.length ? theme?.sky : undefined;
    if (base.kind === 'solid' && !explicitBase.length && !named.length && !themed && stockColours(p))
      base.colors = [landSky ?? stockColours(p)?.[0] ?? baseMain];
    if (base.kind === 'solid' && p.value === 'tartan' && colors.length >= 2 && !explicitBase.length) {
      base.colors = [colors[0]];
      colors = colors.slice(1);
    }
    // camo in one colour ("blue digital camo") is tones of it, not one colour on black
    // (not when the base is another colour the player named: "camo pink and black" is pink and black)
    if (
      camo(p.value) &&
      playerColoured &&
      colors.length === 1 &&
      !explicitBase.length &&
      base.kind === 'solid' &&
      !named.includes(base.colors[0])
    ) {
      // (a vivid green camo is a field green, not "bright lime cartoon green rather than military")
      const [hue, sat] = hexToHsl(colors[0]);
      const vivid = has(tokens, ['neon', 'lime', 'bright', 'toxic', 'electric']);
      const c0 = hue >= 80 && hue <= 160 && sat > 0.5 && !vivid ? mixHex(colors[0], '#4b5a2a', 0.5) : colors[0];
      base.colors = [adjustHex(c0, -0.22)];
      // (its deepest blotch a deep shade of it, never pure black)
      colors = [c0, adjustHex(c0, 0.2), mixHex(c0, BLACK, 0.65)];
    } else if (camo(p.value) && colors.length === 1 && base.kind === 'solid') {
      // a two-colour camo gets a third blotch between its two colours
      colors = [colors[0], mixHex(colors[0], baseMain, 0.5)];
    }
    // flames in one colour burn hotter towards their core (one colour shaded darker read as
    // muddy olive tiger stripes): warm colours through hot yellow, cool ones to white
    // (black or white flames stay black or white: a tribal flame)
    if (p.value === 'flames' && colors.length === 1 && hexToHsl(colors[0])[1] >= 0.1) {
      const hue = hexToHsl(colors[0])[0];
      const warm = hue < 70 || hue > 330;
      colors = [colors[0], mixHex(colors[0], warm ? '#ffb020' : '#ffffff', 0.5), mixHex(colors[0], warm ? '#fff2b0' : '#ffffff', 0.8)];
    } else if (p.value === 'flames' && colors.length === 1 && base.kind === 'solid' && hexToHsl(baseMain)[1] > 0.25) {
      // black or white flames on a coloured car: their inner tongues in tones between them and
      // the car (the palette's greys read as "grey streak artefacts" in black flames on red);
      // on black or white they stay one colour, a tribal flame
      colors = [colors[0], mixHex(colors[0], baseMain, 0.4), mixHex(colors[0], baseMain, 0.7)];
    }
    // ("carbon fibre hood", "flames on the hood": the top panels alone; a carbon hood over the
    // whole car was a carbon car)
    const end = p.at + p.len - 1;
    const onTop = placedOn(tokens, end, TOP_WORDS) || TOP_PLACES.includes(tokens[end + 1]?.w ?? '');
    const zone: PatternLayer['zone'] = placedOn(tokens, end, SIDE_WORDS)
      ? 'sides'
      : onTop
        ? 'top'
        : motifs.some((m) => m.role === 'hero') && ['flames', 'scales', 'waves', 'splatter'].includes(p.value)
          ? 'lower'
          : 'full';
    // carbon is a dark weave whatever colour it is given (a "dark blue carbon fibre" came out
    // as a light diamond plate on white)
    if (p.value === 'carbon' && zone !== 'top' && base.kind === 'solid' && !explicitBase.length && luma(base.colors[0]) > 0.15) {
      base.colors = [STOCK_COLORS.carbon?.[0] ?? BLACK];
    }
    // a galaxy is deep space whatever colours it is given ("pink and purple galaxy" painted a
    // pink car with purple specks): the named colours are its nebula
    if (p.value === 'galaxy' && base.kind === 'solid' && !explicitBase.length && luma(base.colors[0]) > 0.15) {
      colors = uniqueHexes([base.colors[0], ...colors]);
      base.colors = [STOCK_COLORS.galaxy?.[0] ?? BLACK];
    }
    // a hide's marks on a coat of their own colour are dark ("hot pink leopard" had white spots)
    if (HIDES.has(p.value) && base.kind === 'solid' && colors.length === 1 && !distinct(colors[0], baseMain))
      colors = [luma(baseMain) < 0.12 ? WHITE : BLACK];
    // a landscape is a silhouette against its sky: the land is the darker colour ("mountains at
    // sunset orange and purple" drew orange peaks on a purple sky, "pine forest at night" white pines)
    // (colours the player named were sorted when the base was chosen)
    // (against a theme's sky, its own silhouette, a forest before a range darker than the range:
    // in the theme's darkest both were lost in a night sky)
    // (on a fade the far range hazes into the sky's middle, not its first colour: into the
    // sunset's gold it came out brown)
    if (SILHOUETTES.has(p.value) && !playerColoured && (landSky || base.kind === 'fade')) {
      const near = landSky ? mixHex(landSky, BLACK, p.value === 'forest' ? 0.82 : 0.6) : p.value === 'forest' ? BLACK : SILHOUETTE;
      colors = landSky ? [near] : [near, mixHex(near, base.colors[Math.floor(base.colors.length / 2)], 0.4)];
    } else if (
      SILHOUETTES.has(p.value) &&
      base.kind === 'solid' &&
      colors.length &&
      luma(colors[0]) > luma(baseMain) + 0.1 &&
      !playerColoured
    )
      colors = [mixHex(baseMain, BLACK, 0.72)];
    patterns.push({ id: p.value, colors, zone });
    understood.push(p.phrase);
  });
  // storm clouds lit by lightning are the sky's dark tones, the light the lightning's alone
  // ("storm clouds with lightning grey and yellow" drew mustard clouds)
  const [cloud, strike] = [patterns.find((p) => p.id === 'clouds'), patterns.find((p) => p.id === 'lightning')];
  if (
    cloud &&
    strike &&
    base.kind === 'solid' &&
    cloud.colors.join() === strike.colors.join() &&
    cloud.colors.every((h) => distinct(h, baseMain))
  )
    cloud.colors = [adjustHex(baseMain, -0.18), adjustHex(baseMain, -0.4)];
  if (
    !patterns.length &&
    theme?.pattern &&
    // (a theme's band low on the sides goes beside its subjects too: a police car's checkers)
    (motifs.length === 0 || BACKDROP_PATTERNS.has(theme.pattern) || theme.zone === 'lower') &&
    (base.kind === 'solid' || sky)
  ) {
    // a backdrop the theme implies takes tones of the base where the player named the colours
    // ("japanese wave, navy and cream" laid a red and black sunburst behind it)
    const backdrop = named.length && motifs.length ? [adjustHex(baseMain, luma(baseMain) > 0.5 ? -0.1 : 0.1)] : null;
    // else in the colours the player named for the art, then the theme's own
    const namedArt = named.filter((h) => distinct(h, baseMain) && motifs.every((m) => distinct(h, m.color)));
    patterns.push({
      id: theme.pattern,
      // (over a theme's pastel sky its own colours were lost in it: white light and a deep tone)
      colors: sky
        ? [WHITE, SKY_DEEP]
        : (backdrop ??
          (namedArt.length
            ? namedArt
            : themeArt.length
              ? themeArt
              : // (a band beside the subjects may share their colour: a police car's white checks)
                theme.zone === 'lower' && theme.colors.some((h) => distinct(h, baseMain))
                ? theme.colors.filter((h) => distinct(h, baseMain))
                : [fg, second])),
      zone: motifs.length || theme.zone === 'lower' ? 'lower' : 'full',
    });
    // (the theme is a word the design understood: "frost" said it understood nothing)
    if (!motifs.length) understood.push(theme.words[0]);
  }
  // a racing flag brings its squares: a checker band low on the flanks in the flag's colour
  // (the flag icon alone, on a plain car, read as "no checkered pattern")
  const flagMotif = motifs.find((m) => m.motif.icon === 'game-icons:checkered-flag');
  if (flagMotif && !patterns.length && base.kind === 'solid') {
    patterns.push({ id: 'checker', colors: [flagMotif.color], zone: 'lower' });
    understood.push('checker');
  }
  // stars in a night sky ("galaxy nebula with stars") are its twinkle, not a badge: they only
  // scatter (a hero star stood on the hood like a sheriff's badge)
  if (patterns.some((p) => p.id === 'galaxy' || p.id === 'stars')) {
    const k = motifs.findIndex((m) => m.role === 'hero' && m.motif.icon === 'shape:star');
    if (k >= 0 && motifs.some((m) => m.role === 'scatter' && m.motif.icon === 'shape:star')) motifs.splice(k, 1);
  }
  // a rainbow subject ("rainbow unicorn") carries the rainbow in bands along the lower flanks:
  // the subject took the first colour alone, a red unicorn on a black car
  if (rainbowArt && !patterns.length && base.kind === 'solid' && motifs.some((m) => m.role === 'hero')) {
    patterns.push({ id: 'diagonal-stripes', colors: mentions.map((m) => m.hex), zone: 'lower' });
  }
  const hero = motifs.find((m) => m.role === 'hero');
  if (hero) {
    dressSubject(hero, motifs, patterns, baseMain);
    // a bald eagle in its own brown and white wears them as the bird does: a brown body under a
    // white top (on a brown car alone three blind reviewers saw "cardboard")
    const white = named.find((h) => luma(h) > 0.85);
    if (hero.skin === 'bald' && base.kind === 'solid' && !base.roof && white && luma(baseMain) < 0.5) base = { ...base, roof: white };
    // a black widow wears its hourglass (the hourglass a part of it, scene/find-elements)
    for (const m of motifs)
      if (m.motif.icon === 'game-icons:spider-alt' && (/widow/.test(m.motif.word) || has(tokens, ['hourglass']))) m.skin = 'widow';
    const setting =
      !patterns.length && base.kind === 'solid' ? subjectSetting(hero, motifs, tokens, { base: baseMain, named, art: fg }) : null;
    if (setting) patterns.push(setting);
    // under a theme's sky the sea is dusk water, its crests lit by the sun
    else if (sky && !patterns.length && settingOf(tokens)?.pattern === 'waves')
      patterns.push({ id: 'waves', colors: [...DUSK_SEA], zone: 'lower' });
  }

  // --- stripes, trim, text
  // a stripe never takes the base's own colour: of the colours given to it, one that shows
  // ("red and white racing stripes" painted red stripes on a red car)
  const stripeColour = (s: (typeof stripeHits)[number]): Hex =>
    s.color && distinct(s.color, baseMain)
      ? s.color
      : (mentions.find((m) => m.boundTo === s.layer.kind && distinct(m.hex, baseMain))?.hex ?? pickStripe(unbound(), fg, baseMain));
  // (each colour given to the stripes shows: "red and blue racing stripes" came out red alone)
  const stripes: StripeLayer[] = stripeHits.map((s) => {
    const color = stripeColour(s);
    const second = s.colors.find((h) => h !== color && distinct(h, baseMain) && distinct(h, color));
    return { ...s.layer, color, ...(second ? { second } : {}) };
  });
  for (const s of stripes) understood.push(`${s.kind} stripe`);
  let textLayer: TextLayer | null = null;
  if (textHit) {
    const color = textHex ?? lettersHex ?? (stripes[0]?.color && distinct(stripes[0].color, fg) ? fg : fg);
    textLayer = {
      ...textHit.layer,
      color,
      panel: textHit.layer.isNumber && !distinct(color, baseMain) ? contrastOf(color) : null,
      ...(has(tokens, BIG_WORDS) ? { huge: true } : {}),
      ...(has(tokens, GRAFFITI_WORDS) ? { style: 'graffiti' as const } : {}),
    };
    understood.push(textHit.layer.isNumber ? `number ${textHit.layer.value}` : `text ${textHit.layer.value}`);
  } else if (theme?.text && !flag && materials.length === 0) {
    textLayer = { value: theme.text, isNumber: false, color: fg, panel: null };
    understood.push(`text ${theme.text}`);
  }
  if (trim) understood.push('trim');

  // a rainbow and nothing else is the car in a rainbow fade nose → tail, in pastel tints of it
  // for "pastel rainbow" (red polka dots on black; a red swoosh on black)
  if (rainbowArt && !motifs.length && !patterns.length && !stripes.length && !textLayer && !trim && base.kind === 'solid') {
    const pastel = mood?.words.includes('pastel') === true;
    base = { kind: 'fade', colors: mentions.map((m) => (pastel ? mixHex(m.hex, WHITE, 0.5) : m.hex)) };
    understood.push('rainbow fade');
  }
  // nothing asked for at all (e.g. "aggressive"): a mood or a seeded pattern, never an empty car;
  // unless plain paint is what was asked ("matte black" drew grey chevrons nobody asked for)
  const plainPaint = !mood && !theme && has(tokens, PLAIN_PAINT);
  if (
    (!motifs.length || (nothingNamed && mood)) &&
    !patterns.length &&
    !stripes.length &&
    !textLayer &&
    base.kind === 'solid' &&
    !trim &&
    !plainPaint &&
    !base.roof &&
    !base.lower
  ) {
    const id: PatternId = mood?.pattern ?? theme?.pattern ?? FALLBACK_PATTERNS[mixSeeds(key, seed) % FALLBACK_PATTERNS.length];
    const livery = mood?.stripes ?? theme?.stripes;
    if (livery) for (const kind of livery) stripes.push({ kind, count: 1, color: fg });
    // colours and nothing else ("red", "black and red", "lambo green"): a livery in them, the
    // car's colour with a band in a tone of it edged in the other colour (a seeded pattern
    // filled the panels with waves or hexagons nobody asked for)
    // (with two colours named the band is the second one: a tone of the first with lines in
    // the second read as "black only as hairlines" on "orange and black")
    else if (named.length && !mood && !theme && !motifs.length)
      stripes.push({ kind: 'swoosh', count: 1, color: fg, ...(named.length > 1 && distinct(fg, baseMain) ? { tone: fg } : {}) });
    else patterns.push({ id, colors: [fg, second], zone: motifs.length ? 'lower' : 'full' });
    if (mood) understood.push(mood.words[0]);
    else if (theme?.stripes) understood.push(theme.words[0]);
  }

  // a pattern the player coloured as the car a theme painted would not show ("taxi yellow
  // checkers" on a taxi-yellow car): it takes the colour that stands out on it
  if (base.kind === 'solid' && !explicitBase.length)
    for (const p of patterns)
      if (p.colors.length && p.colors.every((c) => named.includes(c) && !distinct(c, baseMain))) p.colors = [contrastOf(baseMain)];
  keepOffPatterns(motifs, patterns, [...artPool, ...(mood?.colors ?? []), ...(theme?.colors ?? []), contrastOf(baseMain)], baseMain, named);

  // each leftover named colour still shows: as a second pattern colour or a trim
  const left = unbound();
  const trimLayer = trim;
  const used = (hex: Hex): boolean =>
    base.colors.includes(hex) ||
    // (a rainbow fade is every rainbow colour, in pastel tints too)
    (rainbowArt && base.kind === 'fade') ||
    // (a bald eagle's white is its head and outline)
    motifs.some((m) => m.color === hex || (m.skin === 'bald' && m.outline === hex)) ||
    patterns.some((p) => p.colors.includes(hex)) ||
    stripes.some((x) => x.color === hex) ||
    textLayer?.color === hex ||
    trimLayer?.color === hex;
  for (const hex of flag ? [] : left) {
    if (used(hex)) continue;
    if (patterns[0] && !patterns[0].colors.includes(hex)) patterns[0].colors.push(hex);
    else if (motifs[0] && motifs[0].color !== hex) {
      if (motifs.length < 2 && motifs[0]) motifs.push({ ...motifs[0], role: 'scatter', place: 'both', color: hex });
      else motifs[motifs.length - 1].color = hex;
    } else if (stripes.length === 0) stripes.push({ kind: 'sponsor', count: 2, color: hex });
  }

  // lettering in a named colour also gets a racing-style band in that colour, so the colour reads
  // (huge letters carry their colour themselves: with the bands the car read as "mostly white
  // with thin red stripes")
  // (not sprayed lettering: bands across a graffiti wall read as tape)
  if (
    textLayer &&
    !textLayer.huge &&
    !textLayer.style &&
    !stripes.some((x) => x.kind !== 'pinstripe' && x.color === textLayer?.color) &&
    !flag &&
    base.kind !== 'material'
  ) {
    stripes.push({ kind: 'sponsor', count: 2, color: textLayer.color });
  }

  // a hero on plain paint gets one accent in its own colour that runs nose → tail, so the
  // design reads as a livery (issue 16: accents that follow the car's length)
  // (a pattern zone is the livery already: the swoosh's tone would paint over it)
  if (hero && !stripes.length && base.kind === 'solid' && !patterns.length && trimLayer?.kind !== 'edge') {
    // accents the player named are the livery's accent lines (a bald eagle's are its white:
    // the dark body colour is near the base)
    // (and a part's colour the player named, which outlines the hero: "blue eyes")
    // (never the base's own colour: "skull on black" drew black accents on the black car)
    // (an occasion's subject in its own colour leaves the occasion's colour to the accent:
    // "halloween ghosts" were white on black, no orange anywhere)
    const occasionColour =
      theme?.occasion && !named.length && !theme.colors.includes(hero.color)
        ? theme.colors.find((h) => distinct(h, baseMain) && distinct(h, hero.color))
        : undefined;
    const accent =
      trimLayer?.color ??
      occasionColour ??
      ((hero.skin === 'bald' || named.includes(hero.outline)) && distinct(hero.outline, baseMain) ? hero.outline : hero.color);
    // a black-and-white design ("yin yang in black and white") is two-tone in those two: the
    // livery shape takes the hero's neutral (a light grey tone left the black only in badges)
    const neutral = (h: Hex): boolean => hexToHsl(h)[1] < 0.1 && (luma(h) < 0.12 || luma(h) > 0.88);
    // a hero in a dark tone of the base (a bald eagle's brown body on brown) sits on a lighter
    // tone: on the default darker one it sank ("dark eagle on a dark brown band loses contrast")
    const tone =
      neutral(baseMain) && neutral(hero.color) && named.includes(hero.color) && distinct(hero.color, baseMain)
        ? hero.color
        : distinct(hero.color, liveryTone(baseMain))
          ? undefined
          : adjustHex(baseMain, 0.1);
    stripes.push({ kind: 'swoosh', count: 1, color: accent, ...(tone ? { tone } : {}), ...(trimLayer ? { bold: true } : {}) });
  }

  // "fire and ice, half flames half frost": two looks split between the halves of the car;
  // two looks set against each other with nothing else named are split too ("fire and ice",
  // "fire vs ice" drew the fire alone)
  const looks = base.kind === 'solid' && !textLayer ? twoLooks(tokens, patterns, patternHits) : null;
  // (mountains and a forest are one landscape, the forest before the range: split, each half
  // took a black sky)
  const opposed =
    looks !== null &&
    motifs.length === 0 &&
    !looks.every((l) => SILHOUETTES.has(l.id)) &&
    tokens
      .slice(Math.min(looks[0].at, looks[1].at) + 1, Math.max(looks[0].at, looks[1].at))
      .some((t) => ['and', 'vs', 'versus'].includes(t.w));
  const halves = splitAt >= 0 || opposed ? looks : null;
  if (halves) {
    base = { kind: 'split', colors: [halves[0].base, halves[1].base] };
    patterns.splice(
      0,
      patterns.length,
      ...halves.map((h, k): PatternLayer => ({ id: h.id, colors: h.colors, zone: 'full', half: k ? 'right' : 'left' })),
    );
    // (a livery swoosh is in a tone of one half's colour)
    stripes.splice(0, stripes.length, ...stripes.filter((x) => x.kind !== 'swoosh'));
    understood.push('two-look split');
  }

  const glow = clamp(Math.max(theme?.glow ?? 0, mood?.glow ?? 0, has(tokens, ['neon', 'glowing', 'glow']) ? 0.85 : 0.15), 0, 1);
  const minimal = has(tokens, ['minimal', 'minimalist', 'clean', 'subtle', 'simple']);
  const busy = has(tokens, ['busy', 'dense', 'lots', 'many', 'covered', 'all over', 'maximalist']);
  return {
    version: 2,
    prompt: text,
    seed: seed >>> 0,
    base,
    patterns,
    motifs,
    stripes,
    trim: trimLayer,
    text: textLayer,
    accent: second,
    style: {
      glow,
      grunge: has(tokens, ['grunge', 'grungy', 'distressed', 'worn', 'weathered', 'rusty', 'battle']) ? 0.6 : 0,
      density: clamp((mood?.density ?? 0.55) + (busy ? 0.3 : 0) - (minimal ? 0.3 : 0), 0.1, 1),
      scale: (has(tokens, BIG_WORDS) ? 1.2 : has(tokens, ['small', 'tiny', 'little']) ? 0.75 : 1) * rng.range(0.85, 1.2),
      variant: [rng.next(), rng.next(), rng.next(), rng.next()],
      // (not a pixel camo's: its blocks are its pattern)
      ...(has(tokens, PIXEL_WORDS) && !patterns.some((p) => p.id === 'pixel-camo') ? { pixel: true } : {}),
    },
    layout: { seed: mixSeeds(key, seed, 3), jitter: { seed: 0, amount: 0 } },
    namedColors: uniqueHexes(flag ? [...flag.colors, ...(flag.emblem ? [flag.emblem.color] : [])] : named),
    understood,
  };
}

function darkestOf(list: readonly Hex[]): Hex {
  return [...list].sort((a, b) => luma(a) - luma(b))[0];
}

function pickStripe(unbound: Hex[], fg: Hex, base: Hex): Hex {
  const c = unbound.find((h) => distinct(h, base));
  return c ?? (distinct(fg, base) ? fg : contrastOf(base));
}

function uniqueHexes(list: readonly Hex[]): Hex[] {
  return [...new Set(list)];
}
