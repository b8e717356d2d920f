import type * as PipelineModule from './pipeline';

type Pipeline = typeof PipelineModule;

let pipeline: Promise<Pipeline> | null = null;

/** Loads the package pipeline chunk once (the hook preloads it while the page is idle). */
export function loadPipeline(): Promise<Pipeline> {
  pipeline ??= import('./pipeline').catch((e: unknown) => {
    pipeline = null;
    throw e;
  });
  return pipeline;
}
