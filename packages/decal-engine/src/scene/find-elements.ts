import { findIcon, poseVariant, type IconHit } from '../motifs/icon-library';
import { POSE_WORDS, POSES, PREFERRED_ICONS } from '../motifs/synonyms';
import type { Hex } from '../types';
import { bind, coloursBefore, type ColourMention } from './colour-mentions';
import { claim, findTokens, has, type Token } from './tokenize';
import type { StripeLayer, TextLayer, TrimLayer } from './types';
import { COLOR_WORDS } from './words/colors';
import { FLAGS, type FlagDef } from './words/flags';
import { SIDE_PLACES, TOP_PLACES } from './words/places';

/*
 * The element finders of the scene parser: each claims the tokens it understands (text,
 * flags, phrase lists, stripes, trims, subjects) so later finders do not read them again.
 */

/** Multi-word motif names, longest first. */
const KNOWN_PHRASES = Object.keys(PREFERRED_ICONS)
  .filter((k) => k.includes(' '))
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

export function findPhraseList<T>(
  tokens: Token[],
  list: ReadonlyArray<readonly [string, T]>,
  by: string,
): Array<{ at: number; len: number; value: T; phrase: string }> {
  const hits: Array<{ at: number; len: number; value: T; phrase: string }> = [];
  const sorted = [...list].sort((a, b) => b[0].split(' ').length - a[0].split(' ').length);
  for (const [phrase, value] of sorted) {
    const len = phrase.split(' ').length;
    for (let i = findTokens(tokens, phrase); i >= 0; i = findTokens(tokens, phrase, i + len)) {
      claim(tokens, i, len, by);
      hits.push({ at: i, len, value, phrase });
    }
  }
  return hits.sort((a, b) => a.at - b.at);
}

export interface TextHit {
  layer: Omit<TextLayer, 'color' | 'panel'>;
  at: number;
  end: number;
}

/**
 * The lettering a prompt asks for. A number and a word asked for together ("number 23 with the
 * word BEAST") are one run of lettering, the word first: the second was dropped.
 */
export function findText(prompt: string, tokens: Token[]): TextHit | null {
  const first = findOneText(prompt, tokens);
  if (!first) return null;
  const second = findOneText(prompt, tokens, true);
  if (!second || second.layer.isNumber === first.layer.isNumber) return first;
  const [word, num] = first.layer.isNumber ? [second, first] : [first, second];
  const value = `${word.layer.value} ${num.layer.value}`;
  if (value.length > 16) return first;
  return { layer: { value, isNumber: false }, at: Math.min(first.at, second.at), end: Math.max(first.end, second.end) };
}

/** Words that end the lettering after "says" ("says GO in red on the sides"). */
const RUN_STOPS = ['in', 'on', 'with', 'and', 'over', 'along', 'across', 'down'];

/** Words between "text" and the lettering itself ("text that says …"). */
const TEXT_FILLERS = ['that', 'which', 'of', 'is', 'the', 'saying', 'says', 'reads'];

