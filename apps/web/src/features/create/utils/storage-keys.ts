/** Local storage keys of the Create page (spec §3), restored on page load. */
export const STORAGE_KEYS = {
  prompt: 'create_prompt',
  body: 'create_body',
  finish: 'create_finish',
  chassis: 'create_chassis',
  variants: 'create_variants',
} as const;
