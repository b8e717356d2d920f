import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { createRng, hashString, type Rng } from '../../util/rng';
import type { Ctx } from '../draw/context';

/** Side of a pattern tile, in template pixels (drawn 1:1 at 2048²). */
export const TILE = 768;

const tiles = new Map<string, Canvas>();

/**
 * Fills the current local frame (0..L × 0..W) with a repeating tile drawn once per key and
 * cached. The tile's content is drawn nine times, shifted by a tile in each direction with the
 * same random stream, so features crossing an edge continue on the other side (seamless).
 * Busy textures (dots, spots, grain, hairlines, camo cells) cost thousands of small draws per
 * region; a tile costs them once per look (colours and size; the seed only shifts it) and one pattern fill per region.
 */
export function fillTiled(ctx: Ctx, L: number, W: number, key: string, draw: (c: Ctx, rng: Rng) => void, seed = 0): void {
  let canvas = tiles.get(key);
  if (!canvas) {
    canvas = createCanvas(TILE, TILE);
    const c = canvas.getContext('2d');
    for (const dx of [-TILE, 0, TILE]) {
      for (const dy of [-TILE, 0, TILE]) {
        c.save();
        c.translate(dx, dy);
        draw(c, createRng(hashString(key)));
        c.restore();
      }
    }
    if (tiles.size >= 32) tiles.clear();
    tiles.set(key, canvas);
  }
  const pattern = ctx.createPattern(canvas, 'repeat');
  if (!pattern) return;
  // the seed shifts the tile instead of redrawing it: a new variant costs nothing
  const ox = (((seed >>> 0) % 997) / 997) * TILE;
  const oy = (((seed >>> 10) % 991) / 991) * TILE;
  ctx.save();
  ctx.translate(ox, oy);
  ctx.fillStyle = pattern;
  ctx.fillRect(-10 - ox, -10 - oy, L + 20, W + 20);
  ctx.restore();
}
