import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { planScene } from '../compose/plan';
import { sceneForRequest } from '../scene/scene-for-request';
import type { CarBody, Finish } from '../types';
import { paintScene } from './paint/paint-scene';
import { readPaintedPixels } from './read-painted';

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
});
