/** Texture size of every body template (square, pixels). */
export const TEMPLATE_SIZE = 2048;

/** Neutral colour outside the body regions of a rendered decal (opaque). */
export const BACKGROUND_RGB: readonly [number, number, number] = [40, 40, 40];
export const BACKGROUND_HEX = '#282828';
