import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { PRESET_FILE_STORAGE_KEY } from '../lib/preset-file-preference';
import { solidPng, testInput } from '../lib/test-fixtures';
import { useDecalPackageDownload } from './use-decal-package-download';
import JSZip from 'jszip';
import { saveBlob } from '../lib/save-blob';

vi.mock('sonner', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));
vi.mock('../lib/save-blob', () => ({ saveBlob: vi.fn() }));

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

  it('prebuilds the decal on screen once; a click after a preset or body change still gets the right package', async () => {
    const decalUrl = '/api/jobs/pre/image';
    const png = solidPng([200, 40, 10, 255], 8) as Uint8Array<ArrayBuffer>;
    const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(png.slice())));
    vi.stubGlobal('fetch', fetchMock);
    const decalFetches = () => fetchMock.mock.calls.filter(([url]) => url === decalUrl).length;
    window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
    const { result } = renderHook(() => useDecalPackageDownload());
    const input = testInput({ id: 'pre', imageUrl: decalUrl, jobId: 'pre' });
    let withdraw!: () => void;
    act(() => {
      withdraw = result.current.prebuild(input);
    });
    await vi.waitFor(() => expect(decalFetches()).toBe(1), { timeout: 5000 });

    act(() => result.current.setPresetFile('Template.json'));
    await act(() => result.current.download(input));
    expect(toast.error).not.toHaveBeenCalled();
    const zip = await JSZip.loadAsync(vi.mocked(saveBlob).mock.calls[0][0]);
    const files = Object.keys(zip.files);
    expect(files.filter((f) => f.endsWith('/Octane/Template.json'))).toHaveLength(1);
    expect(files.some((f) => f.endsWith('decal.json'))).toBe(false);
    expect(decalFetches()).toBe(1); // the click used the prebuilt parts

    // Another body is another Skin mask (its window zone): built afresh, not taken from the prebuild.
    await act(() => result.current.download({ ...input, carBody: 'fennec' }));
    expect(decalFetches()).toBe(2);
    const fennec = await JSZip.loadAsync(vi.mocked(saveBlob).mock.calls[1][0]);
    expect(Object.keys(fennec.files).some((f) => f.endsWith('/Fennec/Template.json'))).toBe(true);
    act(() => withdraw());
    window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
  }, 30_000);
});
