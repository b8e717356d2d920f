/** A word of the prompt: lower-cased `w`, the player's spelling `raw`, and what claimed it. */
export interface Token {
  w: string;
  raw: string;
  used: string | null;
}

/**
 * Splits a prompt into word tokens. Keeps `#` on race numbers and hex codes, drops other
 * punctuation; a comma becomes a `,` token so colour lists and clauses stay apart.
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /#?[A-Za-z0-9]+(?:'[A-Za-z]+)?|,|\./g;
  for (const m of text.matchAll(re)) {
    const raw = m[0];
    out.push({ w: raw.toLowerCase().replace(/'s$/, ''), raw, used: raw === ',' || raw === '.' ? 'punct' : null });
  }
  return out;
}

/** Token index where `phrase` (space separated, lower-case) starts at or after `from`, unused; or -1. */
export function findTokens(tokens: readonly Token[], phrase: string, from = 0, allowUsed = false): number {
  const words = phrase.split(' ');
  for (let i = from; i + words.length <= tokens.length; i++) {
    let ok = true;
    for (let k = 0; k < words.length; k++) {
      const t = tokens[i + k];
      if (t.w !== words[k] || (!allowUsed && t.used)) {
        ok = false;
        break;
      }
    }
    if (ok) return i;
  }
  return -1;
}

export function claim(tokens: Token[], start: number, length: number, by: string): void {
  for (let k = start; k < start + length; k++) tokens[k].used = by;
}

export function has(tokens: readonly Token[], words: readonly string[]): boolean {
  return words.some((w) => findTokens(tokens, w, 0, true) >= 0);
}
