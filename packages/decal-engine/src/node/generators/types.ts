import type { RenderRequest } from '../../types';

export type GenerateRequest = RenderRequest & { parentImage?: Buffer };

export interface ImageGenerator {
  name: string;
  /** PNG bytes of a size² decal (2048² by default). */
  generate(req: GenerateRequest): Promise<Buffer>;
}

export interface GeneratorOptions {
  /** Request timeout for external APIs (ms). Default 120 000. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}
