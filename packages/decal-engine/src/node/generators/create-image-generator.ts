import { createOpenAiGenerator } from './openai';
import { createProceduralGenerator } from './procedural';
import { createSdWebUiGenerator } from './sdwebui';
import type { GeneratorOptions, ImageGenerator } from './types';

export type GeneratorEnv = Record<string, string | undefined>;

/** Picks the generator driver from `IMAGE_GENERATOR` (procedural | openai | sdwebui). */
export function createImageGenerator(env: GeneratorEnv, opts: GeneratorOptions = {}): ImageGenerator {
  const kind = (env.IMAGE_GENERATOR ?? 'procedural').trim().toLowerCase() || 'procedural';
  switch (kind) {
    case 'procedural':
      return createProceduralGenerator();
    case 'openai': {
      if (!env.IMAGE_API_URL) throw new Error('IMAGE_GENERATOR=openai needs IMAGE_API_URL');
      return createOpenAiGenerator({ url: env.IMAGE_API_URL, apiKey: env.IMAGE_API_KEY, model: env.IMAGE_MODEL }, opts);
    }
    case 'sdwebui': {
      if (!env.SDWEBUI_URL) throw new Error('IMAGE_GENERATOR=sdwebui needs SDWEBUI_URL');
      return createSdWebUiGenerator(env.SDWEBUI_URL, opts);
    }
    default:
      throw new Error(`Unknown IMAGE_GENERATOR "${kind}" (expected procedural, openai or sdwebui)`);
  }
}
