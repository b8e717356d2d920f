import type { Hex } from '../../types';

/**
 * Colour phrases → hex. Longer phrases are matched first so "midnight blue" wins over
 * "blue". Each entry also names its family (what a player would call it), used to tell
 * which named colours are the same colour.
 */
export interface ColorWord {
  phrase: string;
  hex: Hex;
  family: string;
}

const RAW: ReadonlyArray<readonly [string, Hex, string]> = [
  ['midnight blue', '#15204d', 'blue'],
  ['navy blue', '#14245c', 'blue'],
  ['royal blue', '#1f4fd8', 'blue'],
  ['ocean blue', '#0b63b5', 'blue'],
  ['sky blue', '#4fb3ff', 'blue'],
  ['baby blue', '#9fd3ff', 'blue'],
  ['ice blue', '#a5e6ff', 'blue'],
  ['icy blue', '#a5e6ff', 'blue'],
  ['electric blue', '#1f8bff', 'blue'],
  ['neon blue', '#1f8bff', 'blue'],
  ['light blue', '#74c0ff', 'blue'],
  ['steel blue', '#4682b4', 'blue'],
  ['gulf blue', '#8ec9e8', 'blue'],
  ['powder blue', '#b0d4ec', 'blue'],
  ['dark blue', '#14245c', 'blue'],
  ['cherry red', '#c8102e', 'red'],
  ['blood red', '#a3000f', 'red'],
  ['deep red', '#9e0b1c', 'red'],
  // a paint colour, not candy and an apple ("candy apple red" drew both)
  ['candy apple red', '#b5121b', 'red'],
  ['candy red', '#b5121b', 'red'],
  ['blacked out', '#0b0b0d', 'black'],
  ['murdered out', '#0b0b0d', 'black'],
  ['dark red', '#8a0a16', 'red'],
  ['fire red', '#e8201a', 'red'],
  ['brick red', '#a8392c', 'red'],
  ['wine red', '#5e1224', 'red'],
  ['royal purple', '#5a2a8c', 'purple'],
  ['deep purple', '#3d1466', 'purple'],
  ['dark purple', '#3d1466', 'purple'],
  ['military green', '#4b5a2a', 'green'],
  ['army green', '#4b5a2a', 'green'],
  ['olive green', '#6b7a2a', 'green'],
  ['forest green', '#1f6b34', 'green'],
  ['dark green', '#145a2a', 'green'],
  ['hunter green', '#355e3b', 'green'],
  ['sage green', '#8fa98a', 'green'],
  ['seafoam green', '#71d8b4', 'green'],
  ['lime green', '#7dff1a', 'green'],
  ['neon green', '#39ff14', 'green'],
  ['toxic green', '#7dff1a', 'green'],
  ['toxic yellow', '#f2e600', 'yellow'],
  ['neon yellow', '#f5ff3b', 'yellow'],
  ['hot pink', '#ff2d95', 'pink'],
  ['neon pink', '#ff1fb4', 'pink'],
  ['baby pink', '#ffb3d1', 'pink'],
  ['burnt orange', '#cc5500', 'orange'],
  ['neon orange', '#ff6a00', 'orange'],
  ['titanium white', '#f2f2ee', 'white'],
  ['pearl white', '#f2efe6', 'white'],
  ['jet black', '#0b0b0d', 'black'],
  ['matte black', '#121214', 'black'],
  ['gloss black', '#0b0b0d', 'black'],
  ['gunmetal', '#3b4048', 'grey'],
  ['black', '#0b0b0d', 'black'],
  ['white', '#f4f4f4', 'white'],
  ['ivory', '#f3eedb', 'white'],
  ['red', '#e0202a', 'red'],
  ['crimson', '#c0102e', 'red'],
  ['scarlet', '#ff2a12', 'red'],
  ['ruby', '#b3122e', 'red'],
  ['maroon', '#6e0b1a', 'red'],
  ['wine', '#5e1224', 'red'],
  ['vermilion', '#e34234', 'red'],
  ['salmon', '#fa8072', 'orange'],
  ['terracotta', '#c8553d', 'orange'],
  ['burgundy', '#6d0f24', 'red'],
  ['orange', '#ff7a00', 'orange'],
  ['amber', '#ffb000', 'orange'],
  ['coral', '#ff6f5e', 'orange'],
  ['peach', '#ffb38a', 'orange'],
  ['yellow', '#ffd900', 'yellow'],
  ['lemon', '#fff44f', 'yellow'],
  ['mustard', '#d6a40f', 'yellow'],
  ['ochre', '#c7861b', 'yellow'],
  ['rose gold', '#d49a8c', 'gold'],
  ['gold', '#d4a526', 'gold'],
  ['golden', '#d4a526', 'gold'],
  ['brass', '#c9a13b', 'gold'],
  // (a colour, not Britain's flag)
  ['british racing green', '#004225', 'green'],
  ['lime', '#9bff2e', 'green'],
  ['green', '#1fc24a', 'green'],
  ['emerald', '#0fa36b', 'green'],
  ['jade', '#00a86b', 'green'],
  ['olive', '#6b7a2a', 'green'],
  ['mint', '#6ff0c0', 'green'],
  ['sage', '#8fa98a', 'green'],
  ['seafoam', '#71d8b4', 'green'],
  ['teal', '#0f9e9e', 'teal'],
  ['turquoise', '#19d3c5', 'teal'],
  ['cyan', '#00e5ff', 'cyan'],
  ['aqua', '#22f0e6', 'cyan'],
  ['blue', '#1f6bff', 'blue'],
  ['cobalt', '#0047ab', 'blue'],
  ['sapphire', '#0f52ba', 'blue'],
  ['navy', '#14245c', 'blue'],
  ['cerulean', '#2a7bd4', 'blue'],
  ['denim', '#3b5f8f', 'blue'],
  ['periwinkle', '#8f99fb', 'purple'],
  ['indigo', '#3b1f9e', 'purple'],
  ['purple', '#8a2be2', 'purple'],
  ['violet', '#9d4dff', 'purple'],
  ['plum', '#7d2a6b', 'purple'],
  ['lavender', '#b9a2ff', 'purple'],
  ['lilac', '#c8a2c8', 'purple'],
  ['mauve', '#b07d9b', 'purple'],
  ['eggplant', '#3f1d3a', 'purple'],
  ['magenta', '#ff1fcf', 'magenta'],
  ['fuchsia', '#ff1fcf', 'magenta'],
  ['pink', '#ff5fb0', 'pink'],
  // (no plain "rose": in "a red rose" it is the flower)
  ['brown', '#7a4a22', 'brown'],
  ['chocolate', '#5a3016', 'brown'],
  ['walnut', '#5a3a1e', 'brown'],
  ['bronze', '#b0723a', 'brown'],
  ['copper', '#c8692f', 'orange'],
  ['tan', '#c9a46b', 'brown'],
  ['khaki', '#b8a872', 'brown'],
  ['beige', '#dccbaa', 'brown'],
  ['sand', '#d9b98a', 'brown'],
  ['sandy', '#d9b98a', 'brown'],
  ['caramel', '#b86e2a', 'brown'],
  ['cream', '#f3e8c8', 'white'],
  ['champagne', '#efd9a6', 'gold'],
  ['bone', '#e9e1cc', 'white'],
  ['silver', '#c0c6cc', 'grey'],
  ['grey', '#7a7f86', 'grey'],
  ['gray', '#7a7f86', 'grey'],
  ['slate', '#5a6470', 'grey'],
  ['charcoal', '#2e3035', 'grey'],
  ['obsidian', '#121016', 'black'],
];

