/** Maximum tags shown on a post card (docs/product-rules.md, Blog). */
export const MAX_CARD_TAGS = 3;
/** How many card images load eagerly (docs/product-rules.md, Blog). */
export const EAGER_IMAGES = 2;

/** Long US date, e.g. "September 14, 2025"; dates are calendar days, so read them in UTC. */
export function formatPostDate(date: string | undefined): string | null {
  if (!date) return null;
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  if (Number.isNaN(d.getTime())) return null;
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The first tags of a card and the "+N more" label for the rest. */
export function summarizeTags(tags: string[] | undefined, max = MAX_CARD_TAGS): { shown: string[]; more: string | null } {
  const list = tags ?? [];
  const rest = list.length - max;
  return { shown: list.slice(0, max), more: rest > 0 ? `+${rest} more` : null };
}
