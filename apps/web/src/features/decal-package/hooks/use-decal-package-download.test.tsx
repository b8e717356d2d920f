import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { PRESET_FILE_STORAGE_KEY } from '../lib/preset-file-preference';
import { solidPng, testInput } from '../lib/test-fixtures';
import { useDecalPackageDownload } from './use-decal-package-download';

vi.mock('sonner', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('useDecalPackageDownload', () => {
  it('refuses a decal without an image URL', async () => {
    const { result } = renderHook(() => useDecalPackageDownload());
    await act(() => result.current.download(testInput({ imageUrl: null })));
    expect(toast.error).toHaveBeenCalledWith('Unable to download - image URL not available');
    expect(toast.info).not.toHaveBeenCalled();
    expect(result.current.downloadingId).toBeNull();
  });

  it('shows Downloading... for the variant, then the fetch failure toast', async () => {
    let answer: ((r: Response) => void) | undefined;
    const template = solidPng([9, 9, 9, 255]) as Uint8Array<ArrayBuffer>;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url.startsWith('/templates/') ? Promise.resolve(new Response(template)) : new Promise<Response>((r) => (answer = r)),
      ),
    );
    const { result } = renderHook(() => useDecalPackageDownload());
    let done!: Promise<void>;
    act(() => {
      done = result.current.download(testInput({ id: 'v9' }));
    });
    expect(result.current.downloadingId).toBe('v9');
    expect(toast.info).toHaveBeenCalledWith('Preparing your decal package...');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () => {
      answer!(new Response('nope', { status: 500 }));
      await done;
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to fetch decal image');
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.downloadingId).toBeNull();
  });

  it('remembers the preset name option (decal.json by default, Template.json when chosen)', () => {
    window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
    const { result } = renderHook(() => useDecalPackageDownload());
    expect(result.current.presetFile).toBe('decal.json');
    act(() => result.current.setPresetFile('Template.json'));
    expect(result.current.presetFile).toBe('Template.json');
    expect(window.localStorage.getItem(PRESET_FILE_STORAGE_KEY)).toBe('Template.json');
    expect(renderHook(() => useDecalPackageDownload()).result.current.presetFile).toBe('Template.json');
    window.localStorage.setItem(PRESET_FILE_STORAGE_KEY, 'evil.json');
    expect(renderHook(() => useDecalPackageDownload()).result.current.presetFile).toBe('decal.json');
    window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
  });

  it('hides Install to folder where the File System Access API is missing', () => {
    const { result } = renderHook(() => useDecalPackageDownload());
    expect(result.current.canInstallToFolder).toBe(false);
  });
});
