import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the reference UV masks are (never copied into the project): `../shared/reference/uv`
 * beside the checkout, or `REFERENCE_UV_DIR`, or the workplace's shared folder when the
 * checkout is a clone somewhere else (CI clones main into a temporary folder).
 */
export function referenceUvDir(): string | null {
  const candidates = [
    process.env.REFERENCE_UV_DIR,
    fileURLToPath(new URL('../../../../../shared/reference/uv', import.meta.url)),
    '/work/shared/reference/uv',
  ];
  return candidates.find((dir): dir is string => !!dir && existsSync(dir)) ?? null;
}
