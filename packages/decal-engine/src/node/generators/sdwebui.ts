import { sceneForRequest } from '../../scene/scene-for-request';
import { composeWithArtwork } from './compose-artwork';
import { endpoint, postJson } from '../http';
import { NEGATIVE_PROMPT, externalPrompt } from './decal-prompt';
import type { GeneratorOptions, ImageGenerator } from './types';

/**
 * AUTOMATIC1111 / Forge HTTP API: txt2img for new decals, img2img from the parent image
 * with denoising_strength = variationStrength for More Like This.
 */
export function createSdWebUiGenerator(baseUrl: string, opts: GeneratorOptions = {}): ImageGenerator {
  const root = baseUrl.replace(/\/+$/, '').replace(/\/sdapi\/v1(\/.*)?$/, '');
  return {
    name: 'sdwebui',
    async generate(req) {
      // one scene per request: the prompt to the service and the composer read the same one
      const scene = sceneForRequest(req);
      const common = {
        prompt: externalPrompt(req, scene),
        negative_prompt: NEGATIVE_PROMPT,
        seed: req.seed,
        width: 1024,
        height: 1024,
        steps: 28,
        cfg_scale: 7,
        batch_size: 1,
        n_iter: 1,
      };
      const variation = req.variationStrength ?? 0;
      const useImg2Img = req.parentImage !== undefined && variation > 0;
      const url = endpoint(root, useImg2Img ? '/sdapi/v1/img2img' : '/sdapi/v1/txt2img');
      const body = useImg2Img
        ? { ...common, init_images: [req.parentImage?.toString('base64')], denoising_strength: Math.min(1, Math.max(0, variation)) }
        : common;
      const json = (await postJson('Stable Diffusion API', url, body, {}, { timeoutMs: opts.timeoutMs ?? 180_000, fetch: opts.fetch })) as {
        images?: unknown[];
      };
      const first = json?.images?.[0];
      if (typeof first !== 'string' || first.length === 0) throw new Error('Stable Diffusion API: response has no images[0]');
      return composeWithArtwork(Buffer.from(first.replace(/^data:image\/\w+;base64,/, ''), 'base64'), req, scene);
    },
  };
}
