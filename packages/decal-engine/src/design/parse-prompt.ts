import { MOTIFS, type Design, type MotifId } from '../types';
import { clamp } from '../util/color';
import { createRng, hashString, mixSeeds } from '../util/rng';
import { FALLBACK_MOTIFS, MOTIF_WORDS, TEXTURE_MOTIFS } from './motif-words';
import { buildPalette } from './palette-from-prompt';
import {
  BIG_WORDS, DENSITY_HIGH, DENSITY_LOW, GLOW_WORDS, GRUNGE_WORDS, HIGH_CONTRAST, LOW_CONTRAST, OUTLINE_WORDS, SMALL_WORDS,
} from './style-words';
import { countAll, findPhrase, hasAny, normalizeText } from './text';

interface MotifHit {
  motif: MotifId;
  count: number;
  index: number;
}

export function findMotifs(normalized: string): MotifHit[] {
  const hits: MotifHit[] = [];
  for (const motif of MOTIFS) {
    const words = MOTIF_WORDS[motif];
    const count = countAll(normalized, words);
    if (count === 0) continue;
    const index = Math.min(...words.map((w) => findPhrase(normalized, w)).filter((i) => i >= 0));
    hits.push({ motif, count, index });
  }
  return hits.sort((a, b) => b.count - a.count || a.index - b.index);
}

/** Turns a (improved) prompt into a design. Pure and deterministic in (prompt, seed). */
export function parsePrompt(prompt: string, seed: number): Design {
  const raw = String(prompt ?? '');
  const normalized = normalizeText(raw);
  const promptHash = hashString(normalized.trim());
  const rng = createRng(mixSeeds(promptHash, seed));

  const hits = findMotifs(normalized);
  const keywords = hits.map((h) => h.motif as string);
  const motif: MotifId = hits[0]?.motif ?? FALLBACK_MOTIFS[mixSeeds(promptHash, seed, 11) % FALLBACK_MOTIFS.length];
  let secondaryMotif: MotifId | null = hits.find((h) => h.motif !== motif)?.motif ?? null;
  if (!secondaryMotif && rng.chance(0.35)) {
    const options = TEXTURE_MOTIFS.filter((m) => m !== motif);
    secondaryMotif = rng.pick(options);
  }

  const { palette, source, glow: moodGlow } = buildPalette(raw, normalized, rng);

  let density = rng.range(0.45, 0.65);
  if (hasAny(normalized, DENSITY_LOW)) density = rng.range(0.22, 0.35);
  if (hasAny(normalized, DENSITY_HIGH)) density = rng.range(0.8, 0.92);

  let scale = rng.range(0.85, 1.15);
  if (hasAny(normalized, BIG_WORDS)) scale *= 1.45;
  if (hasAny(normalized, SMALL_WORDS)) scale *= 0.7;

  let glow = moodGlow ?? rng.range(0.1, 0.3);
  if (hasAny(normalized, GLOW_WORDS)) glow = Math.max(glow, 0.8);

  let contrast = 0.55;
  if (hasAny(normalized, HIGH_CONTRAST)) contrast = 0.8;
  if (hasAny(normalized, LOW_CONTRAST)) contrast = 0.3;

  let angle = rng.range(-6, 6);
  if (hasAny(normalized, ['diagonal', 'slanted', 'angled', 'tilted'])) angle = 22 * (rng.chance(0.5) ? 1 : -1);

  return {
    version: 1,
    prompt: raw,
    seed: seed >>> 0,
    motif,
    secondaryMotif,
    palette,
    paletteSource: source,
    density: clamp(density, 0.1, 1),
    layout: { seed: mixSeeds(promptHash, seed, 3), scale, offset: rng.next(), angle, jitter: { seed: 0, amount: 0 } },
    style: {
      glow: clamp(glow, 0, 1),
      outline: hasAny(normalized, OUTLINE_WORDS),
      grunge: hasAny(normalized, GRUNGE_WORDS) ? 0.6 : 0,
      contrast,
    },
    params: [rng.next(), rng.next(), rng.next(), rng.next()],
    keywords,
  };
}
