import type { MotifId } from '../types';
import { findMotifs } from '../design/parse-prompt';
import { normalizeText } from '../design/text';

export const MAX_PROMPT_LENGTH = 600;

/**
 * Decal guidance in priority order. The vocabulary is chosen so it never adds a motif,
 * colour or style keyword: parsing the improved prompt gives the same design family.
 */
const GUIDANCE: readonly string[] = [
  'Rocket League car decal',
  'crisp readable shapes',
  'artwork runs along the car from nose to tail',
  'mirrored on both flanks',
  'strong value separation between base and artwork',
  'key detail on hood and roof',
  'nothing important across panel seams',
  'game ready 2048 texture',
];

/** Extra motif-aware hint, again free of other motif keywords. */
const MOTIF_HINTS: Partial<Record<MotifId, string>> = {
  flames: 'flames licking back from the front wheel arches',
  lightning: 'jagged bolts crackling from front to rear',
  stripes: 'twin stripes over hood and roof continuing down the flanks',
  camo: 'blotchy pattern in three or four tones',
  hex: 'hexagon cells fading toward the rear',
  carbon: 'fine woven pattern with a satin sheen',
  galaxy: 'deep nebula clouds with scattered bright stars',
  waves: 'sweeping curves flowing toward the rear',
  shards: 'angular facets breaking apart toward the rear',
  tiger: 'sweeping predator stripes across the flanks',
  zebra: 'high contrast organic bands',
  scales: 'overlapping scales flowing from nose to tail',
  circuit: 'traces and nodes branching from the nose',
  splatter: 'energetic paint splashes and drips',
  gradient: 'smooth fade from nose to tail',
  checker: 'chequered blocks fading out toward the front',
  cracks: 'glowing fissures spreading from the front',
  tribal: 'sharp swooping blades along the flanks',
};

function clean(text: string): string {
  let out = '';
  for (const ch of String(text ?? '')) {
    const code = ch.charCodeAt(0);
    out += code < 32 || code === 127 ? ' ' : ch;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/**
 * Built-in, rule-based prompt improver: keeps the user's words, then adds decal-specific
 * guidance in proportion to `styleIntensity` (0–100). Deterministic; ≤ 600 characters.
 */
export function improvePrompt(theme: string, styleIntensity: number): string {
  const cleaned = clean(theme);
  const base = truncateAtWord(cleaned.length > 0 ? cleaned : 'bold abstract design', MAX_PROMPT_LENGTH);
  const intensity = Math.min(100, Math.max(0, Number.isFinite(styleIntensity) ? styleIntensity : 60));
  const hits = findMotifs(normalizeText(base));
  const candidates: string[] = [];
  const hint = hits[0] ? MOTIF_HINTS[hits[0].motif] : undefined;
  const count = Math.round((intensity / 100) * (GUIDANCE.length + (hint ? 1 : 0)));
  const pool = hint ? [GUIDANCE[0], hint, ...GUIDANCE.slice(1)] : [...GUIDANCE];
  const lower = base.toLowerCase();
  for (const g of pool.slice(0, count)) if (!lower.includes(g.toLowerCase())) candidates.push(g);
  if (candidates.length === 0) return base;

  let out = base.replace(/[.!,;:\s]+$/, '');
  let first = true;
  for (const g of candidates) {
    const piece = first ? `. ${g[0].toUpperCase()}${g.slice(1)}` : `, ${g}`;
    if (out.length + piece.length + 1 > MAX_PROMPT_LENGTH) break;
    out += piece;
    first = false;
  }
  return first ? base : `${out}.`;
}
