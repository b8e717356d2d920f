import { createImageGenerator, type ImageGenerator } from '@decalforge/decal-engine/node';
import type { GeneratorEnv, RenderTask } from './render-task';

const generators = new Map<string, ImageGenerator>();

/** Renders one task with the generator the environment names (cached per configuration). */
export async function runRender(task: RenderTask, env: GeneratorEnv): Promise<Buffer> {
  const cacheKey = JSON.stringify(env);
  let generator = generators.get(cacheKey);
  if (!generator) {
    generator = createImageGenerator(env);
    generators.set(cacheKey, generator);
  }
  return generator.generate({
    prompt: task.prompt,
    carBody: task.carBody,
    finish: task.finish,
    seed: task.seed,
    variationStrength: task.variationStrength,
    parentSeed: task.parentSeed,
    parentImage: task.parentImage ? Buffer.from(task.parentImage) : undefined,
    logo: task.logo,
  });
}