export const COLOR_WORDS: readonly ColorWord[] = RAW.map(([phrase, hex, family]) => ({ phrase, hex, family })).sort(
  (a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length,
);

/** Modifiers that darken / lighten a plain colour word ("dark red", "pale pink"). */
export const DARKER = ['dark', 'deep', 'midnight'];
export const LIGHTER = ['light', 'pale', 'pastel', 'soft'];

/** "Rainbow" and friends expand to these, in order. */
export const RAINBOW: readonly Hex[] = ['#e8202a', '#ff8a00', '#ffd900', '#1fc24a', '#1f6bff', '#8a2be2'];

/**
 * The metal colours: art in one of them is shaded like polished metal (a highlight band and a
 * darker foot) so "gold" or "silver" reads as metal, not as mustard or flat grey paint.
 */
export const METALLIC_HEXES: ReadonlySet<Hex> = new Set(
  RAW.filter(([phrase, , family]) => family === 'gold' || ['silver', 'bronze', 'copper', 'chrome', 'platinum'].includes(phrase)).map(
    ([, hex]) => hex,
  ),
);

/** The golds among them (gold, golden, brass, …): polished harder, as gold leaf and brass are. */
export const GOLD_HEXES: ReadonlySet<Hex> = new Set(RAW.filter(([, , family]) => family === 'gold').map(([, hex]) => hex));
