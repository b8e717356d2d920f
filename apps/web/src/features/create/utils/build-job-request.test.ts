import { describe, expect, it } from 'vitest';
import { buildJobRequest, parseSeed } from './build-job-request';
import { initialSettings } from './settings-reducer';

const proSettings = initialSettings({
  finish: 'matte',
  chassis: 'none',
  seed: '1234',
  variationStrength: 0.5,
  logo: { name: 'logo.png', size: 2048, type: 'image/png', previewUrl: 'blob:x', status: 'ready', progress: 100, id: 'logo-1' },
  logoScale: 150,
});

describe('buildJobRequest', () => {
  it('sends only the body and the DecalForge chassis for non-Pro plans', () => {
    for (const plan of ['FREE', 'BASIC'] as const) {
      expect(buildJobRequest({ plan, prompt: 'lava', improvedPrompt: 'molten lava', carBody: 'fennec', settings: proSettings })).toEqual({
        improvedPrompt: 'molten lava',
        prompt: 'lava',
        carBody: 'fennec',
        chassis: 'decalforge',
      });
    }
  });

  it('sends the Pro settings for Pro-level plans (PAID, PRO, ADMIN), logo scale as a fraction', () => {
    for (const plan of ['PAID', 'PRO', 'ADMIN'] as const) {
      expect(buildJobRequest({ plan, prompt: 'lava', improvedPrompt: 'molten lava', carBody: 'octane', settings: proSettings })).toEqual({
        improvedPrompt: 'molten lava',
        prompt: 'lava',
        carBody: 'octane',
        finish: 'matte',
        chassis: 'none',
        seed: 1234,
        variationStrength: 0.5,
        logo: { id: 'logo-1', mode: 'sticker', scale: 1.5 },
      });
    }
  });

  it('sends an auto seed when empty or when a new seed is asked for, and the parent for More Like This', () => {
    const auto = buildJobRequest({ plan: 'PRO', prompt: 'p', improvedPrompt: 'p', carBody: 'octane', settings: initialSettings() });
    expect(auto.seed).toBeNull();
    expect(auto.logo).toBeUndefined();
    // a logo still uploading (or failed) has no id yet: nothing is sent
    for (const status of ['uploading', 'error'] as const) {
      const pending = initialSettings({ logo: { ...proSettings.logo!, status, id: undefined } });
      expect(buildJobRequest({ plan: 'PRO', prompt: 'p', improvedPrompt: 'p', carBody: 'octane', settings: pending }).logo).toBeUndefined();
    }
    const similar = buildJobRequest({
      plan: 'PRO',
      prompt: 'p',
      improvedPrompt: 'p',
      carBody: 'octane',
      settings: proSettings,
      parentJobId: 'job-1',
      newSeed: true,
    });
    expect(similar).toMatchObject({ parentJobId: 'job-1', seed: null, variationStrength: 0.5 });
    expect(
      buildJobRequest({ plan: 'FREE', prompt: 'p', improvedPrompt: 'p', carBody: 'octane', settings: proSettings, parentJobId: 'job-2' }),
    ).toEqual({
      improvedPrompt: 'p',
      prompt: 'p',
      carBody: 'octane',
      chassis: 'decalforge',
      parentJobId: 'job-2',
    });
  });
});

describe('parseSeed', () => {
  it('treats empty as auto and accepts non-negative integers', () => {
    expect(parseSeed('')).toEqual({ seed: null });
    expect(parseSeed('  ')).toEqual({ seed: null });
    expect(parseSeed('0')).toEqual({ seed: 0 });
    expect(parseSeed('2147483647')).toEqual({ seed: 2147483647 });
  });

  it('rejects non-integers and values that are too large', () => {
    expect(parseSeed('1.5')).toEqual({ error: 'Seed must be an integer' });
    expect(parseSeed('-3')).toEqual({ error: 'Seed must be an integer' });
    expect(parseSeed('9999999999')).toEqual({ error: 'Seed is too large' });
  });
});
