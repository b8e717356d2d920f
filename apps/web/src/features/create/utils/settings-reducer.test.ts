import { describe, expect, it } from 'vitest';
import { initialSettings, sanitizeSeed, settingsReducer, snapVariation } from './settings-reducer';

describe('settingsReducer', () => {
  it('starts with the product defaults (docs/product-rules.md, Create page)', () => {
    const s = initialSettings();
    expect(s).toMatchObject({
      finish: 'animated',
      chassis: 'decalforge',
      logo: null,
      logoMode: 'sticker',
      logoScale: 100,
      seed: '',
      variationStrength: 0.25,
      openSection: null,
      panelOpen: false,
    });
  });

  it('keeps one section open at a time; choosing the open one closes it', () => {
    let s = initialSettings();
    s = settingsReducer(s, { type: 'toggleSection', section: 'finish' });
    expect(s.openSection).toBe('finish');
    s = settingsReducer(s, { type: 'toggleSection', section: 'advanced' });
    expect(s.openSection).toBe('advanced');
    s = settingsReducer(s, { type: 'toggleSection', section: 'advanced' });
    expect(s.openSection).toBeNull();
  });

  it('picking a finish or chassis closes its section', () => {
    let s = settingsReducer(initialSettings(), { type: 'toggleSection', section: 'finish' });
    s = settingsReducer(s, { type: 'pickFinish', finish: 'matte' });
    expect(s).toMatchObject({ finish: 'matte', openSection: null });
    s = settingsReducer(settingsReducer(s, { type: 'toggleSection', section: 'chassis' }), { type: 'pickChassis', chassis: 'none' });
    expect(s).toMatchObject({ chassis: 'none', openSection: null });
  });

  it('keeps the logo section open when a file is chosen and resets the scale when removed', () => {
    let s = settingsReducer(initialSettings(), { type: 'toggleSection', section: 'logo' });
    s = settingsReducer(s, {
      type: 'setLogo',
      logo: { name: 'a.png', size: 10, type: 'image/png', previewUrl: 'blob:x', status: 'uploading', progress: 0 },
    });
    s = settingsReducer(s, { type: 'logoProgress', previewUrl: 'blob:x', progress: 42.4 });
    expect(s.logo).toMatchObject({ status: 'uploading', progress: 42 });
    // answers about a file that was replaced are dropped
    expect(settingsReducer(s, { type: 'logoUploaded', previewUrl: 'blob:old', id: 'old' })).toBe(s);
    s = settingsReducer(s, { type: 'logoUploaded', previewUrl: 'blob:x', id: 'logo-1' });
    expect(s.logo).toMatchObject({ status: 'ready', progress: 100, id: 'logo-1' });
    expect(settingsReducer(s, { type: 'logoFailed', previewUrl: 'blob:x', error: 'nope' }).logo).toMatchObject({
      status: 'error',
      error: 'nope',
    });
    s = settingsReducer(s, { type: 'setLogoScale', scale: 150 });
    expect(s).toMatchObject({ openSection: 'logo', logoScale: 150 });
    expect(s.logo?.name).toBe('a.png');
    s = settingsReducer(s, { type: 'clearLogo' });
    expect(s).toMatchObject({ logo: null, logoScale: 100 });
    expect(settingsReducer(s, { type: 'setLogoScale', scale: 5000 }).logoScale).toBe(200);
  });

  it('sanitises the seed to digits and snaps variation strength to 0.05 steps within 0..1', () => {
    expect(sanitizeSeed('12a-3.4')).toBe('1234');
    expect(settingsReducer(initialSettings(), { type: 'setSeed', seed: ' 42 ' }).seed).toBe('42');
    expect(snapVariation(0.33)).toBe(0.35);
    expect(snapVariation(0.3)).toBe(0.3);
    expect(snapVariation(-1)).toBe(0);
    expect(snapVariation(7)).toBe(1);
    expect(snapVariation(Number.NaN)).toBe(0.25);
  });
});
