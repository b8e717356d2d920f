import { renderDecal } from '../render-decal';
import type { ImageGenerator } from './types';

export function createProceduralGenerator(): ImageGenerator {
  return { name: 'procedural', generate: (req) => renderDecal(req) };
}
