import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { GenerationError, generationErrorMessage, improveFailureStops } from './generation-error';

describe('generationErrorMessage', () => {
  it("shows the server's readable message", () => {
    expect(generationErrorMessage(new ApiError(402, 'Free tier limit reached (1 generation). Upgrade to Basic or Pro.'))).toBe(
      'Free tier limit reached (1 generation). Upgrade to Basic or Pro.',
    );
    expect(generationErrorMessage(new GenerationError('Generator timed out'))).toBe('Generator timed out');
  });

  it('falls back to the product message for network, parser and empty errors', () => {
    expect(generationErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to generate decal. Please try again.');
    expect(generationErrorMessage(new SyntaxError('Unexpected token <'))).toBe('Failed to generate decal. Please try again.');
    expect(generationErrorMessage(new ApiError(500, ''))).toBe('Failed to generate decal. Please try again.');
    expect(generationErrorMessage('boom')).toBe('Failed to generate decal. Please try again.');
  });
});

describe('improveFailureStops', () => {
  it('stops on client errors and goes on when the improver is down', () => {
    expect(improveFailureStops(new ApiError(401, 'Please sign in to continue'))).toBe(true);
    expect(improveFailureStops(new ApiError(429, 'Too many requests'))).toBe(true);
    expect(improveFailureStops(new ApiError(502, 'Improver unavailable'))).toBe(false);
    expect(improveFailureStops(new ApiError(0, 'Failed to improve your prompt.'))).toBe(false);
    expect(improveFailureStops(new TypeError('Failed to fetch'))).toBe(false);
  });
});
