import type { Env } from '../config/env';
import type { RenderRequest } from '@decalforge/decal-engine';
import type { PackageCarTask } from './package-car';

/** What a render worker needs to produce one decal PNG: the engine's request (product size). */
export interface RenderTask extends Omit<RenderRequest, 'size'> {
  /** PNG of the parent job, for image-to-image drivers (More Like This). */
  parentImage?: Uint8Array;
}

/** What the pool runs: a decal render, or the package images of one car (public API). */
export type PoolTask = RenderTask | PackageCarTask;

export function isPackageCarTask(task: PoolTask): task is PackageCarTask {
  return (task as { kind?: unknown }).kind === 'package-car';
}

/** Generator settings passed to workers (the env subset the engine's drivers read). */
export type GeneratorEnv = Record<string, string | undefined>;

export function generatorEnv(env: Pick<Env, 'IMAGE_GENERATOR' | 'IMAGE_API_URL' | 'IMAGE_API_KEY' | 'IMAGE_MODEL' | 'SDWEBUI_URL'>): GeneratorEnv {
  const { IMAGE_GENERATOR, IMAGE_API_URL, IMAGE_API_KEY, IMAGE_MODEL, SDWEBUI_URL } = env;
  return { IMAGE_GENERATOR, IMAGE_API_URL, IMAGE_API_KEY, IMAGE_MODEL, SDWEBUI_URL };
}
