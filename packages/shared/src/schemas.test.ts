import { describe, expect, it } from 'vitest';
import { credentialsSchema, generateRequestSchema, resetFormError, saveDecalRequestSchema } from './schemas';

describe('validation schemas', () => {
  it('requires an e-mail and a password of at least 6 characters', () => {
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: 'abcdef' }).success).toBe(true);
    const short = credentialsSchema.safeParse({ email: 'a@b.co', password: 'abc' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    expect(credentialsSchema.safeParse({ email: 'not-an-email', password: 'abcdef' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ email: '', password: 'abcdef' }).success).toBe(false);
  });
  it('checks the reset form: match first, then length', () => {
    expect(resetFormError('', '')).toBeNull();
    expect(resetFormError('abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(resetFormError('abc', 'abc')).toBe('Password must be at least 6 characters');
    expect(resetFormError('abcdef', 'abcdef')).toBeNull();
  });
  it('validates generate requests', () => {
    expect(generateRequestSchema.safeParse({ improvedPrompt: 'lava', carBody: 'octane' }).success).toBe(true);
    const empty = generateRequestSchema.safeParse({ improvedPrompt: '   ', carBody: 'octane' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter a prompt.');
    expect(generateRequestSchema.safeParse({ improvedPrompt: 'x', carBody: 'octane', seed: 1.5 }).success).toBe(false);
    expect(generateRequestSchema.safeParse({ improvedPrompt: 'x', carBody: 'octane', variationStrength: 1.2 }).success).toBe(false);
    expect(generateRequestSchema.safeParse({ improvedPrompt: 'x', carBody: 'octane', finish: 'glossy' }).success).toBe(false);
  });
  it('refuses car bodies outside the catalogue', () => {
    expect(generateRequestSchema.safeParse({ improvedPrompt: 'x', carBody: 'spaceship' }).success).toBe(false);
  });
  it('keeps only the job id of a keep request (settings come from the job)', () => {
    const r = saveDecalRequestSchema.parse({ jobId: 'j1', generationSettings: { chassis: 'none' }, prompt: 'p' });
    expect(r).toEqual({ jobId: 'j1' });
  });
});
