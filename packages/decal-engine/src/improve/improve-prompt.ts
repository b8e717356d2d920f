export const MAX_PROMPT_LENGTH = 600;

/**
 * Marks where the built-in improver's layout notes start. The scene parser reads only the
 * player's words before it, so the notes can never add a subject, colour or pattern
 * (issue 16: the improver keeps the player's subject and adds layout guidance only).
 */
export const LAYOUT_MARKER = 'Layout:';

/** Layout guidance in priority order: composition only, no motif, colour or pattern words. */
const GUIDANCE: readonly string[] = [
  'Rocket League car decal',
  'the subject large and crisp on both flanks and the hood',
  'facing the nose on both sides',
  'strong contrast between the base and the artwork',
  'secondary details placed with intent, not as wallpaper',
  'nothing important across panel seams',
  'game ready 2048 texture',
];

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
 * Built-in, rule-based prompt improver: keeps the player's words verbatim, then adds layout
 * guidance after `Layout:` in proportion to `styleIntensity` (0–100). Deterministic; ≤ 600
 * characters.
 */
export function improvePrompt(theme: string, styleIntensity: number): string {
  const cleaned = clean(theme);
  const base = truncateAtWord(cleaned.length > 0 ? cleaned : 'bold abstract design', MAX_PROMPT_LENGTH);
  if (base.toLowerCase().includes(LAYOUT_MARKER.toLowerCase())) return base;
  const intensity = Math.min(100, Math.max(0, Number.isFinite(styleIntensity) ? styleIntensity : 60));
  const count = Math.round((intensity / 100) * GUIDANCE.length);
  if (count === 0) return base;
  let out = `${base.replace(/[.!,;:\s]+$/, '')}. ${LAYOUT_MARKER}`;
  let first = true;
  for (const g of GUIDANCE.slice(0, count)) {
    const piece = `${first ? ' ' : ', '}${g}`;
    if (out.length + piece.length + 1 > MAX_PROMPT_LENGTH) break;
    out += piece;
    first = false;
  }
  return first ? base : `${out}.`;
}
