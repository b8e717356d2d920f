import { describe, expect, it } from 'vitest';
import { labelledRegions } from './region-labels';

describe('labelledRegions', () => {
  it.each([
    ['octane', ['hood & roof', 'right', 'left', 'top', 'rear', 'underside']],
    ['fennec', ['hood', 'roof', 'rear', 'right', 'left', 'underside']],
    ['dominus', ['hood', 'roof', 'right (upper)', 'left (upper)', 'left', 'right', 'rear', 'underside']],
  ] as const)('names the %s regions the way players do', (body, labels) => {
    const regions = labelledRegions(body);
    expect(regions.map((r) => r.label)).toEqual(labels);
    for (const r of regions) {
      expect(r.anchor[0]).toBeGreaterThan(0);
      expect(r.anchor[1]).toBeLessThan(2048);
    }
  });
});
