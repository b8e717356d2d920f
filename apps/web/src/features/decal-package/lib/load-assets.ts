import { CAR_BODY_INFO, DEFAULT_FINISH, FINISH_INFO, PRODUCT_NAME, type CarBody, type Finish } from '@decalforge/shared';
import type { PackageInput } from '../types';
import { PackageError } from '@decalforge/decal-engine/package/builder/package-errors';
import { PACKAGE_FILES, templatePaths, templateUrl } from '@decalforge/decal-engine/package/builder/template-paths';
import { isPng } from './png-info';

/** Fetches a PNG; null when it is missing, not a PNG (the SPA answers unknown paths with HTML) or unreachable. */
export async function fetchPngOrNull(url: string, fetchImpl: typeof fetch = fetch): Promise<Uint8Array | null> {
  try {
    const res = await fetchImpl(url, { credentials: 'same-origin' });
    if (!res.ok) return null;
    const bytes = new Uint8Array(await res.arrayBuffer());
    return isPng(bytes) ? bytes : null;
  } catch {
    return null;
  }
}

/** The decal PNG of an input: its blob, or a fetch of its URL. */
export async function loadDecalPng(
  input: Pick<PackageInput, 'imageUrl' | 'imageBlob'>,
  fetchImpl: typeof fetch = fetch,
): Promise<Uint8Array> {
  if (input.imageBlob) {
    const bytes = new Uint8Array(await input.imageBlob.arrayBuffer());
    if (isPng(bytes)) return bytes;
  }
  if (!input.imageUrl) throw new PackageError('noUrl');
  const bytes = await fetchPngOrNull(input.imageUrl, fetchImpl);
  if (!bytes) throw new PackageError('fetchFailed', `could not fetch ${input.imageUrl}`);
  return bytes;
}

export interface TemplateSource {
  /** Fetches a template by its path under /templates/ (null when missing). */
  fetchTemplate(path: string): Promise<Uint8Array | null>;
  /** Builds the default body image when no static file is available. */
  buildDefaultBody(body: CarBody): Promise<Uint8Array>;
}

export interface BodyTemplates {
  bodyTemplate: Uint8Array;
  curvature: Uint8Array;
}

/**
 * Body.png and curvaturepack.png for a body and finish. A missing file falls back to the
 * default body image (the default finish's Body.png), which is built in the browser when even
 * that file is missing. Every fallback is noted in `warnings` (readme + console).
 */
export async function loadBodyTemplates(body: CarBody, finish: Finish, source: TemplateSource, warnings: string[]): Promise<BodyTemplates> {
  const carName = CAR_BODY_INFO[body].name;
  let defaultBody: Promise<Uint8Array> | null = null;
  const getDefaultBody = () =>
    (defaultBody ??= source.fetchTemplate(templatePaths.defaultBody(body)).then((png) => png ?? source.buildDefaultBody(body)));

  const [finishPng, curvaturePng] = await Promise.all([
    source.fetchTemplate(templatePaths.body(body, finish)),
    source.fetchTemplate(templatePaths.curvature(body)),
  ]);
  let bodyTemplate = finishPng;
  if (!bodyTemplate) {
    warn(
      warnings,
      `${carName}: the ${FINISH_INFO[finish].name} finish template was not available; ${PACKAGE_FILES.body} is the default body image (${FINISH_INFO[DEFAULT_FINISH].name}).`,
    );
    bodyTemplate = await getDefaultBody();
  }
  let curvature = curvaturePng;
  if (!curvature) {
    warn(warnings, `${carName}: the curvature pack was not available; ${PACKAGE_FILES.curvature} is the default body image.`);
    curvature = await getDefaultBody();
  }
  return { bodyTemplate, curvature };
}

/** The dark chassis image, or null (skipped with a warning) when it cannot be loaded. */
export async function loadChassis(source: TemplateSource, warnings: string[]): Promise<Uint8Array | null> {
  const png = await source.fetchTemplate(templatePaths.chassis());
  if (!png) warn(warnings, `The ${PRODUCT_NAME} chassis image was not available and was skipped; the game's default chassis is used.`);
  return png;
}

function warn(warnings: string[], message: string): void {
  console.warn(`[decal-package] ${message}`);
  warnings.push(message);
}

const cache = new Map<string, Promise<Uint8Array | null>>();

/** Fetches /templates/<path> once per page (the browser also caches them for a day). */
export function fetchTemplateCached(path: string): Promise<Uint8Array | null> {
  let p = cache.get(path);
  if (!p) {
    p = fetchPngOrNull(templateUrl(path)).then((png) => {
      if (!png) cache.delete(path);
      return png;
    });
    cache.set(path, p);
  }
  return p;
}
