import type { Hex } from '../types';
import { adjustHex, mixHex } from '../util/color';
import { SIDE_PLACES, TOP_PLACES } from './words/places';
import { COLOR_WORDS, DARKER, LIGHTER, RAINBOW } from './words/colors';
import { claim, findTokens, type Token } from './tokenize';

/** A colour the player named, where it was named (token span) and what it was bound to. */
export interface ColourMention {
  start: number;
  end: number;
  hex: Hex;
  family: string;
  /** The element this colour was given to, or null while unbound. */
  boundTo: string | null;
}

const HEX_RE = /^#([0-9a-f]{6}|[0-9a-f]{3})$/;

function familyOfHex(hex: string): string {
  return `hex:${hex}`;
}

/**
 * Names of things that hold a colour word which is no colour there (kept for the subject scan):
 * a golden retriever is a dog ("golden retriever dog" was a gold-leaf car), a black widow a spider.
 */
const NAMES_WITH_COLOUR_WORDS = [
  'ice cream',
  'coral reef',
  'coral reefs',
  'golden retriever',
  'golden retrievers',
  'black widow',
  'black widows',
];

/** Finds every colour phrase (longest first), hex code and "rainbow", and claims its tokens. */
export function findColourMentions(tokens: Token[]): ColourMention[] {
  const mentions: ColourMention[] = [];
  for (const name of NAMES_WITH_COLOUR_WORDS) {
    const n = name.split(' ').length;
    for (let i = findTokens(tokens, name); i >= 0; i = findTokens(tokens, name, i + n)) claim(tokens, i, n, 'phrase');
  }
  tokens.forEach((t, i) => {
    if (!t.used && HEX_RE.test(t.w)) {
      const h = t.w.length === 4 ? `#${t.w[1]}${t.w[1]}${t.w[2]}${t.w[2]}${t.w[3]}${t.w[3]}` : t.w;
      mentions.push({ start: i, end: i, hex: h as Hex, family: familyOfHex(h), boundTo: null });
      claim(tokens, i, 1, 'colour');
    }
  });
  for (const cw of COLOR_WORDS) {
    const n = cw.phrase.split(' ').length;
    for (let i = findTokens(tokens, cw.phrase); i >= 0; i = findTokens(tokens, cw.phrase, i + n)) {
      let start = i;
      let hex = cw.hex;
      // (a finish may stand between the shade and the colour: "dark matte grey" was mid grey)
      const finishBetween = ['matte', 'matt', 'satin', 'gloss', 'glossy', 'metallic', 'pearl'].includes(tokens[i - 1]?.w ?? '');
      const before = finishBetween ? i - 1 : i;
      const prev = tokens[before - 1];
      if (prev && !prev.used && DARKER.includes(prev.w)) {
        hex = adjustHex(hex, -0.16);
        start = before - 1;
      } else if (prev && !prev.used && LIGHTER.includes(prev.w)) {
        hex = adjustHex(hex, 0.16);
        start = before - 1;
      }
      claim(tokens, start, i + n - start, 'colour');
      mentions.push({ start, end: i + n - 1, hex, family: cw.family, boundTo: null });
    }
  }
  // ("colorful paint splatter" was grey splatter: a player saying colourful means many colours)
  for (const word of ['rainbow', 'multicolour', 'multicolor', 'multicoloured', 'multicolored', 'colorful', 'colourful']) {
    const i = findTokens(tokens, word);
    if (i < 0) continue;
    claim(tokens, i, 1, 'colour');
    if (tokens[i + 1]?.w === 'colours' || tokens[i + 1]?.w === 'colors') claim(tokens, i + 1, 1, 'colour');
    RAINBOW.forEach((hex, k) => mentions.push({ start: i, end: i, hex, family: `rainbow${k}`, boundTo: null }));
  }
  mentions.sort((a, b) => a.start - b.start);
  // a shade followed by its family's word is one colour ("mint green", "crimson red", "teal
  // blue"), not two: the named shade stands; so is a shade named as an adjective before a
  // plain hue word ("sandy yellow", "salmon pink"), which no player means as two colours
  return mentions.filter((m, k) => {
    const prev = mentions[k - 1];
    if (!prev || prev.end + 1 !== m.start || m.start !== m.end) return true;
    const word = tokens[m.start].w;
    if (ADJECTIVE_SHADES.has(tokens[prev.end].w) && HUE_WORDS.has(word)) {
      // the tinted hue: half way between the shade and the hue, called by the hue's name
      prev.hex = mixHex(prev.hex, m.hex, 0.5);
      prev.family = m.family;
      prev.end = m.end;
      return false;
    }
    if (word !== prev.family || prev.family === tokens[prev.end].w) return true;
    // (the shade's mention ends at its family word: "emerald green dragon scales" left the
    // scales their stock red, the word between them and the shade)
    prev.end = m.end;
    return false;
  });
}

