/** @decalforge/decal-engine/node – Node-only parts (canvas, sharp, HTTP drivers). */
export { renderDecal, renderDecalRaw, renderDesignRaw, type RawImage } from './render-decal';
export { encodePngSharp, PNG_OPTIONS } from './encode-png-sharp';
export { fitToBody } from './fit-to-body';
export { createImageGenerator, type GeneratorEnv } from './generators/create-image-generator';
export type { GenerateRequest, GeneratorOptions, ImageGenerator } from './generators/types';
export { createPromptImprover, type PromptImprover, type PromptImproverOptions } from './prompt-improver';
