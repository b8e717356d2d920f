import type { Hex } from '../../types';

/** White on the deep sea. */
const DEEP_SEA: readonly Hex[] = ['#f4f4f4', '#0b3a6b'];
/** Black on the deep sea. */
const ORCA: readonly Hex[] = ['#0b0b0d', '#0b3a6b'];
/** White in deep space. */
const IN_SPACE: readonly Hex[] = ['#f4f4f4', '#0a0620'];
/** A gas giant in deep space. */
const PLANET: readonly Hex[] = ['#e3a33b', '#0a0620'];
/** A black ball on the table's green. */
const EIGHT_BALL: readonly Hex[] = ['#0b0b0d', '#1f6b34'];
/** A racing flag's black and white. */
const CHECKERED: readonly Hex[] = ['#f4f4f4', '#0b0b0d'];
/** A burger on dark brown. */
const BURGER: readonly Hex[] = ['#d98a3a', '#2a1808'];
/** Fries in their red box. */
const FRIES: readonly Hex[] = ['#ffc61a', '#c8102e'];
/** A taco shell on dark brown. */
const TACO: readonly Hex[] = ['#f2b431', '#2a1808'];
/** A reef's coral on the sea. */
const CORAL: readonly Hex[] = ['#ff6f5e', '#0b4f8a'];

/**
 * The colours a subject is known by, used only when the player named no colour, theme or mood
 * (a "watermelon" drawn white on a random purple is not a watermelon): the subject's own colour,
 * then, where the subject implies one, the base it sits on. Keyed by the word as the parser
 * finds it (singular); a name of several words not listed takes the first of its words that is
 * ("skeleton hand", "rocket ship": parse-scene's knownColours).
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
  // (a grey wolf: "wolf head with glowing blue eyes" was a blue wolf)
  wolf: ['#c0c6cc'],
  // (a crown on black came out a grey tone of the car)
  crown: ['#d4a526'],
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
  'golden retriever': ['#d9a441'],
  // (glossy black on the red of its mark)
  'black widow': ['#0b0b0d', '#b3121e'],
  'black widow spider': ['#0b0b0d', '#b3121e'],
  // (Japan's: a red disc)
  'rising sun': ['#c8102e'],
  earth: ['#2f8fd8', '#0a0620'],
  'planet earth': ['#2f8fd8', '#0a0620'],
  peacock: ['#0f9e9e', '#0b2a5c'],
  'candy cane': ['#e0202a', '#f4f4f4'],
  snowflake: ['#f4f4f4'],
  smiley: ['#ffd900'],
  'cherry blossom': ['#ff8fc4'],
  'cherry blossom tree': ['#ff8fc4'],
  'cherry blossom branch': ['#ff8fc4'],
  // (jungle green fronds, not white stickers)
  'tropical leaf': ['#2e9e4a', '#0e2a14'],
  'jungle leaf': ['#2e9e4a', '#0e2a14'],
  'palm leaf': ['#2e9e4a', '#0e2a14'],
  monstera: ['#2e9e4a', '#0e2a14'],
  blossom: ['#ff8fc4'],
  sakura: ['#ff8fc4'],
  teeth: ['#f4f4f4', '#9e0b1c'],
  fangs: ['#f4f4f4', '#9e0b1c'],
  'monster mouth': ['#f4f4f4', '#9e0b1c'],
  chili: ['#e0202a'],
  'ghost pepper': ['#e0202a'],
  pumpkin: ['#ff7a1f', '#1a0f24'],
  shark: ['#eef2f5', '#0b3a6b'],
  octopus: ['#8a2be2', '#0b1030'],
  dragon: ['#e0202a', '#0b0b0d'],
  skull: CHECKERED,
  // (bone on the car's black: a grey tone of black read as a dull skeleton)
  skeleton: CHECKERED,
  bone: CHECKERED,
  // a palm is a dark silhouette against the sky (pink palms under a dark purple sun at sunset)
  'palm tree': ['#1a0f24'],
  'fire truck': ['#c8102e'],
  'fire engine': ['#c8102e'],
  // the nazar: deep blue round a white eye
  'evil eye': ['#1446a0', '#19d3c5'],
  panda: CHECKERED,
  penguin: ['#0b0b0d', '#6fc3ff'],
  grass: ['#3a9a4a'],
  moon: ['#e8e8e0', '#0a1030'],
  eagle: ['#7a4a22', '#6fb3ff'],
  pizza: ['#ffc23d', '#b3261e'],
  // sea creatures in the deep sea (a whale's tail was white on a random purple)
  whale: DEEP_SEA,
  orca: ORCA,
  'killer whale': ORCA,
  squid: ['#f4f4f4', '#0b2a5c'],
  // (space things on a random red: "astronaut" was a white helmet on red under stars)
  astronaut: IN_SPACE,
  rocket: IN_SPACE,
  spaceship: IN_SPACE,
  planet: PLANET,
  saturn: PLANET,
  volcano: ['#ff5a00', '#120806'],
  // a black ball on the table's green (it came out red on red: "an 8-ball should be black")
  '8 ball': EIGHT_BALL,
  'eight ball': EIGHT_BALL,
  'magic 8 ball': EIGHT_BALL,
  '8ball': EIGHT_BALL,
  // (alone it came out grey squares on a random green)
  'checkered flag': CHECKERED,
  'chequered flag': CHECKERED,
  'racing flag': CHECKERED,
  'race flag': CHECKERED,
  'soccer ball': ['#f4f4f4', '#1f7a3a'],
  football: ['#f4f4f4', '#1f7a3a'],
  basketball: ['#ff7a1f', '#1a1a1a'],
  'tennis ball': ['#d7f03c', '#1f5c9a'],
  money: ['#85bb65', '#0f3d1f'],
  dollar: ['#85bb65', '#0f3d1f'],
  bitcoin: ['#f7931a', '#14151a'],
  koi: ['#ff7a1f', '#0b2a5c'],
  'koi fish': ['#ff7a1f', '#0b2a5c'],
  bear: ['#7a4a22'],
  pig: ['#ff9fb8'],
  unicorn: ['#f4f4f4', '#7d3cc8'],
  ghost: ['#f4f4f4', '#2a1240'],
  // (a phoenix burns: gold at its head to flame at its tail, parse-scene's FIERY; white, it read
  // as "a pale eagle-like emblem, not fiery")
  phoenix: ['#ffb020', '#1a0a04'],
  mushroom: ['#e0202a', '#f3e8c8'],
  apple: ['#e0202a'],
  donut: ['#ff8fc4', '#5a3016'],
  // (food drawn white on a random purple is no food)
  hamburger: BURGER,
  burger: BURGER,
  fries: FRIES,
  fry: FRIES,
  'french fries': FRIES,
  tacos: TACO,
  taco: TACO,
  beer: ['#f2a900', '#2a1808'],
  // (a reef's coral on the sea, not a coral-coloured car under blue waves)
  'coral reef': CORAL,
  coral: CORAL,
  lightning: ['#ffd900', '#1b2f6b'],
  fire: ['#ff5a00', '#1a0a04'],
  ice: ['#bfefff', '#0d1b2e'],
};