/** Shades that, written before a hue word, only tint it. */
const ADJECTIVE_SHADES = new Set(['sandy', 'golden', 'salmon', 'mustard', 'lemon', 'ochre', 'sand', 'caramel', 'champagne']);
const HUE_WORDS = new Set(['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'brown', 'grey', 'gray', 'white']);

const LINKS = new Set(['and', ',', '&', 'with']);
const FILLERS = new Set([
  'hot',
  'huge',
  'big',
  'bold',
  'large',
  'small',
  'thin',
  'thick',
  'bright',
  'shiny',
  'glowing',
  // ("red neon outline": red was left over as stripes, and the outline took a default gold)
  'neon',
  'giant',
  'tiny',
  'single',
  'a',
  'an',
  'some',
  // a mood or a theme word between a colour and its subject ("neon green toxic skull" was a
  // neon green car under a black skull)
  'toxic',
  'radioactive',
  'evil',
  'angry',
  'scary',
  'spooky',
  'cute',
  'fierce',
  'menacing',
  'little',
  'flaming',
  'burning',
]);

/** The chain of unbound colours that ends just before token `at` ("red and black tartan"). */
export function coloursBefore(tokens: readonly Token[], mentions: ColourMention[], at: number): ColourMention[] {
  const out: ColourMention[] = [];
  let i = at - 1;
  while (i >= 0 && FILLERS.has(tokens[i].w)) i--;
  for (;;) {
    const m = mentions.find((x) => x.end === i && !x.boundTo);
    if (!m) break;
    out.unshift(...mentions.filter((x) => x.end === i && !x.boundTo));
    i = m.start - 1;
    if (i >= 0 && (tokens[i].w === 'and' || tokens[i].w === ',' || tokens[i].w === '&')) i--;
    else break;
  }
  return out;
}

/** Where on the car a player puts something ("on the doors"). */
const PLACES: ReadonlySet<string> = new Set([...SIDE_PLACES, ...TOP_PLACES, 'top']);

/** Colours given as "in <colours>" within a few tokens after token `at` ("number 7 in gold"). */
export function coloursAfterIn(tokens: readonly Token[], mentions: ColourMention[], at: number): ColourMention[] {
  // (past where it goes: "the number 88 on the doors in white")
  let from = at;
  if (['on', 'along', 'down'].includes(tokens[at + 1]?.w ?? '')) {
    let k = at + 2;
    while (['the', 'both', 'each'].includes(tokens[k]?.w ?? '')) k++;
    if (PLACES.has(tokens[k]?.w ?? '')) from = k;
  }
  for (let i = from + 1; i <= from + 2 && i < tokens.length; i++) {
    if (tokens[i].w !== 'in') continue;
    let j = i + 1;
    while (j < tokens.length && FILLERS.has(tokens[j].w)) j++;
    const out: ColourMention[] = [];
    for (;;) {
      const group = mentions.filter((x) => x.start === j && !x.boundTo);
      if (group.length === 0) break;
      out.push(...group);
      j = group[0].end + 1;
      if (j < tokens.length && LINKS.has(tokens[j].w) && tokens[j].w !== 'with') j++;
      else break;
    }
    // colours before a pattern or a material are that one's ("koi fish in blue water": the
    // water is blue, the koi keeps its own colours)
    const next = tokens[(out[out.length - 1]?.end ?? -2) + 1]?.used;
    if (next === 'pattern' || next === 'material') return [];
    return out;
  }
  return [];
}

/**
 * One colour that ends the prompt right after token `at` ("frog green", "tiger face orange"):
 * the subject's (taken as the car's, the frog was a pale tint on a green car).
 */
export function colourClosing(tokens: readonly Token[], mentions: ColourMention[], at: number): ColourMention[] {
  const group = mentions.filter((x) => x.start === at + 1 && !x.boundTo);
  // (one word: "shark ocean blue" keeps its ocean for the car)
  const [m] = group;
  // (the player's sentence ends there: the improver's layout guidance may follow it)
  const closes = m?.end === tokens.length - 1 || tokens[(m?.end ?? 0) + 1]?.w === '.';
  return group.length === 1 && m.start === m.end && closes && mentions.length === 1 ? group : [];
}

/** Parts of a subject too small to be its colour ("skull with red eyes" is a white skull). */
export const SMALL_PARTS: ReadonlySet<string> = new Set([
  'eyes',
  'eye',
  'teeth',
  'fangs',
  'claws',
  'talons',
  'beak',
  'horns',
  'tongue',
  'paws',
  'paw',
  // (a black widow's mark)
  'hourglass',
]);

/** Parts of a subject a player may colour ("an owl with glowing yellow eyes"); wings or scales are most of it. */
const PARTS: ReadonlySet<string> = new Set([...SMALL_PARTS, 'wings', 'mane', 'scales', 'fins', 'feathers', 'stripes']);

/**
 * A colour the player gave a part of the subject, between the subject and `until` ("owl with
 * glowing yellow eyes"): it colours the subject's art, it does not paint the car.
 */
export function partColours(tokens: readonly Token[], mentions: ColourMention[], from: number, until: number): ColourMention[] {
  const m = mentions.find((x) => x.start > from && x.end < until && !x.boundTo && PARTS.has(tokens[x.end + 1]?.w ?? ''));
  return m ? [m] : [];
}

/** Colours after "on" / "over" / "background" ("hearts on cherry red"). */
export function baseColours(tokens: readonly Token[], mentions: ColourMention[]): ColourMention[] {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].w;
    if (w !== 'on' && w !== 'over' && w !== 'against') continue;
    let j = i + 1;
    while (j < tokens.length && ['a', 'an', 'the', 'plain', 'solid', 'matte', 'glossy'].includes(tokens[j].w)) j++;
    while (j < tokens.length && FILLERS.has(tokens[j].w)) j++;
    const first = mentions.find((m) => m.start === j && !m.boundTo);
    if (!first) continue;
    const out = [first];
    const next = first.end + 1;
    if (tokens[next]?.w === 'and') {
      const second = mentions.find((m) => m.start === next + 1 && !m.boundTo);
      if (second) out.push(second);
    }
    return out;
  }
  // "<colour> sky / background / base / body"
  for (const m of mentions) {
    const next = tokens[m.end + 1]?.w;
    if (!m.boundTo && next && ['sky', 'background', 'base', 'body', 'backdrop'].includes(next)) return [m];
  }
  return [];
}

export function bind(list: readonly ColourMention[], to: string): Hex[] {
  for (const m of list) m.boundTo = to;
  return list.map((m) => m.hex);
}
