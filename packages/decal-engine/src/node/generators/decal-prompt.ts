import type { Scene } from '../../scene/types';
import type { GenerateRequest } from './types';

/**
 * Prompt sent to external image models: only the hero artwork (the subject the player named),
 * as one isolated graphic on a plain background, which the composer then places on the car.
 */
export function externalPrompt(req: GenerateRequest, scene: Scene): string {
  const subject = scene.motifs.map((m) => m.motif.word).filter((w, i, all) => all.indexOf(w) === i);
  const what = subject.length ? subject.join(' and ') : req.prompt.trim().slice(0, 200);
  return `${what}, from the car decal prompt "${req.prompt.trim().slice(0, 300)}". One bold sticker-style graphic, centered, isolated on a plain white background, crisp edges, no text, no car, no frame.`;
}

export const NEGATIVE_PROMPT = 'car, vehicle, wheels, photo, text, watermark, logo, frame, border, blurry, busy background, scenery';
