import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../draw/context';
import { fillTiled } from './tiles';

/** A busy little tile: random discs, so a wrong offset or a stale snapshot shows. */
function dots(c: Ctx, rng: { next(): number }): void {
  for (let i = 0; i < 60; i++) {
    c.fillStyle = `rgb(${Math.floor(rng.next() * 255)},90,${Math.floor(rng.next() * 255)})`;
    c.beginPath();
    c.arc(rng.next() * 768, rng.next() * 768, 10 + rng.next() * 40, 0, Math.PI * 2);
    c.fill();
  }
}

function fill(key: string, seed: number): Uint8ClampedArray {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#203040';
  ctx.fillRect(0, 0, 300, 200);
  // a rotated, scaled frame, as a region's is
  ctx.setTransform(0.6, 0.2, -0.2, 0.6, 80, 10);
  fillTiled(ctx, 400, 250, key, dots, seed);
  return ctx.getImageData(0, 0, 300, 200).data;
}

describe('fillTiled', () => {
  it('paints the same pixels from its cached pattern as from a new one, on another canvas', () => {
    const fresh = fill('tiles.test dots', 12345);
    const cached = fill('tiles.test dots', 12345);
    expect(Buffer.from(cached).equals(Buffer.from(fresh))).toBe(true);
    // the seed still shifts the cached tile
    expect(Buffer.from(fill('tiles.test dots', 999)).equals(Buffer.from(fresh))).toBe(false);
  });
});
