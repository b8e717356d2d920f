import { describe, expect, it } from 'vitest';
import type { PackageInput } from '../types';
import { createPrebuildScheduler, type PrebuildEnv } from './prebuild-scheduler';
import { testInput } from './test-fixtures';

/** A page whose idle time, visibility and switch the test drives. */
function fakeEnv() {
  const log: string[] = [];
  let idle: (() => void) | null = null;
  let visibility: (() => void) | null = null;
  const state = { hidden: false, enabled: true };
  const env: PrebuildEnv = {
    enabled: () => state.enabled,
    hidden: () => state.hidden,
    onVisibilityChange: (listener) => {
      visibility = listener;
      return () => (visibility = null);
    },
    whenIdle: (task) => {
      idle = task;
      return () => {
        if (idle === task) idle = null;
      };
    },
    start: (input: PackageInput) => log.push(`start ${input.id}`),
    cancel: () => log.push('cancel'),
  };
  return {
    env,
    log,
    state,
    idlePending: () => idle !== null,
    runIdle: () => {
      const task = idle;
      idle = null;
      task?.();
    },
    setHidden: (hidden: boolean) => {
      state.hidden = hidden;
      visibility?.();
    },
  };
}

describe('createPrebuildScheduler', () => {
  it('starts the offered decal only once the page is idle, one at a time (the last offered)', () => {
    const page = fakeEnv();
    const scheduler = createPrebuildScheduler(page.env);
    scheduler.offer(testInput({ id: 'a' }));
    expect(page.log).toEqual([]);
    scheduler.offer(testInput({ id: 'b' })); // replaced before the page was idle: a never starts
    page.runIdle();
    expect(page.log).toEqual(['start b']);
    scheduler.offer(testInput({ id: 'c' })); // a new result replaces b: b's unfinished build stops
    expect(page.log).toEqual(['start b', 'cancel']);
    page.runIdle();
    expect(page.log).toEqual(['start b', 'cancel', 'start c']);
  });

  it('does no work while the tab is hidden and resumes when it shows', () => {
    const page = fakeEnv();
    const scheduler = createPrebuildScheduler(page.env);
    page.state.hidden = true;
    scheduler.offer(testInput({ id: 'a' }));
    expect(page.idlePending()).toBe(false);
    page.setHidden(false);
    page.runIdle();
    expect(page.log).toEqual(['start a']);
    page.setHidden(true); // stops the unfinished build (a finished one is kept by the cache)
    expect(page.log).toEqual(['start a', 'cancel']);
    expect(page.idlePending()).toBe(false);
    page.setHidden(false);
    page.runIdle();
    expect(page.log).toEqual(['start a', 'cancel', 'start a']);
  });

  it('is idle work only: hidden by the time the page is idle means no start', () => {
    const page = fakeEnv();
    const scheduler = createPrebuildScheduler(page.env);
    scheduler.offer(testInput({ id: 'a' }));
    page.state.hidden = true; // no event yet
    page.runIdle();
    expect(page.log).toEqual([]);
  });

  it('withdraws an offer (card unmounted) and ignores a stale withdrawal', () => {
    const page = fakeEnv();
    const scheduler = createPrebuildScheduler(page.env);
    const withdrawA = scheduler.offer(testInput({ id: 'a' }));
    page.runIdle();
    const withdrawB = scheduler.offer(testInput({ id: 'b' }));
    withdrawA(); // a was already replaced: nothing happens to b
    expect(page.idlePending()).toBe(true);
    withdrawB();
    expect(page.idlePending()).toBe(false);
    page.runIdle();
    expect(page.log).toEqual(['start a', 'cancel']);
  });

  it('does nothing when switched off, and stops listening when disposed', () => {
    const page = fakeEnv();
    page.state.enabled = false;
    const scheduler = createPrebuildScheduler(page.env);
    scheduler.offer(testInput({ id: 'a' }));
    expect(page.idlePending()).toBe(false);
    page.state.enabled = true;
    scheduler.offer(testInput({ id: 'b' }));
    page.runIdle();
    scheduler.dispose();
    expect(page.log).toEqual(['start b', 'cancel']);
    page.setHidden(false);
    expect(page.idlePending()).toBe(false);
  });
});
