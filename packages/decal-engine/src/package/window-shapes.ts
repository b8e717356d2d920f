import { rasterizePolygons } from '../regions/rasterize';
import type { Polygon } from '../regions/types';
import type { CarBody } from '../types';

/*
 * Window / glass zones per body: our own coarse shapes in 2048² texture pixels, drawn like the
 * region templates. The glass is its own mesh part sampling the same texture, mostly outside
 * the body islands; real packs mark these pixels (0,0,255,255) in the Skin mask so the glass
 * is not painted as team colour. Only the placement was read off the reference window masks.
 */
const OCTANE: readonly Polygon[] = [
  [
    [1700, 1336],
    [1790, 1350],
    [1836, 1368],
    [1850, 1420],
    [1850, 1484],
    [1834, 1508],
    [1780, 1532],
    [1730, 1552],
    [1698, 1526],
    [1684, 1480],
    [1676, 1380],
  ],
];

const FENNEC: readonly Polygon[] = [
  [
    [0, 0],
    [308, 0],
    [306, 300],
    [300, 392],
    [288, 424],
    [266, 454],
    [236, 482],
    [196, 512],
    [150, 540],
    [100, 560],
    [40, 566],
    [0, 558],
  ],
];

const DOMINUS: readonly Polygon[] = [
  // Small rear pane.
  [
    [446, 636],
    [592, 636],
    [594, 702],
    [570, 728],
    [520, 734],
    [470, 726],
    [440, 706],
  ],
  // Side glass.
  [
    [1578, 584],
    [1874, 572],
    [1836, 742],
    [1808, 768],
    [1584, 764],
  ],
  // Windscreen, running off the texture's bottom-right corner.
  [
    [1816, 1398],
    [1892, 1362],
    [2048, 1466],
    [2048, 2048],
    [1482, 2048],
    [1470, 2002],
    [1538, 1802],
    [1758, 1808],
    [1756, 1760],
    [1806, 1500],
  ],
];

/** Window polygons per body; the universal template has no known glass layout. */
export const WINDOW_SHAPES: Readonly<Record<CarBody, readonly Polygon[]>> = {
  octane: OCTANE,
  fennec: FENNEC,
  dominus: DOMINUS,
  universal: [],
};

const cache = new Map<string, Uint8Array>();

/**
 * Coverage (0..255) of a body's window zone at `size`². Cached per (body, size): every package
 * of a body uses the same zone, and the worker builds one mask per click.
 */
export function buildWindowMask(body: CarBody, size: number): Uint8Array {
  const key = `${body}:${size}`;
  let mask = cache.get(key);
  if (!mask) {
    mask = WINDOW_SHAPES[body].length > 0 ? rasterizePolygons(WINDOW_SHAPES[body], size) : new Uint8Array(size * size);
    cache.set(key, mask);
  }
  return mask;
}
