import type { PackageInput } from '../types';

/** localStorage switch: 'off' stops speculative builds in this browser (the benchmark's cold runs use it). */
export const PREBUILD_STORAGE_KEY = 'decalforge:package-prebuild';

/** What the scheduler needs from the page (injected, so the rules are tested without a browser). */
export interface PrebuildEnv {
  /** False when prebuilding is switched off (storage switch, Save-Data). */
  enabled(): boolean;
  hidden(): boolean;
  /** Subscribes to visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Runs `task` when the page is idle; returns a cancel. */
  whenIdle(task: () => void): () => void;
  /** Starts building `input`'s expensive parts (joins it when they are already built or building). */
  start(input: PackageInput): void;
  /** Stops an unfinished build (keeps a finished one). */
  cancel(): void;
}

/**
 * Speculative package builds, cheap for the user: one decal at a time (the last one offered:
 * the result on screen), only once the page is idle, nothing while the tab is hidden (an
 * unfinished build is stopped and resumed when the tab shows again), and none when switched off.
 * A withdrawn offer (its card unmounted or replaced) stops its unfinished build.
 */
export function createPrebuildScheduler(env: PrebuildEnv) {
  let wanted: PackageInput | null = null;
  let started = false;
  let cancelIdle: (() => void) | null = null;

  function pause(): void {
    cancelIdle?.();
    cancelIdle = null;
    if (started) env.cancel();
    started = false;
  }

  function schedule(): void {
    if (!wanted || started || cancelIdle || env.hidden() || !env.enabled()) return;
    cancelIdle = env.whenIdle(() => {
      cancelIdle = null;
      if (!wanted || env.hidden()) return;
      started = true;
      env.start(wanted);
    });
  }

  const stopListening = env.onVisibilityChange(() => (env.hidden() ? pause() : schedule()));

  return {
    /** Offers the result on screen for a prebuild; returns the withdrawal. */
    offer(input: PackageInput): () => void {
      pause();
      wanted = input;
      schedule();
      return () => {
        if (wanted !== input) return;
        pause();
        wanted = null;
      };
    },
    dispose(): void {
      pause();
      wanted = null;
      stopListening();
    },
  };
}

export type PrebuildScheduler = ReturnType<typeof createPrebuildScheduler>;

/** The page's environment: requestIdleCallback, document visibility, the storage switch and Save-Data. */
export function browserPrebuildEnv(start: PrebuildEnv['start'], cancel: PrebuildEnv['cancel']): PrebuildEnv {
  return {
    enabled: () => {
      try {
        if (window.localStorage.getItem(PREBUILD_STORAGE_KEY) === 'off') return false;
      } catch {
        /* storage blocked: on */
      }
      const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
      return !connection?.saveData;
    },
    hidden: () => document.visibilityState === 'hidden',
    onVisibilityChange: (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    whenIdle: (task) => {
      if (typeof window.requestIdleCallback === 'function') {
        // The timeout bounds the wait on a page that is never quite idle (the 3D preview's frames).
        const id = window.requestIdleCallback(task, { timeout: 2000 });
        return () => window.cancelIdleCallback(id);
      }
      const id = window.setTimeout(task, 300);
      return () => window.clearTimeout(id);
    },
    start,
    cancel,
  };
}
