import type { PatternId } from '../types';

/**
 * Where a named subject lives, as a backdrop pattern behind it when the player named no
 * pattern (a blind review of the dev prompts: "a shark, and nothing oceanic", "a wolf under a
 * full moon, and no night sky"). Words are matched anywhere in the player's prompt, so "ocean
 * blue" also sets the sea.
 */
export const SUBJECT_SETTINGS: ReadonlyArray<{ words: readonly string[]; pattern: PatternId }> = [
  {
    words: [
      'shark',
      'sharks',
      'whale',
      'orca',
      'dolphin',
      'octopus',
      'kraken',
      'squid',
      'mermaid',
      'turtle',
      'seahorse',
      'ocean',
      'sea',
      'underwater',
      'surf',
    ],
    pattern: 'waves',
  },
  {
    words: ['moon', 'night', 'howling', 'howl', 'owl', 'astronaut', 'rocket', 'planet', 'ufo', 'alien', 'crescent', 'starry'],
    pattern: 'stars',
  },
  // sights and arms: a camo field in tones of the base
  { words: ['crosshair', 'crosshairs', 'sniper', 'scope', 'soldier', 'tank', 'grenade', 'commando'], pattern: 'camo' },
  // hazard symbols come with hazard tape
  { words: ['biohazard', 'radioactive', 'toxic', 'hazard', 'nuclear', 'caution', 'warning'], pattern: 'hazard' },
];
