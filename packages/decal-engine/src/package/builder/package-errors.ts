import { MESSAGES } from '@decalforge/shared';

export type PackageErrorKind = 'noUrl' | 'fetchFailed' | 'packageFailed' | 'presetFailed' | 'failed';

/** A package failure that knows which toast it shows (docs/product-rules.md, Download package). */
export class PackageError extends Error {
  constructor(
    readonly kind: PackageErrorKind,
    detail?: string,
  ) {
    super(detail ?? kind);
    this.name = 'PackageError';
  }
}

/** The toast text for any error thrown while building or saving a package. */
export function packageErrorMessage(err: unknown): string {
  if (err instanceof PackageError) {
    if (err.kind === 'presetFailed') return MESSAGES.download.presetFailed(err.message);
    return MESSAGES.download[err.kind];
  }
  return MESSAGES.download.failed;
}
