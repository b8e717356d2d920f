import { MESSAGES } from '@decalforge/shared';
import { ApiError } from '../../../lib/api-client';

/** A generation that ended without an image: the job failed on the server or was never finished. */
export class GenerationError extends Error {}

/**
 * What the player reads when a generation fails (docs/product-rules.md, Texts): the server's readable message, else
 * 'Failed to generate decal. Please try again.' — never a browser or parser message such as
 * "Failed to fetch" or "Unexpected token".
 */
export function generationErrorMessage(e: unknown): string {
  if ((e instanceof ApiError || e instanceof GenerationError) && e.message.trim()) return e.message;
  return MESSAGES.create.generateFailed;
}

/**
 * Whether a failed prompt improvement should stop the generation. A 4xx (signed out, rate
 * limited, prompt refused) would fail the generation the same way, so the improve message is
 * shown alone; a network error or server fault only means the improver is unavailable, so the
 * generation goes on with the player's own words.
 */
export function improveFailureStops(e: unknown): boolean {
  return e instanceof ApiError && e.status >= 400 && e.status < 500;
}
