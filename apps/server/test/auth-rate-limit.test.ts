import { describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/test-app';

// Its own file: better-auth keeps its in-memory rate-limit counters per process, so sign-ins
// made by other test apps in the same file would count against this one.
describe('auth rate limits', () => {
  it('rate-limits sign-in per client IP with 429', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await limited.client().json('POST', '/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'whatever1' })).status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      // A spoofed client-IP header does not get around it.
      const spoofed = await limited.client().json('POST', '/api/auth/sign-in/email', { email: 'nobody@example.test', password: 'whatever1' }, { 'x-decalforge-client-ip': '10.9.8.7', 'x-forwarded-for': '10.9.8.7' });
      expect(spoofed.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

});
