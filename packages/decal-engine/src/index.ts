/** @decalforge/decal-engine – browser-safe core (no node imports, no canvas/sharp). */
export type { CarBody, Design, DesignLayout, DesignStyle, Finish, Hex, LogoImage, MotifId, Palette, RenderRequest } from './types';
export { MOTIFS } from './types';
export { BACKGROUND_HEX, BACKGROUND_RGB, TEMPLATE_SIZE } from './constants';
export { improvePrompt, LAYOUT_MARKER, MAX_PROMPT_LENGTH } from './improve/improve-prompt';
export type { Scene } from './scene/types';
export { REGION_TEMPLATES, getRegions } from './regions/templates';
export { regionFrame, type RegionFrame } from './regions/frame';
export { rasterizePolygons } from './regions/rasterize';
export type { BodyTemplate, Direction, Point, Polygon, RegionKind, RegionTemplate } from './regions/types';
export { dominantColors, type DominantColor } from './analysis/dominant-colors';
export * from './package/index';
