import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { planScene } from '../compose/plan';
import { sceneForRequest } from '../scene/scene-for-request';
import type { CarBody, Finish } from '../types';
import { paintScene } from './paint/paint-scene';
import { keepBackgroundOf, readPaintedPixels } from './read-painted';

describe('readPaintedPixels', () => {
  it('equals reading the whole surface, byte for byte, on every body and finish', () => {
    const size = 1024;
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    const cases: Array<[string, CarBody, Finish]> = [
      ['howling wolf under a full moon, midnight blue and silver', 'octane', 'animated'],
      ['union jack', 'fennec', 'matte'],
      ['white marble with gold veins', 'dominus', 'anodized'],
      ['number 7 in gold on navy with white pinstripes', 'dominus', 'animated'],
      ['woodland pixel camo', 'fennec', 'anodized'],
      ['graffiti paint drips in rainbow colours', 'octane', 'matte'],
    ];
    for (const [prompt, carBody, finish] of cases) {
      const scene = sceneForRequest({ prompt, seed: 5 });
      ctx.save();
      paintScene(ctx, size, planScene(scene, carBody), scene, finish);
      ctx.restore();
      const whole = new Uint8Array(canvas.data());
      const read = readPaintedPixels(ctx, size, carBody);
      expect(read.length).toBe(whole.length);
      // (a mismatch reports how many bytes differ, not a 4 MB diff)
      let differ = 0;
      for (let i = 0; i < whole.length; i++) if (whole[i] !== read[i]) differ++;
      expect(differ, `${prompt} on ${carBody}`).toBe(0);
    }
  });

  it('gives a kept buffer reused across bodies, after a read that threw, the bytes a fresh buffer gets', () => {
    const size = 1024;
    const canvas = createCanvas(size, size);
    const ctx = canvas.getContext('2d');
    const kept = new Uint8Array(size * size * 4);
    keepBackgroundOf(kept);
    // a caller's own buffer, full of something else: never trusted
    const foreign = new Uint8Array(size * size * 4).fill(7);
    const paint = (carBody: CarBody, prompt: string): void => {
      const scene = sceneForRequest({ prompt, seed: 9 });
      ctx.save();
      paintScene(ctx, size, planScene(scene, carBody), scene, 'anodized');
      ctx.restore();
    };
    const same = (a: Uint8Array, b: Uint8Array): boolean =>
      Buffer.from(a.buffer, a.byteOffset, a.length).equals(Buffer.from(b.buffer, b.byteOffset, b.length));
    const cases: Array<[CarBody, string]> = [
      ['octane', 'woodland pixel camo'],
      ['fennec', 'union jack'],
      ['fennec', 'white hearts on cherry red'],
      ['dominus', 'black and orange flames'],
      ['octane', 'red and black tartan plaid'],
    ];
    for (const [carBody, prompt] of cases) {
      paint(carBody, prompt);
      const fresh = readPaintedPixels(ctx, size, carBody);
      expect(same(readPaintedPixels(ctx, size, carBody, kept), fresh), `${prompt} on ${carBody}`).toBe(true);
      expect(same(readPaintedPixels(ctx, size, carBody, foreign), fresh), `${prompt} on ${carBody}, foreign`).toBe(true);
    }
    // a read that throws midway leaves the kept buffer half written: the next read fills it all
    paint('fennec', 'white marble with gold veins');
    let calls = 0;
    const failing = new Proxy(ctx, {
      get: (target, key) =>
        key === 'getImageData'
          ? (...args: [number, number, number, number]) => {
              if (++calls > 20) throw new Error('read failed');
              return target.getImageData(...args);
            }
          : (Reflect.get(target, key) as unknown),
    });
    expect(() => readPaintedPixels(failing, size, 'fennec', kept)).toThrow('read failed');
    paint('dominus', 'number 7 in gold on navy with white pinstripes');
    expect(same(readPaintedPixels(ctx, size, 'dominus', kept), readPaintedPixels(ctx, size, 'dominus'))).toBe(true);
  });
});
