import { DEFAULT_FINISH, type CarBody } from '@decalforge/shared';
import type { CarAssets, DecalPackage, PackageInput } from '../types';
import { buildTemplateInWorker, processDecalInWorker } from '../workers/worker-pool';
import { buildPackageFiles, PackageError, TEMPLATE_BODIES, templatePaths } from '@decalforge/decal-engine/package/builder';
import { measureStep } from './perf';
import { fetchTemplateCached, loadBodyTemplates, loadChassis, loadDecalPng, type TemplateSource } from './load-assets';
import { createDecalCache, isAbortError, type DecalSource } from './prepared-decal';
import type { ProcessedDecal } from '../workers/process-decal';

export const ALL_BODIES = TEMPLATE_BODIES;

const browserTemplates: TemplateSource = {
  fetchTemplate: fetchTemplateCached,
  buildDefaultBody: (body) => buildTemplateInWorker('body', body, DEFAULT_FINISH),
};

/** URL of the same design rendered for another body (owner-only, counted as one generation). */
export function bodyImageUrl(jobId: string, body: CarBody): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/bodies/${body}`;
}

async function wrap<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof PackageError || isAbortError(e)) throw e;
    throw new PackageError('packageFailed', e instanceof Error ? e.message : String(e));
  }
}

/** The decal's PNG (timed for the benchmark). */
async function fetchDecal(source: DecalSource, body: CarBody): Promise<Uint8Array> {
  const start = performance.now();
  const png = await loadDecalPng(source);
  measureStep(`fetch-decal:${body}`, start);
  return png;
}

/** detail.png and Mask.png from the decal's PNG, in a worker (timed for the benchmark). */
async function processDecal(png: Uint8Array, body: CarBody, signal?: AbortSignal): Promise<ProcessedDecal> {
  const t = performance.now();
  const processed = await wrap(processDecalInWorker(png, body, signal));
  measureStep(`worker:${body}`, t, processed.timings);
  return processed;
}

/**
 * The decal shown on the page, once per decal and body: built speculatively while the user looks
 * at it (lib/prebuild.ts) or at the first click, and reused by later clicks.
 */
export const decalCache = createDecalCache({ loadPng: fetchDecal, process: processDecal });

async function carAssets(
  body: CarBody,
  source: Pick<PackageInput, 'imageUrl' | 'imageBlob'>,
  input: PackageInput,
  warnings: string[],
  templates: TemplateSource,
): Promise<CarAssets> {
  const start = performance.now();
  const [decal, tpl] = await Promise.all([
    // The page's own decal comes from the cache (ready when it was prepared in advance); the
    // other bodies of "all bodies" are server renders fetched only for this package.
    (body === input.carBody
      ? decalCache.get(source, body)
      : fetchDecal(source, body).then(async (png) => ({ png, processed: await processDecal(png, body) }))
    ).then((r) => {
      measureStep(`decal:${body}`, start);
      return r;
    }),
    wrap(loadBodyTemplates(body, input.finish, templates, warnings)).then((r) => {
      measureStep(`templates:${body}`, start);
      return r;
    }),
  ]);
  return { body, decal: decal.png, detail: decal.processed.detail, mask: decal.processed.mask, ...tpl };
}

export interface BuildOptions {
  /** Build one car folder per body (the "all bodies" package); needs input.jobId. */
  allBodies?: boolean;
  date?: Date;
  templates?: TemplateSource;
}

/**
 * Fetches the decal(s) and templates, derives detail.png and Mask.png in a worker, and lays the
 * files out for AlphaConsole. Throws PackageError (its kind picks the toast).
 */
export async function buildDecalPackage(
  input: PackageInput,
  { allBodies = false, date = new Date(), templates = browserTemplates }: BuildOptions = {},
): Promise<DecalPackage> {
  if (!input.imageUrl && !input.imageBlob) throw new PackageError('noUrl');
  const warnings: string[] = [];
  const jobId = input.jobId;
  if (allBodies && !jobId) throw new PackageError('noUrl', 'no job for the other bodies');
  const bodies = allBodies ? ALL_BODIES : [input.carBody];
  const chassisPromise = input.chassis === 'none' ? Promise.resolve(null) : loadChassis(templates, warnings);
  const cars = await Promise.all(
    bodies.map((body) =>
      carAssets(body, body === input.carBody ? input : { imageUrl: bodyImageUrl(jobId as string, body) }, input, warnings, templates),
    ),
  );
  const chassis = await chassisPromise;
  const t = performance.now();
  const pkg = buildPackageFiles({ input, cars, chassis, date, warnings, allBodies });
  measureStep('layout', t);
  return pkg;
}

/**
 * Speculative part of a package (lib/prebuild-scheduler.ts starts it while the user looks at a
 * result): the decal's detail.png and Mask.png, and the body's templates in the page's cache.
 * The click then only lays out, zips and saves. Never rejects: a cancelled or failed prebuild
 * leaves the click to build (and report) it.
 */
export async function prebuildPackage(input: PackageInput): Promise<void> {
  const start = performance.now();
  const paths = [templatePaths.body(input.carBody, input.finish), templatePaths.curvature(input.carBody)];
  if (input.chassis !== 'none') paths.push(templatePaths.chassis());
  for (const path of paths) void fetchTemplateCached(path);
  try {
    if (await decalCache.prepare(input, input.carBody)) measureStep('prebuild', start);
  } catch {
    /* cancelled or failed */
  }
}

/** Stops an unfinished prebuild (a finished one is kept for the click). */
export function cancelPrebuild(): void {
  decalCache.cancel();
}
