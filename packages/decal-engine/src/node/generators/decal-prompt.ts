import type { GenerateRequest } from './types';

/** Prompt sent to external image models: the user's prompt plus flat-texture guidance. */
export function externalPrompt(req: GenerateRequest): string {
  return `${req.prompt.trim()}. Flat seamless 2D livery artwork for a car wrap texture, bold graphic shapes, no car, no text, no background scene, finish: ${req.finish}.`;
}

export const NEGATIVE_PROMPT = 'car, vehicle, wheels, photo, text, watermark, logo, frame, border, blurry';
