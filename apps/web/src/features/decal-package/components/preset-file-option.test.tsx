import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDecalPackageDownload } from '../hooks/use-decal-package-download';
import { PRESET_FILE_STORAGE_KEY } from '../lib/preset-file-preference';
import { PresetFileOption } from './preset-file-option';

const LABEL = 'Template.json (also works with ALXS-RL-Mod)';

afterEach(() => {
  cleanup();
  window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
});

/** A page the way Create and Account wire it: the download hook and the option bound to it. */
function Page() {
  const pkg = useDecalPackageDownload();
  return <PresetFileOption pkg={pkg} />;
}

const box = () => screen.getByLabelText<HTMLInputElement>(LABEL);

describe('PresetFileOption', () => {
  it('switches the preset name and remembers it under the one key every page reads', () => {
    window.localStorage.removeItem(PRESET_FILE_STORAGE_KEY);
    const first = render(<Page />);
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    expect(box().checked).toBe(true);
    expect(window.localStorage.getItem(PRESET_FILE_STORAGE_KEY)).toBe('Template.json');
    first.unmount();
    // The next page (Account after Create, or a reload) starts from the remembered choice.
    render(<Page />);
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    expect(window.localStorage.getItem(PRESET_FILE_STORAGE_KEY)).toBe('decal.json');
  });

  it('cannot change while a package is being built', () => {
    const setPresetFile = vi.fn();
    render(<PresetFileOption pkg={{ presetFile: 'Template.json', setPresetFile, busy: { id: 'd1', action: 'zip' } }} />);
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
    expect(box().closest('label')?.getAttribute('title')).toMatch(/Template\.json instead of decal\.json/);
  });
});