function findOneText(prompt: string, tokens: Token[], again = false): TextHit | null {
  const quoted = again ? null : /["“”]([^"“”]{1,16})["“”]/.exec(prompt);
  if (quoted) {
    const value = quoted[1].trim().toUpperCase();
    const first = value.split(/\s+/)[0]?.toLowerCase();
    const at = first ? Math.max(0, findTokens(tokens, first)) : 0;
    const n = value.split(/\s+/).length;
    if (first) claim(tokens, at, n, 'text');
    return { layer: { value, isNumber: /^\d+$/.test(value) }, at, end: at + n - 1 };
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.used) continue;
    const num = /^#(\d{1,3})$/.exec(t.w);
    if (num) {
      claim(tokens, i, 1, 'text');
      return { layer: { value: num[1], isNumber: true }, at: i, end: i };
    }
    if (['number', 'no', 'num'].includes(t.w) && /^#?\d{1,3}$/.test(tokens[i + 1]?.w ?? '')) {
      claim(tokens, i, 2, 'text');
      return { layer: { value: tokens[i + 1].w.replace('#', ''), isNumber: true }, at: i, end: i + 1 };
    }
    // (a gamer or clan tag is lettering too: "my gamertag xXSniperXx" lettered nothing)
    const tag =
      ['gamertag', 'named', 'called'].includes(t.w) || (t.w === 'tag' && ['gamer', 'clan', 'my'].includes(tokens[i - 1]?.w ?? ''));
    if (
      (tag || ['word', 'text', 'name', 'letters', 'letter', 'initial', 'initials', 'says', 'saying', 'reads'].includes(t.w)) &&
      tokens[i + 1] &&
      !tokens[i + 1].used &&
      // ("text that says GG EZ" lettered THAT: the words after "says" are the lettering)
      !TEXT_FILLERS.includes(tokens[i + 1].w)
    ) {
      const raw = tokens[i + 1].raw;
      if (/^[A-Za-z0-9]{1,12}$/.test(raw)) {
        // a second word in capitals runs on ("GG EZ"), within the lettering's length
        let end = i + 1;
        let value = raw.toUpperCase();
        // (after "says" the words run on to the end of the phrase: "text that says hello world"
        // lettered HELLO and drew a globe)
        const says = ['says', 'saying', 'reads'].includes(t.w);
        for (let next = tokens[end + 1]; next && !next.used; next = tokens[end + 1]) {
          const more = says ? /^[A-Za-z0-9]{1,12}$/.test(next.raw) && !RUN_STOPS.includes(next.w) : /^[A-Z0-9]{1,12}$/.test(next.raw);
          if (!more || value.length + 1 + next.raw.length > 16) break;
          value = `${value} ${next.raw.toUpperCase()}`;
          end++;
          if (!says) break;
        }
        claim(tokens, i, end - i + 1, 'text');
        return { layer: { value, isNumber: /^\d+$/.test(value) }, at: i, end };
      }
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.used) continue;
    // (or put somewhere on the car: "a 13 on the doors" lettered nothing)
    const placed =
      tokens[i + 1]?.w === 'on' && [...SIDE_PLACES, ...TOP_PLACES].includes(tokens[tokens[i + 2]?.w === 'the' ? i + 3 : i + 2]?.w ?? '');
    if (/^\d{1,3}$/.test(t.w) && (placed || ['race', 'number', 'racing'].some((w) => tokens[i + 1]?.w === w || tokens[i - 1]?.w === w))) {
      claim(tokens, i, 1, 'text');
      return { layer: { value: t.w, isNumber: true }, at: i, end: i };
    }
    // an upper-case word the player typed on purpose (GOAL), not a flag code like UK/USA
    if (/^[A-Z]{2,12}$/.test(t.raw) && !['UK', 'USA', 'US'].includes(t.raw)) {
      claim(tokens, i, 1, 'text');
      return { layer: { value: t.raw, isNumber: false }, at: i, end: i };
    }
  }
  return null;
}

/** How a nation's adjective ends (mexican, japanese, irish, french, swiss), not its name. */
const DEMONYM = /(an|ese|ish|ch|ss)$/;
const FLAG_WORDS = ['flag', 'flags', 'colours', 'colors'];

/** Whether the tokens from `at` on begin with a subject (one or two words that find a motif). */
function subjectAfter(tokens: Token[], at: number): boolean {
  const [a, b] = [tokens[at]?.w, tokens[at + 1]?.w];
  return !!a && (findIcon(a) !== null || (!!b && findIcon(`${a} ${b}`) !== null));
}

