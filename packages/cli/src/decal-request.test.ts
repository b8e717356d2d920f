import { describe, expect, it } from 'vitest';
import { ENABLED_CAR_BODIES, MESSAGES } from '@decalforge/shared';
import { buildDecalRequest, packageBodies } from './decal-request';
import { EXIT } from './errors';

describe('decal request', () => {
  it('sends one body as asked, and `all` as one generation for the first enabled body packaged for all', () => {
    expect(buildDecalRequest(' tiger ', { body: 'fennec', seed: 7 })).toEqual({ prompt: 'tiger', body: 'fennec', seed: 7, improve: false });
    expect(buildDecalRequest('tiger', { body: 'all' }).body).toBe(ENABLED_CAR_BODIES[0]);
    expect(packageBodies('all')).toBe('all');
    expect(packageBodies('dominus')).toBe('dominus');
  });

  it("refuses what the API would refuse, with the API schema's words (exit 2)", () => {
    expect(() => buildDecalRequest('   ', { body: 'octane' })).toThrow(MESSAGES.create.emptyPrompt);
    try {
      buildDecalRequest('x'.repeat(5000), { body: 'octane' });
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ exitCode: EXIT.usage, message: expect.stringMatching(/at most/) });
    }
  });
});
