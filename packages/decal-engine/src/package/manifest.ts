import { MANIFEST_COLORS, PRODUCT_NAME, PRODUCT_VERSION, type CarBody, type Finish } from '@decalforge/shared';

export const MANIFEST_VERSION_KEY = `${PRODUCT_NAME}Version`;

export interface ManifestInput {
  carBody: CarBody;
  prompt: string;
  finish: Finish;
  seed?: number | string | null;
  generatedAt: Date | string;
  logoMode?: string | null;
}

/** `manifest.json` of the download package. `seed` only appears when it is a number. */
export function buildManifest({ carBody, prompt, finish, seed, generatedAt, logoMode }: ManifestInput): Record<string, unknown> {
  const at = generatedAt instanceof Date ? generatedAt : new Date(generatedAt);
  const manifest: Record<string, unknown> = {
    [MANIFEST_VERSION_KEY]: PRODUCT_VERSION,
    carBody,
    prompt,
    colors: { ...MANIFEST_COLORS },
    finish,
  };
  if (typeof seed === 'number' && Number.isFinite(seed)) manifest.seed = seed;
  manifest.generatedAt = Number.isNaN(at.getTime()) ? new Date(0).toISOString() : at.toISOString();
  manifest.source = { logoMode: logoMode ?? null };
  return manifest;
}
