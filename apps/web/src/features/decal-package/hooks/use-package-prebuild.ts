import { useEffect } from 'react';
import type { PackageInput } from '../types';
import type { DecalPackageDownload } from './use-decal-package-download';

/**
 * Offers the decal of a result on screen for a speculative package build (the click then only
 * lays out, zips and saves). Re-offered when the decal or its body changes; withdrawn on unmount.
 */
export function usePackagePrebuild(pkg: Pick<DecalPackageDownload, 'prebuild'>, input: PackageInput): void {
  const { prebuild } = pkg;
  const { imageUrl, imageBlob, carBody } = input;
  useEffect(
    () => prebuild(input),
    // Only what the prebuilt parts depend on (lib/prepared-decal.ts): `input` is a new object on
    // every render, and its other fields (prompt, finish, preset name) are applied at the click.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [prebuild, imageUrl, imageBlob, carBody],
  );
}
