import type { Design, RenderRequest } from '../types';
import { parsePrompt } from './parse-prompt';
import { perturbDesign } from './perturb-design';

/**
 * The design a render request stands for. Plain generation: `parsePrompt(prompt, seed)`.
 * More Like This (`parentSeed` set and `variationStrength` > 0): the parent's design
 * perturbed around it with the new seed.
 */
export function designForRequest(req: Pick<RenderRequest, 'prompt' | 'seed' | 'parentSeed' | 'variationStrength'>): Design {
  const strength = req.variationStrength ?? 0;
  if (req.parentSeed !== undefined && req.parentSeed !== null && strength > 0) {
    return perturbDesign(parsePrompt(req.prompt, req.parentSeed), req.seed, strength);
  }
  return parsePrompt(req.prompt, req.seed);
}
