/** Local storage keys of the Create page, restored on page load (docs/product-rules.md, Create page). */
export const STORAGE_KEYS = {
  prompt: 'create_prompt',
  body: 'create_body',
  finish: 'create_finish',
  chassis: 'create_chassis',
  variants: 'create_variants',
} as const;
