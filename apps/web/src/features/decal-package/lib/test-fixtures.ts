import { encode } from 'fast-png';
import type { CarBody } from '@decalforge/shared';
import type { CarAssets, PackageInput } from '../types';

/** A tiny real PNG (solid colour) for tests. */
export function solidPng(rgba: [number, number, number, number], size = 4): Uint8Array {
  const data = new Uint8Array(size * size * 4);
  for (let i = 0; i < data.length; i += 4) data.set(rgba, i);
  return encode({ width: size, height: size, data, channels: 4, depth: 8 });
}

export function testInput(over: Partial<PackageInput> = {}): PackageInput {
  return {
    id: 'v1',
    imageUrl: '/api/jobs/v1/image',
    carBody: 'octane',
    prompt: 'Molten lava cracks, black & orange!',
    finish: 'anodized',
    chassis: 'decalforge',
    seed: 1234,
    logoMode: null,
    jobId: 'v1',
    ...over,
  };
}

export function testCar(body: CarBody): CarAssets {
  const png = solidPng([200, 50, 20, 255]);
  return { body, decal: png, detail: png, mask: png, bodyTemplate: png, curvature: png };
}