export function findFlag(tokens: Token[]): FlagDef | null {
  let best: { flag: FlagDef; at: number } | null = null;
  for (const flag of FLAGS) {
    for (const word of [...flag.words].sort((a, b) => b.split(' ').length - a.split(' ').length)) {
      const at = findTokens(tokens, word);
      if (at >= 0 && (!best || at < best.at)) {
        // "japanese" alone is a theme (rising sun), a flag only when "flag" is said
        if (flag.id === 'japan' && !has(tokens, ['flag'])) continue;
        // a country named like a thing is the thing unless a flag is said ("thanksgiving turkey"
        // drew Turkey's flag)
        if (word === 'turkey' && !has(tokens, FLAG_WORDS)) continue;
        if (word === 'chile' && ['pepper', 'peppers'].includes(tokens[at + 1]?.w ?? '')) continue;
        // a colour named after a nation is the colour ("british racing green" drew the Union Jack)
        if (COLOR_WORDS.some((c) => c.phrase.startsWith(`${word} `) && findTokens(tokens, c.phrase) === at)) continue;
        // a nation's adjective before a subject is the subject's style, not its flag ("mexican
        // sugar skull with roses" drew Mexico's flag and eagle) unless a flag is said
        // (the adjective is claimed, so it is no subject of its own either: "american eagle"
        // drew the set's American shield beside the eagle)
        // (or with it, a subject of its own: "german shepherd" is a dog, not Germany's flag)
        if (DEMONYM.test(word) && !has(tokens, FLAG_WORDS) && !!tokens[at + 1] && findIcon(`${word} ${tokens[at + 1].w}`) !== null)
          continue;
        if (word !== flag.words[0] && DEMONYM.test(word) && !has(tokens, FLAG_WORDS) && subjectAfter(tokens, at + 1)) {
          claim(tokens, at, 1, 'style');
          continue;
        }
        best = { flag, at };
        claim(tokens, at, word.split(' ').length, 'flag');
      }
    }
  }
  if (best) {
    for (const w of ['flag', 'colours', 'colors', 'stripes', 'bands']) {
      const i = findTokens(tokens, w);
      if (i >= 0) claim(tokens, i, 1, 'flag');
    }
  }
  return best?.flag ?? null;
}

export function firstOf<T extends { words: readonly string[] }>(tokens: Token[], list: readonly T[], by: string): T | null {
  for (const item of list) {
    for (const w of item.words) {
      const at = findTokens(tokens, w);
      if (at >= 0) {
        claim(tokens, at, w.split(' ').length, by);
        return item;
      }
    }
  }
  return null;
}

/** "pinstripe", "racing stripe", "stripes": stripes with their colour and count. */
export function findStripes(
  tokens: Token[],
  mentions: ColourMention[],
  flag: boolean,
): Array<{ layer: Omit<StripeLayer, 'color'>; color: Hex | null; colors: Hex[] }> {
  const out: Array<{ layer: Omit<StripeLayer, 'color'>; color: Hex | null; colors: Hex[] }> = [];
  const take = (at: number, len: number, kind: StripeLayer['kind'], count: number): void => {
    claim(tokens, at, len, 'stripe');
    const c = coloursBefore(tokens, mentions, at);
    const colors = bind(c, kind);
    out.push({ layer: { kind, count }, color: colors[0] ?? null, colors });
  };
  // (one line is a pinstripe: "minimalist white with a thin red line" drew red lines over
  // every panel)
  for (const w of ['pinstripes', 'pinstripe', 'pin stripes', 'pin stripe', 'pinstriping', 'line']) {
    const at = findTokens(tokens, w);
    // (line art is a drawing's style, not a stripe)
    if (at >= 0 && !(w === 'line' && ['art', 'work', 'drawing'].includes(tokens[at + 1]?.w ?? '')))
      take(at, w.split(' ').length, 'pinstripe', w.endsWith('s') ? 3 : 1);
  }
  // one stripe on the sides is one band along each flank, not a racing stripe over the top
  // ("black with a red stripe on the side" drew it over the hood and roof alone)
  for (const w of ['side stripe', 'stripe']) {
    const at = findTokens(tokens, w);
    if (at < 0) continue;
    const n = w.split(' ').length;
    let k = at + n;
    if (['on', 'along', 'down', 'across'].includes(tokens[k]?.w ?? '')) k++;
    while (['the', 'both', 'each'].includes(tokens[k]?.w ?? '')) k++;
    if (w === 'side stripe' || (k > at + n && SIDE_PLACES.includes(tokens[k]?.w ?? ''))) take(at, n, 'sponsor', 1);
  }
  for (const w of [
    'racing stripes',
    'racing stripe',
    'rally stripes',
    'rally stripe',
    'center stripe',
    'centre stripe',
    'le mans stripes',
    'racing livery',
    'race livery',
    // one stripe named alone runs down the car ("light blue with orange stripe" got two short
    // sponsor bars low on the sides)
    'stripe',
  ]) {
    const at = findTokens(tokens, w);
    if (at < 0) continue;
    const single = ['single', 'one', 'a'].some((s) => tokens[at - 1]?.w === s || tokens[at - 2]?.w === s) || !w.endsWith('s');
    const twin = ['twin', 'double', 'two', 'dual'].some((s) => tokens[at - 1]?.w === s || tokens[at - 2]?.w === s);
    take(at, w.split(' ').length, 'racing', twin ? 2 : single ? 1 : 2);
  }
  if (!flag) {
    for (const w of [
      'sponsor style stripes',
      'sponsor stripes',
      'livery stripes',
      'side stripes',
      'stripes',
      // ("red and white striped" drew a tribal pattern)
      'striped',
      'swoosh',
      'swooshes',
      'bands',
    ]) {
      const at = findTokens(tokens, w);
      if (at >= 0) take(at, w.split(' ').length, 'sponsor', 2);
    }
  }
  return out;
}

