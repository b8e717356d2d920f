import { describe, expect, it } from 'vitest';
import { packageInputFromSavedDecal, packageInputFromVariant } from './package-input';

describe('package inputs', () => {
  it('maps a Create variant', () => {
    expect(
      packageInputFromVariant({
        variantId: 'job1',
        texturePngUrl: '/api/jobs/job1/image',
        meta: { prompt: 'ice', carBody: 'fennec', finish: 'matte', chassis: 'none', seed: 42, logo: { mode: 'sticker' } },
      }),
    ).toEqual({
      id: 'job1',
      imageUrl: '/api/jobs/job1/image',
      imageBlob: undefined,
      carBody: 'fennec',
      prompt: 'ice',
      finish: 'matte',
      chassis: 'none',
      seed: 42,
      logoMode: 'sticker',
      jobId: 'job1',
    });
  });

  it('maps a saved decal, with safe defaults for odd settings and no link', () => {
    expect(
      packageInputFromSavedDecal({
        id: 's1',
        prompt: 'neon',
        signedUrl: null,
        job_id: 'job2',
        generation_settings: { carBody: 'spaceship', finish: 'glossy', seed: null, logo: {} },
      }),
    ).toEqual({
      id: 's1',
      imageUrl: null,
      carBody: 'octane',
      prompt: 'neon',
      finish: 'animated',
      chassis: 'decalforge',
      seed: null,
      logoMode: 'sticker',
      jobId: 'job2',
    });
  });
});
