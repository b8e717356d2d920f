import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VariantPackageActions } from '../components/variant-package-actions';
import { testInput } from '../lib/test-fixtures';
import type { DecalPackageDownload } from './use-decal-package-download';
import { usePackagePrebuild } from './use-package-prebuild';

afterEach(cleanup);

function fakePkg() {
  const withdraw = vi.fn();
  const prebuild = vi.fn((_input: unknown) => withdraw);
  return { prebuild, withdraw };
}

function Card({ pkg, input }: { pkg: Pick<DecalPackageDownload, 'prebuild'>; input: ReturnType<typeof testInput> }) {
  usePackagePrebuild(pkg, input);
  return null;
}

describe('usePackagePrebuild', () => {
  it('offers the decal once per decal and body, not on every render, and withdraws it on unmount', () => {
    const pkg = fakePkg();
    const view = render(<Card pkg={pkg} input={testInput()} />);
    // A new input object with the same decal (the route makes one per render), another prompt or
    // preset name: the prebuilt parts still fit, no new offer.
    view.rerender(<Card pkg={pkg} input={testInput({ prompt: 'other words', presetFile: 'Template.json' })} />);
    expect(pkg.prebuild).toHaveBeenCalledTimes(1);
    // Another body: its Skin mask differs (window zone), so it is offered again.
    view.rerender(<Card pkg={pkg} input={testInput({ carBody: 'fennec' })} />);
    expect(pkg.prebuild).toHaveBeenCalledTimes(2);
    expect(pkg.withdraw).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(pkg.withdraw).toHaveBeenCalledTimes(2);
  });

  it('is used by the Create card (VariantPackageActions), so the result on screen is prebuilt', () => {
    const { prebuild } = fakePkg();
    const pkg = {
      prebuild,
      busy: null,
      canInstallToFolder: false,
      presetFile: 'decal.json',
      setPresetFile: vi.fn(),
      download: vi.fn(),
      downloadAllBodies: vi.fn(),
      installToFolder: vi.fn(),
      downloadingId: null,
    } as unknown as DecalPackageDownload;
    const input = testInput({ id: 'card' });
    render(<VariantPackageActions input={input} pkg={pkg} />);
    expect(prebuild).toHaveBeenCalledWith(input);
  });
});
