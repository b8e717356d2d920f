import type { PackageMeta } from '@decalforge/decal-engine/package/builder';

export type { CarAssets, DecalPackage, PackageFile } from '@decalforge/decal-engine/package/builder';

/** Everything needed to build one decal's package (from a Create variant or a saved decal). */
export interface PackageInput extends PackageMeta {
  /** Variant id or saved-decal id: drives the "Downloading..." label. */
  id: string;
  /** Where the decal PNG lives; null when there is no link (→ 'Unable to download - image URL not available'). */
  imageUrl: string | null;
  /** The decal PNG when the page already holds it (skips the fetch). */
  imageBlob?: Blob;
  /** The generation job (needed for "Download for all bodies"). */
  jobId?: string | null;
}
