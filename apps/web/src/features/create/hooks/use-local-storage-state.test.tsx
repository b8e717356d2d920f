import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../utils/storage-keys';
import { bodyCodec, promptCodec, variantsCodec } from '../utils/stored-values';
import { useLocalStorageState } from './use-local-storage-state';

afterEach(() => window.localStorage.clear());

describe('useLocalStorageState', () => {
  it('restores a stored value on first render and writes every change', () => {
    window.localStorage.setItem(STORAGE_KEYS.prompt, 'molten lava cracks');
    const { result } = renderHook(() => useLocalStorageState(STORAGE_KEYS.prompt, '', promptCodec));
    expect(result.current[0]).toBe('molten lava cracks');
    act(() => result.current[1]('neon circuits'));
    expect(result.current[0]).toBe('neon circuits');
    expect(window.localStorage.getItem(STORAGE_KEYS.prompt)).toBe('neon circuits');
    act(() => result.current[1]((prev) => `${prev}, purple`));
    expect(window.localStorage.getItem(STORAGE_KEYS.prompt)).toBe('neon circuits, purple');
  });

  it('remove() resets to the default and deletes the key', () => {
    window.localStorage.setItem(STORAGE_KEYS.prompt, 'x');
    const { result } = renderHook(() => useLocalStorageState(STORAGE_KEYS.prompt, '', promptCodec));
    act(() => result.current[2]());
    expect(result.current[0]).toBe('');
    expect(window.localStorage.getItem(STORAGE_KEYS.prompt)).toBeNull();
  });

  it('falls back to the default for unusable stored values', () => {
    window.localStorage.setItem(STORAGE_KEYS.body, 'universal');
    expect(renderHook(() => useLocalStorageState(STORAGE_KEYS.body, 'octane', bodyCodec)).result.current[0]).toBe('octane');
    window.localStorage.setItem(STORAGE_KEYS.body, 'batmobile');
    expect(renderHook(() => useLocalStorageState(STORAGE_KEYS.body, 'octane', bodyCodec)).result.current[0]).toBe('octane');
    window.localStorage.setItem(STORAGE_KEYS.body, 'dominus');
    expect(renderHook(() => useLocalStorageState(STORAGE_KEYS.body, 'octane', bodyCodec)).result.current[0]).toBe('dominus');
    window.localStorage.setItem(STORAGE_KEYS.variants, '{not json');
    expect(renderHook(() => useLocalStorageState(STORAGE_KEYS.variants, [], variantsCodec)).result.current[0]).toEqual([]);
  });
});

describe('variantsCodec', () => {
  const meta = {
    prompt: 'lava',
    improvedPrompt: 'molten lava',
    carBody: 'octane' as const,
    finish: 'matte' as const,
    chassis: 'none' as const,
    seed: 7,
    variationStrength: 0.25,
    logo: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };

  it('stores variants without their blob and restores them', () => {
    const text = variantsCodec.serialize([{ variantId: 'j1', thumbnailUrl: '/api/jobs/j1/image', texturePngUrl: '/api/jobs/j1/image', blob: new Blob(['x']), meta }]);
    expect(JSON.parse(text)[0]).not.toHaveProperty('blob');
    expect(variantsCodec.parse(text)).toEqual([{ variantId: 'j1', thumbnailUrl: '/api/jobs/j1/image', texturePngUrl: '/api/jobs/j1/image', meta }]);
  });

  it('drops malformed entries and foreign image URLs', () => {
    const raw = JSON.stringify([
      { variantId: 'ok', thumbnailUrl: '/api/jobs/ok/image', texturePngUrl: '/api/jobs/ok/image' },
      { variantId: 'evil', thumbnailUrl: 'https://evil.example/x.png', texturePngUrl: '/api/jobs/evil/image' },
      { thumbnailUrl: '/api/jobs/x/image' },
      'nope',
    ]);
    expect(variantsCodec.parse(raw)?.map((v) => v.variantId)).toEqual(['ok']);
    expect(variantsCodec.parse('{"a":1}')).toBeUndefined();
  });
});
