import type { Design, Hex, Palette } from '../types';
import { adjustHex, hexToHsl, hslToHex, luma, mixHex, rgbDistance, hexToRgb } from '../util/color';
import type { Rng } from '../util/rng';
import { COLOR_WORDS } from './color-words';
import { MOODS, type Mood } from './moods';
import { findPhrase, hasAny } from './text';
import { DARK_WORDS, LIGHT_WORDS } from './style-words';

const NEGATIONS = new Set(['no', 'not', 'without', 'non']);

interface Found {
  index: number;
  hex: Hex;
}

/** Colours named in the prompt, in order of appearance, de-duplicated. */
export function extractColors(raw: string, normalized: string): Hex[] {
  const found: Found[] = [];
  const hexRe = /#([0-9a-f]{6}|[0-9a-f]{3})\b/gi;
  for (const m of raw.matchAll(hexRe)) {
    const h = m[1].toLowerCase();
    const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
    // approximate position in the normalised text
    const idx = normalized.indexOf(`#${h}`);
    found.push({ index: idx >= 0 ? idx : (m.index ?? 0), hex: `#${full}` });
  }
  const taken: Array<[number, number]> = [];
  for (const [word, hex] of COLOR_WORDS) {
    let i = normalized.indexOf(` ${word} `);
    while (i >= 0) {
      const start = i + 1;
      const end = start + word.length;
      const overlaps = taken.some(([a, b]) => start < b && end > a);
      const before = normalized.slice(0, i).trim().split(' ').pop() ?? '';
      if (!overlaps && !NEGATIONS.has(before)) {
        taken.push([start, end]);
        let h: Hex = hex;
        if (before === 'dark' || before === 'deep') h = adjustHex(h, -0.18);
        else if (before === 'light' || before === 'pale') h = adjustHex(h, 0.18, -0.1);
        else if (before === 'neon' || before === 'electric') h = adjustHex(h, 0.02, 0.3);
        found.push({ index: i, hex: h });
      }
      i = normalized.indexOf(` ${word} `, i + 1);
    }
  }
  found.sort((a, b) => a.index - b.index);
  const out: Hex[] = [];
  for (const f of found) {
    if (!out.some((h) => rgbDistance(hexToRgb(h), hexToRgb(f.hex)) < 20)) out.push(f.hex);
  }
  return out;
}

export function findMood(normalized: string): Mood | undefined {
  let best: { mood: Mood; index: number } | undefined;
  for (const mood of MOODS) {
    for (const w of mood.words) {
      const i = findPhrase(normalized, w);
      if (i >= 0 && (!best || i < best.index)) best = { mood, index: i };
    }
  }
  return best?.mood;
}

function contrastOn(base: Hex): Hex {
  return luma(base) > 0.55 ? '#111114' : '#f4f4f4';
}

/** A brighter, slightly warmer (or, for light colours, deeper) partner of a colour. */
function companion(c: Hex): Hex {
  return luma(c) > 0.62 ? adjustHex(c, -0.2, 0, -10) : adjustHex(c, 0.14, 0.05, 16);
}

function seededPalette(rng: Rng, normalized: string): Palette {
  const hue = rng.range(0, 360);
  const scheme = rng.int(0, 3);
  const second = scheme === 0 ? hue + 180 : scheme === 1 ? hue + 35 : scheme === 2 ? hue + 120 : hue - 150;
  const darkBase = hasAny(normalized, LIGHT_WORDS) ? false : hasAny(normalized, DARK_WORDS) || rng.chance(0.75);
  const base = darkBase ? hslToHex([hue + rng.range(-20, 20), 0.35, 0.07]) : hslToHex([hue, 0.25, 0.92]);
  const primary = hslToHex([hue, rng.range(0.8, 1), darkBase ? 0.55 : 0.45]);
  const secondary = hslToHex([second, rng.range(0.7, 0.95), darkBase ? 0.45 : 0.35]);
  const accent = rng.chance(0.5) ? contrastOn(base) : hslToHex([second + 180, 0.9, 0.65]);
  return { base, primary, secondary, accent };
}

/**
 * Builds the palette: named colours are used literally (the first dark one becomes the
 * base), gaps are filled from the prompt's mood or, failing that, from the seed.
 */
export function buildPalette(raw: string, normalized: string, rng: Rng): { palette: Palette; source: Design['paletteSource']; glow?: number } {
  const colors = extractColors(raw, normalized);
  const mood = findMood(normalized);
  const moodPalette: Palette | undefined = mood
    ? { base: mood.palette[0], primary: mood.palette[1], secondary: mood.palette[2], accent: mood.palette[3] }
    : undefined;
  if (colors.length === 0) {
    if (moodPalette) return { palette: moodPalette, source: 'mood', glow: mood?.glow };
    return { palette: seededPalette(rng, normalized), source: 'seeded' };
  }
  const fallback = moodPalette ?? seededPalette(rng, normalized);
  if (colors.length === 1) {
    const c = colors[0];
    const [h, s] = hexToHsl(c);
    if (luma(c) < 0.18) {
      // "black ..." → black body, colourful motif from the mood/seed
      return { palette: { base: c, primary: fallback.primary, secondary: fallback.secondary, accent: fallback.accent }, source: 'explicit', glow: mood?.glow };
    }
    if (luma(c) > 0.85 && s < 0.25) {
      return { palette: { base: c, primary: fallback.primary === c ? '#111114' : fallback.primary, secondary: fallback.secondary, accent: '#111114' }, source: 'explicit' };
    }
    const base = moodPalette && luma(moodPalette.base) < 0.2 ? moodPalette.base : hslToHex([h, Math.min(0.5, s), 0.07]);
    return {
      palette: { base, primary: c, secondary: companion(c), accent: moodPalette?.accent ?? mixHex(c, '#ffffff', 0.6) },
      source: 'explicit',
      glow: mood?.glow,
    };
  }
  let baseIdx = colors.findIndex((c) => luma(c) < 0.2);
  if (baseIdx < 0) baseIdx = 0;
  const base = colors[baseIdx];
  const rest = colors.filter((_, i) => i !== baseIdx);
  const primary = rest[0];
  const secondary = rest[1] ?? companion(primary);
  const accent = rest[2] ?? (rest[1] ? contrastOn(base) : mixHex(primary, contrastOn(base), 0.6));
  return { palette: { base, primary, secondary, accent }, source: 'explicit', glow: mood?.glow };
}