/** Chrome as a line's colour: the palette's silver (drawn as polished metal). */
const CHROME_TRIM: Hex = COLOR_WORDS.find((c) => c.phrase === 'silver')?.hex ?? '#c0c6cc';

export function findTrim(tokens: Token[], mentions: ColourMention[]): TrimLayer | null {
  for (const w of ['trim', 'trims', 'accents', 'accent', 'outline', 'outlines', 'edges', 'piping', 'highlights']) {
    const at = findTokens(tokens, w);
    if (at < 0) continue;
    claim(tokens, at, 1, 'trim');
    const c = coloursBefore(tokens, mentions, at);
    const kind = ['accents', 'accent', 'highlights'].includes(w) ? 'accent' : 'edge';
    // "chrome trim" is trim in chrome, not a chrome car with gold trim (the material word is
    // claimed here, before the base looks for a material)
    const before = tokens[at - 1];
    if (!c.length && before && !before.used && before.w === 'chrome') {
      claim(tokens, at - 1, 1, 'trim');
      return { color: CHROME_TRIM, kind };
    }
    return { color: c.length ? bind(c, 'trim')[0] : '#d4a526', kind };
  }
  return null;
}

export interface SubjectHit extends IconHit {
  at: number;
  end: number;
  /** Where the prompt names the same subject again ("ghost pepper red hot chili"): first and last token. */
  again: Array<{ at: number; end: number }>;
}

/** The subject's icon in the pose the prompt names, if the set draws that pose. */
function posed(icon: IconHit, tokens: Token[]): IconHit {
  // a phrase that names its pose ("coiled snake") already has the pick for it
  if (icon.word.includes(' ') && POSE_WORDS.has(icon.word.split(' ')[0])) return icon;
  for (const pose of POSES) {
    if (!has(tokens, pose.words)) continue;
    // (by the subject's word, else by its icon's name: "rocket ship" is drawn by "rocket-flight")
    const variant = poseVariant(icon.word, pose.tokens) ?? poseVariant(icon.icon.replace(/^[a-z-]+:/, ''), pose.tokens);
    if (variant) return { ...variant, word: icon.word, plural: icon.plural };
  }
  return icon;
}

const LETTERING: ReadonlySet<string> = new Set(['letters', 'lettering', 'font', 'writing']);

/**
 * Parts a subject has that are a subject only when nothing comes before them ("cartoon eyes"):
 * "red demon with horns" drew a second subject, bull horns, beside the demon; "cat with pink
 * paws" paw prints.
 */
const OWN_PARTS: ReadonlySet<string> = new Set(['eye', 'eyes', 'horn', 'horns', 'paw', 'paws', 'claws', 'fangs']);

