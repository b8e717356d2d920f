import { createCanvas, type Canvas, type CanvasPattern } from '@napi-rs/canvas';
import { createRng, hashString, type Rng } from '../../util/rng';
import type { Ctx } from '../draw/context';

/** Side of a pattern tile, in template pixels (drawn 1:1 at 2048²). */
export const TILE = 768;

/**
 * A tile's pattern, made once with the tile: a pattern is a snapshot of its canvas, and making
 * one copies the 2.3 MB tile (1.5 ms a call measured alone, more inside a render; it was made
 * for every region of a tiled look). The tile is never drawn on once made, so every snapshot
 * was the same: the 40 dev sheets are byte-identical.
 */
const tiles = new Map<string, CanvasPattern>();

/** How far a tile's content may run past its edges and still show on the other side. */
const MARGIN = TILE / 2;
let scratch: Canvas | null = null;

/** One drawing surface for new tiles, with a margin all round (kept: 9 MB once, not per tile). */
function scratchCanvas(): Canvas {
  scratch ??= createCanvas(TILE + 2 * MARGIN, TILE + 2 * MARGIN);
  return scratch;
}

/**
 * Fills the current local frame (0..L × 0..W) with a repeating tile drawn once per key and
 * cached. The tile's content is drawn nine times, shifted by a tile in each direction with the
 * same random stream, so features crossing an edge continue on the other side (seamless).
 * Busy textures (dots, spots, grain, hairlines, camo cells) cost thousands of small draws per
 * region; a tile costs them once per look (colours and size; the seed only shifts it) and one pattern fill per region.
 */
export function fillTiled(ctx: Ctx, L: number, W: number, key: string, draw: (c: Ctx, rng: Rng) => void, seed = 0): void {
  let pattern = tiles.get(key);
  if (!pattern) {
    // the content is drawn once, with room for what runs past the tile's edges, then laid
    // down nine times (drawing it nine times cost a new look's tile ~35 ms: a woodland pixel
    // camo's thousand cells each time)
    const s = scratchCanvas();
    const sc = s.getContext('2d');
    sc.clearRect(0, 0, s.width, s.height);
    sc.save();
    sc.translate(MARGIN, MARGIN);
    draw(sc, createRng(hashString(key)));
    sc.restore();
    const canvas = createCanvas(TILE, TILE);
    const c = canvas.getContext('2d');
    for (const dx of [-TILE, 0, TILE]) for (const dy of [-TILE, 0, TILE]) c.drawImage(s, dx - MARGIN, dy - MARGIN);
    // (null only for an image still loading, never for a canvas)
    const made = ctx.createPattern(canvas, 'repeat');
    if (!made) return;
    if (tiles.size >= 32) tiles.clear();
    tiles.set(key, made);
    pattern = made;
  }
  // the seed shifts the tile instead of redrawing it: a new variant costs nothing
  const ox = (((seed >>> 0) % 997) / 997) * TILE;
  const oy = (((seed >>> 10) % 991) / 991) * TILE;
  ctx.save();
  ctx.translate(ox, oy);
  ctx.fillStyle = pattern;
  ctx.fillRect(-10 - ox, -10 - oy, L + 20, W + 20);
  ctx.restore();
}
