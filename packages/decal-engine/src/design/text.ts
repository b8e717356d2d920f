/** Lower-cases and normalises a prompt to single-spaced words (keeps `#hex` tokens). */
export function normalizeText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9#\s-]+/g, ' ')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Position of a whole-word phrase in normalised text, or -1. */
export function findPhrase(normalized: string, phrase: string): number {
  return normalized.indexOf(` ${phrase} `);
}

export function hasAny(normalized: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => findPhrase(normalized, p) >= 0);
}

export function countAll(normalized: string, phrases: readonly string[]): number {
  let n = 0;
  for (const p of phrases) {
    let i = normalized.indexOf(` ${p} `);
    while (i >= 0) {
      n++;
      i = normalized.indexOf(` ${p} `, i + 1);
    }
  }
  return n;
}
