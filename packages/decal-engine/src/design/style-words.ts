/** Style/density vocabulary. Each list is matched against whole words of the prompt. */
export const DENSITY_LOW = ['minimal', 'minimalist', 'subtle', 'simple', 'sparse', 'understated', 'light touch', 'few', 'small'];
export const DENSITY_HIGH = ['busy', 'dense', 'chaotic', 'intricate', 'maximal', 'maximalist', 'crazy', 'wild', 'packed', 'full', 'insane', 'lots', 'many'];
export const GLOW_WORDS = ['neon', 'glow', 'glowing', 'glowy', 'luminous', 'bright', 'electric', 'radiant', 'lit', 'energy', 'plasma', 'laser'];
export const GRUNGE_WORDS = ['grunge', 'grungy', 'gritty', 'distressed', 'worn', 'rusty', 'rust', 'dirty', 'battle', 'damaged', 'weathered'];
export const OUTLINE_WORDS = ['outline', 'outlined', 'comic', 'cartoon', 'cel', 'sticker', 'anime', 'manga'];
export const HIGH_CONTRAST = ['contrast', 'aggressive', 'vivid', 'striking', 'loud', 'punchy', 'vibrant', 'saturated'];
export const LOW_CONTRAST = ['muted', 'washed', 'faded', 'dusty', 'calm', 'soft', 'elegant', 'classy'];
export const BIG_WORDS = ['big', 'huge', 'large', 'giant', 'massive', 'oversized', 'chunky'];
export const SMALL_WORDS = ['tiny', 'small', 'fine', 'micro', 'thin', 'detailed', 'intricate'];
export const DARK_WORDS = ['dark', 'darker', 'black', 'shadow', 'night', 'midnight', 'stealth'];
export const LIGHT_WORDS = ['light', 'pale', 'white', 'bright', 'pastel'];