/** Nouns that find a motif, longest phrase first; a phrase already found is not found twice. */
export function findSubjects(tokens: Token[]): SubjectHit[] {
  const found: SubjectHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (const n of [3, 2, 1]) {
      const span = tokens.slice(i, i + n);
      if (span.length < n || span.some((t) => t.used && t.used !== 'colour' && t.used !== 'phrase')) continue;
      if (n === 1 && span[0].used && span[0].used !== 'phrase') continue;
      if (!/^[a-z]+$/.test(span[0].w)) continue;
      const phrase = span.map((t) => t.w).join(' ');
      // eyes after a subject are its eyes ("a wolf with blue eyes"), not eyeballs of their own,
      // and its horns and paws its own
      if (found.length && OWN_PARTS.has(phrase)) continue;
      // (and a spider's hourglass is its mark: "black widow spider with red hourglass" drew a sand timer beside it)
      if (phrase === 'hourglass' && found.some((f) => /spider|widow/.test(f.word))) continue;
      // a word before "letters" is their style, not a subject ("bubble letters DRIFT" drew a
      // speech bubble)
      if (LETTERING.has(tokens[i + n]?.w ?? '')) continue;
      const found0 = findIcon(phrase);
      if (!found0) continue;
      const icon = posed(found0, tokens);
      // a colour word may start a phrase only when the phrase is a known subject ("great white shark")
      if (span.some((t) => t.used === 'colour') && n === 1) continue;
      claim(tokens, i, n, 'subject');
      const next = tokens[i + n]?.w;
      // (a group of them is many: "wolf pack" drew one wolf)
      const plural =
        icon.plural ||
        ['symbols', 'icons', 'logos', 'signs', 'shapes', 'prints', 'pack', 'herd', 'flock', 'swarm', 'school', 'army'].includes(next ?? '');
      const same = found.find((f) => f.icon === icon.icon);
      if (same) same.again.push({ at: i, end: i + n - 1 });
      else found.push({ ...icon, plural, at: i, end: i + n - 1, again: [] });
      i += n - 1;
      break;
    }
  }
  return found;
}

/** Animals whose name alone is also their print ("tiger" is tiger stripes). */
const PRINT_ANIMALS = ['tiger', 'zebra', 'leopard', 'cheetah', 'jaguar'];
/** Words after an animal that place it in front of something: it is the subject, not the print. */
const PLACED = ['over', 'on', 'against', 'across', 'under'];
/** Words before an animal that make it one animal. */
const ONE_OF = ['a', 'an', 'the', 'one'];

/** Words asking for a subject small, as a badge ("a small red rose"): just before it, or a colour between. */
export const SMALL_WORDS: readonly string[] = ['small', 'tiny', 'little', 'mini'];

/** Patterns that are one small badge when asked for small ("a small red rising sun" is Japan's disc, not rays over the car). */
const BADGE_WHEN_SMALL: ReadonlySet<string> = new Set(['rising sun']);

/** Whether a size word asks for the phrase at `at` small. */
export function askedSmall(tokens: readonly Token[], at: number): boolean {
  return tokens.slice(Math.max(0, at - 2), at).some((t) => SMALL_WORDS.includes(t.w));
}

export function claimKnownPhrases(tokens: Token[]): void {
  for (const phrase of KNOWN_PHRASES) {
    const n = phrase.split(' ').length;
    for (let i = findTokens(tokens, phrase); i >= 0; i = findTokens(tokens, phrase, i + n)) {
      if (BADGE_WHEN_SMALL.has(phrase) && !askedSmall(tokens, i)) continue;
      // (a subject naming a pattern's style is the pattern: "candy cane stripes")
      if (['stripes', 'stripe', 'pattern', 'print'].includes(tokens[i + n]?.w ?? '')) continue;
      claim(tokens, i, n, 'phrase');
    }
  }
  // an animal placed in front of something, or one animal, is the animal: "white tiger over
  // hazard stripes" drew tiger stripes and hazard stripes and no tiger ("tiger" alone, "tiger
  // stripes" stay the print)
  tokens.forEach((t, i) => {
    // (only one the motif library can draw: else the print at least shows)
    if (t.used || !PRINT_ANIMALS.includes(t.w) || !findIcon(t.w)) return;
    if (PLACED.includes(tokens[i + 1]?.w ?? '') || ONE_OF.includes(tokens[i - 1]?.w ?? '')) claim(tokens, i, 1, 'phrase');
  });
}
