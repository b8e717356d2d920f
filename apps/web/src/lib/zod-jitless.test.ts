import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { z } from 'zod';

describe('zod without eval (CSP)', () => {
  it('zod picks up jitless from the global set before it loads, and still parses objects', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
