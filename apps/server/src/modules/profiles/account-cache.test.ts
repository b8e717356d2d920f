import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '@decalforge/shared';
import { createAccountCache } from './account-cache';
import type { Profile, ProfilesRepository } from './profiles.repository';

/** A profiles repository in memory that counts reads; `gate` holds a read open until released. */
function fakeProfiles() {
  const rows = new Map<string, Profile>();
  const usage = new Map<string, number>();
  const reads = { ensure: 0, usage: 0 };
  let gate: Promise<void> | null = null;
  const repo = {
    async ensure(userId: string): Promise<Profile> {
      reads.ensure += 1;
      const row = { ...(rows.get(userId) ?? { id: userId, plan: 'FREE' as Plan, bonus_credits: 0, created_at: '' }) };
      if (gate) await gate;
      return row;
    },
    async usage(userId: string): Promise<number> {
      reads.usage += 1;
      return usage.get(userId) ?? 0;
    },
  } as unknown as ProfilesRepository;
  return {
    repo,
    rows,
    usage,
    reads,
    hold(): () => void {
      let release!: () => void;
      gate = new Promise<void>((r) => (release = r));
      return () => {
        gate = null;
        release();
      };
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('account cache', () => {
  it('remembers an account for the TTL and forgets it when told the user changed', async () => {
    const p = fakeProfiles();
    const cache = createAccountCache({ profiles: p.repo, ttlSeconds: 10 });
    expect(cache.peek('u1')).toBeUndefined();
    await cache.load('u1');
    expect(cache.peek('u1')).toEqual({ plan: 'FREE', bonusCredits: 0 });
    p.rows.set('u1', { id: 'u1', plan: 'PRO', bonus_credits: 3, created_at: '' });
    expect(cache.peek('u1')?.plan).toBe('FREE');
    cache.changed('u1');
    expect(cache.peek('u1')).toBeUndefined();
    expect(await cache.load('u1')).toEqual({ plan: 'PRO', bonusCredits: 3 });
    expect(cache.peek('u1', Date.now() + 11_000)).toBeUndefined();
  });

  it('never stores a read that overlapped an invalidation', async () => {
    const p = fakeProfiles();
    const cache = createAccountCache({ profiles: p.repo, ttlSeconds: 10 });
    const release = p.hold();
    const stale = cache.load('u1'); // reads FREE, then waits
    p.rows.set('u1', { id: 'u1', plan: 'PRO', bonus_credits: 0, created_at: '' });
    cache.changed('u1'); // the write committed while the read was in flight
    release();
    expect((await stale).plan).toBe('FREE');
    expect(cache.peek('u1')).toBeUndefined();
    expect((await cache.load('u1')).plan).toBe('PRO');
    expect(cache.peek('u1')?.plan).toBe('PRO');
  });

  it('counts usage once per window and again after a change or in a new month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-31T23:59:55Z'));
    const p = fakeProfiles();
    const cache = createAccountCache({ profiles: p.repo, ttlSeconds: 60 });
    await cache.load('u1');
    p.usage.set('u1', 4);
    expect(await cache.usage('u1', 'BASIC', new Date())).toBe(4);
    p.usage.set('u1', 5);
    expect(await cache.usage('u1', 'BASIC', new Date())).toBe(4);
    expect(p.reads.usage).toBe(1);
    // BASIC counts per calendar month: February is another window.
    expect(await cache.usage('u1', 'BASIC', new Date('2026-02-01T00:00:01Z'))).toBe(5);
    cache.changed('u1');
    await cache.load('u1');
    p.usage.set('u1', 6);
    expect(await cache.usage('u1', 'BASIC', new Date())).toBe(6);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const p = fakeProfiles();
    const cache = createAccountCache({ profiles: p.repo, ttlSeconds: 0 });
    await cache.load('u1');
    expect(cache.peek('u1')).toBeUndefined();
    expect(await cache.usage('u1', 'FREE', new Date())).toBe(0);
    expect(await cache.usage('u1', 'FREE', new Date())).toBe(0);
    expect(p.reads).toEqual({ ensure: 1, usage: 2 });
  });
});
