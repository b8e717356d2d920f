import { sceneForRequest } from '../../scene/scene-for-request';
import { composeWithArtwork } from './compose-artwork';
import { endpoint, postJson } from '../http';
import { externalPrompt } from './decal-prompt';
import type { GeneratorOptions, ImageGenerator } from './types';

export interface OpenAiImageConfig {
  url: string;
  apiKey?: string;
  model?: string;
}

/** OpenAI-compatible Images API: POST {url}/images/generations, response_format b64_json. */
export function createOpenAiGenerator(config: OpenAiImageConfig, opts: GeneratorOptions = {}): ImageGenerator {
  const url = endpoint(config.url, '/images/generations');
  return {
    name: 'openai',
    async generate(req) {
      // one scene per request: the prompt to the service and the composer read the same one
      const scene = sceneForRequest(req);
      const headers: Record<string, string> = {};
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const body: Record<string, unknown> = { prompt: externalPrompt(req, scene), n: 1, size: '1024x1024', response_format: 'b64_json' };
      if (config.model) body.model = config.model;
      const json = (await postJson('Image API', url, body, headers, { timeoutMs: opts.timeoutMs ?? 120_000, fetch: opts.fetch })) as {
        data?: Array<{ b64_json?: unknown }>;
      };
      const b64 = json?.data?.[0]?.b64_json;
      if (typeof b64 !== 'string' || b64.length === 0) throw new Error('Image API: response has no data[0].b64_json');
      return composeWithArtwork(Buffer.from(b64, 'base64'), req, scene);
    },
  };
}
