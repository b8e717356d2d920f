/** @decalforge/decal-engine/node – Node-only parts (canvas, sharp, HTTP drivers). */
export { renderDecal, renderDecalRaw, renderSceneRaw, type RawImage } from './render-decal';
export { parseScene } from '../scene/parse-scene';
export { perturbScene } from '../scene/perturb-scene';
export { sceneForRequest } from '../scene/scene-for-request';
export { planScene, type RenderPlan, type PlanItem } from '../compose/plan';
export { encodePngSharp, PNG_OPTIONS } from './encode-png-sharp';
export { planLogoStickers, LOGO_SHADOW, type LogoPlacement } from './paint/logo-sticker';
export { composeWithArtwork, keyOutBackground } from './generators/compose-artwork';
export { createImageGenerator, type GeneratorEnv } from './generators/create-image-generator';
export type { GenerateRequest, GeneratorOptions, ImageGenerator } from './generators/types';
export { createPromptImprover, type PromptImprover, type PromptImproverOptions } from './prompt-improver';
