import type { RenderRequest } from '../types';
import { parseScene } from './parse-scene';
import { perturbScene } from './perturb-scene';
import type { Scene } from './types';

/**
 * The scene a render request stands for. Plain generation: `parseScene(prompt, seed)`.
 * More Like This (`parentSeed` set and `variationStrength` > 0): the parent's scene
 * perturbed around it with the new seed.
 */
export function sceneForRequest(req: Pick<RenderRequest, 'prompt' | 'seed' | 'parentSeed' | 'variationStrength'>): Scene {
  const strength = req.variationStrength ?? 0;
  if (req.parentSeed !== undefined && req.parentSeed !== null && strength > 0) {
    return perturbScene(parseScene(req.prompt, req.parentSeed), req.seed, strength);
  }
  return parseScene(req.prompt, req.seed);
}
