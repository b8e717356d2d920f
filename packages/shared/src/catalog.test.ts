import { describe, expect, it } from 'vitest';
import { CAR_BODIES, CAR_BODY_INFO, DEFAULT_CAR_BODY, ENABLED_CAR_BODIES } from './catalog';
import { jobBodyParamsSchema } from './schemas';

describe('car body catalogue', () => {
  it('derives the enabled bodies from CAR_BODY_INFO, and the default body is one of them', () => {
    expect(ENABLED_CAR_BODIES).toEqual(CAR_BODIES.filter((b) => CAR_BODY_INFO[b].enabled));
    expect(ENABLED_CAR_BODIES).toContain(DEFAULT_CAR_BODY);
    for (const b of CAR_BODIES) expect(CAR_BODY_INFO[b].id).toBe(b);
  });

  it('accepts exactly the enabled bodies as the :body route parameter', () => {
    for (const body of CAR_BODIES) {
      expect(jobBodyParamsSchema.safeParse({ id: 'job', body }).success).toBe(CAR_BODY_INFO[body].enabled);
    }
    expect(jobBodyParamsSchema.safeParse({ id: 'job', body: 'truck' }).success).toBe(false);
  });
});
