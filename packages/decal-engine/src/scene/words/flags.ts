import type { Hex } from '../../types';

/**
 * National flags as layouts the composer knows how to lay along a car. Colours are the
 * flags' own; `emblem` is a motif drawn on top (maple leaf, crescent...).
 */
export type FlagLayout = 'hbands' | 'vbands' | 'nordic' | 'union-jack' | 'stars-stripes' | 'brazil' | 'saltire' | 'cross';

export interface FlagDef {
  id: string;
  words: readonly string[];
  layout: FlagLayout;
  /** Bands (in order top→bottom or nose→tail), or field + charge colours for other layouts. */
  colors: readonly Hex[];
  /** Relative band sizes (default equal). */
  weights?: readonly number[];
  emblem?: { word: string; color: Hex };
}

const RED = '#d52b1e';
const WHITE = '#f6f6f6';

export const FLAGS: readonly FlagDef[] = [
  {
    id: 'canada',
    words: ['canada', 'canadian'],
    layout: 'vbands',
    colors: [RED, WHITE, RED],
    weights: [1, 2, 1],
    emblem: { word: 'maple leaf', color: RED },
  },
  // (the flag's Gold a shade deeper than its print value #ffce00, which read as "lemon yellow, not gold")
  { id: 'germany', words: ['germany', 'german'], layout: 'hbands', colors: ['#0b0b0d', '#dd0000', '#f2b705'] },
  { id: 'brazil', words: ['brazil', 'brazilian', 'brasil'], layout: 'brazil', colors: ['#009c3b', '#ffdf00', '#002776', WHITE] },
  {
    id: 'uk',
    words: ['union jack', 'uk', 'united kingdom', 'british', 'britain', 'great britain'],
    layout: 'union-jack',
    colors: ['#012169', WHITE, '#c8102e'],
  },
  {
    id: 'usa',
    words: ['usa', 'america', 'american', 'united states', 'stars and stripes'],
    layout: 'stars-stripes',
    colors: ['#b22234', WHITE, '#3c3b6e'],
  },
  { id: 'france', words: ['france', 'french'], layout: 'vbands', colors: ['#0055a4', WHITE, '#ef4135'] },
  { id: 'italy', words: ['italy', 'italian'], layout: 'vbands', colors: ['#009246', WHITE, '#ce2b37'] },
  { id: 'ireland', words: ['ireland', 'irish'], layout: 'vbands', colors: ['#169b62', WHITE, '#ff883e'] },
  { id: 'belgium', words: ['belgium', 'belgian'], layout: 'vbands', colors: ['#0b0b0d', '#fdda24', '#ef3340'] },
  // (without its eagle the flag is Italy's)
  {
    id: 'mexico',
    words: ['mexico', 'mexican'],
    layout: 'vbands',
    colors: ['#006847', WHITE, '#ce1126'],
    emblem: { word: 'eagle emblem', color: '#8c5a2b' },
  },
  { id: 'china', words: ['china', 'chinese flag'], layout: 'hbands', colors: ['#de2910'], emblem: { word: 'star', color: '#ffde00' } },
  { id: 'vietnam', words: ['vietnam', 'vietnamese'], layout: 'hbands', colors: ['#da251d'], emblem: { word: 'star', color: '#ffcd00' } },
  // the rainbow flag: six bands running nose → tail ("rainbow pride stripes" drew one red stripe
  // on a black car)
  {
    id: 'pride',
    words: ['pride', 'rainbow flag', 'lgbt', 'lgbtq', 'rainbow stripes', 'rainbow bands'],
    layout: 'hbands',
    colors: ['#e40303', '#ff8c00', '#ffed00', '#008026', '#004dff', '#750787'],
  },
  { id: 'netherlands', words: ['netherlands', 'dutch', 'holland'], layout: 'hbands', colors: ['#ae1c28', WHITE, '#21468b'] },
  { id: 'russia', words: ['russia', 'russian'], layout: 'hbands', colors: [WHITE, '#0039a6', '#d52b1e'] },
  { id: 'spain', words: ['spain', 'spanish'], layout: 'hbands', colors: ['#aa151b', '#f1bf00', '#aa151b'], weights: [1, 2, 1] },
  {
    id: 'argentina',
    words: ['argentina', 'argentinian', 'argentine'],
    layout: 'hbands',
    colors: ['#74acdf', WHITE, '#74acdf'],
    emblem: { word: 'sun', color: '#f6b40e' },
  },
  { id: 'ukraine', words: ['ukraine', 'ukrainian'], layout: 'hbands', colors: ['#0057b7', '#ffd700'] },
  { id: 'poland', words: ['poland', 'polish'], layout: 'hbands', colors: [WHITE, '#dc143c'] },
  { id: 'austria', words: ['austria', 'austrian'], layout: 'hbands', colors: ['#ed2939', WHITE, '#ed2939'] },
  { id: 'colombia', words: ['colombia', 'colombian'], layout: 'hbands', colors: ['#fcd116', '#003893', '#ce1126'], weights: [2, 1, 1] },
  { id: 'sweden', words: ['sweden', 'swedish'], layout: 'nordic', colors: ['#006aa7', '#fecc00'] },
  { id: 'norway', words: ['norway', 'norwegian'], layout: 'nordic', colors: ['#ba0c2f', WHITE, '#00205b'] },
  { id: 'denmark', words: ['denmark', 'danish'], layout: 'nordic', colors: ['#c8102e', WHITE] },
  { id: 'finland', words: ['finland', 'finnish'], layout: 'nordic', colors: [WHITE, '#002f6c'] },
  // the disc is an emblem the composer centres in each panel's largest box (drawn into the
  // flag it was cut in half at panel edges and left the flanks plain, "not a flag layout")
  {
    id: 'japan',
    words: ['japan flag', 'japanese flag'],
    layout: 'hbands',
    colors: [WHITE],
    emblem: { word: 'red disc', color: '#bc002d' },
  },
  { id: 'bangladesh', words: ['bangladesh'], layout: 'hbands', colors: ['#006a4e'], emblem: { word: 'red disc', color: '#f42a41' } },
  { id: 'scotland', words: ['scotland', 'scottish'], layout: 'saltire', colors: ['#005eb8', WHITE] },
  { id: 'england', words: ['england', 'english'], layout: 'cross', colors: [WHITE, '#ce1124'] },
  { id: 'switzerland', words: ['switzerland', 'swiss'], layout: 'cross', colors: ['#d52b1e', WHITE] },
  { id: 'turkey', words: ['turkey', 'turkish'], layout: 'hbands', colors: ['#e30a17'], emblem: { word: 'crescent', color: WHITE } },
  { id: 'portugal', words: ['portugal', 'portuguese'], layout: 'vbands', colors: ['#046a38', '#da291c'], weights: [2, 3] },
  { id: 'jamaica', words: ['jamaica', 'jamaican'], layout: 'saltire', colors: ['#009b3a', '#fed100', '#0b0b0d'] },
  // more nations players name (each drew the set's map or landmark badge: "india" India Gate)
  { id: 'india', words: ['india', 'indian flag'], layout: 'hbands', colors: ['#ff9933', WHITE, '#138808'] },
  { id: 'nigeria', words: ['nigeria', 'nigerian'], layout: 'vbands', colors: ['#008751', WHITE, '#008751'] },
  { id: 'hungary', words: ['hungary', 'hungarian'], layout: 'hbands', colors: ['#ce2939', WHITE, '#477050'] },
  { id: 'estonia', words: ['estonia', 'estonian'], layout: 'hbands', colors: ['#0072ce', '#0b0b0d', WHITE] },
  { id: 'lithuania', words: ['lithuania', 'lithuanian'], layout: 'hbands', colors: ['#fdb913', '#006a44', '#c1272d'] },
  { id: 'romania', words: ['romania', 'romanian'], layout: 'vbands', colors: ['#002b7f', '#fcd116', '#ce1126'] },
  { id: 'peru', words: ['peru', 'peruvian'], layout: 'vbands', colors: ['#d91023', WHITE, '#d91023'] },
  { id: 'chile', words: ['chile', 'chilean'], layout: 'hbands', colors: [WHITE, '#d52b1e'], emblem: { word: 'star', color: WHITE } },
  { id: 'indonesia', words: ['indonesia', 'indonesian'], layout: 'hbands', colors: ['#ce1126', WHITE] },
  { id: 'iceland', words: ['iceland', 'icelandic'], layout: 'nordic', colors: ['#02529c', WHITE, '#dc1e35'] },
  { id: 'greece', words: ['greece', 'greek flag'], layout: 'nordic', colors: ['#0d5eaf', WHITE] },
];
