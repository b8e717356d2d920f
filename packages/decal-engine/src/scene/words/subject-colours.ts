import type { Hex } from '../../types';

/**
 * The colours a subject is known by, used only when the player named no colour, theme or mood
 * (a "watermelon" drawn white on a random purple is not a watermelon): the subject's own colour,
 * then, where the subject implies one, the base it sits on. Keyed by the word as the parser
 * finds it (singular).
 */
export const SUBJECT_COLOURS: Readonly<Record<string, readonly Hex[]>> = {
  watermelon: ['#e8384f', '#1f7a3a'],
  strawberry: ['#e0202a', '#1f7a3a'],
  cherry: ['#c8102e'],
  banana: ['#ffd23f'],
  lemon: ['#ffe135'],
  pineapple: ['#ffd23f', '#1f7a3a'],
  cactus: ['#3a9a4a'],
  sunflower: ['#ffc61a', '#1f7a3a'],
  rose: ['#e0202a'],
  flamingo: ['#ff6fa8'],
  lion: ['#d4a526'],
  tiger: ['#ff8a1f', '#0b0b0d'],
  fox: ['#ff7a1f'],
  frog: ['#39b54a'],
  bee: ['#ffd23f', '#0b0b0d'],
  ladybug: ['#e0202a', '#0b0b0d'],
  dolphin: ['#6fa8dc', '#0b2a5c'],
  alien: ['#39ff14', '#0b0b0d'],
  zombie: ['#6abf4b'],
  heart: ['#e0202a'],
  clover: ['#1f9a3a'],
  shamrock: ['#1f9a3a'],
  sun: ['#ffb01f'],
  snowflake: ['#f4f4f4'],
  smiley: ['#ffd900'],
  'cherry blossom': ['#ff8fc4'],
  blossom: ['#ff8fc4'],
};
