import { DEFAULT_FINISH, type CarBody } from '@decalforge/shared';
import type { CarAssets, DecalPackage, PackageInput } from '../types';
import { buildTemplateInWorker, processDecalInWorker } from '../workers/worker-pool';
import { buildPackageFiles, PackageError, TEMPLATE_BODIES } from '@decalforge/decal-engine/package/builder';
import { measureStep } from './perf';
import { fetchTemplateCached, loadBodyTemplates, loadChassis, loadDecalPng, type TemplateSource } from './load-assets';

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
    if (e instanceof PackageError) throw e;
    throw new PackageError('packageFailed', e instanceof Error ? e.message : String(e));
  }
}

async function carAssets(
  body: CarBody,
  source: Pick<PackageInput, 'imageUrl' | 'imageBlob'>,
  input: PackageInput,
  warnings: string[],
  templates: TemplateSource,
): Promise<CarAssets> {
  const start = performance.now();
  const [decal, tpl] = await Promise.all([
    loadDecalPng(source).then(async (png) => {
      measureStep(`fetch-decal:${body}`, start);
      const t = performance.now();
      const processed = await wrap(processDecalInWorker(png, body));
      measureStep(`worker:${body}`, t, processed.timings);
      return { png, processed };
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
