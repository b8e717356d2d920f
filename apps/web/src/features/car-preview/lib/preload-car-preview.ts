import { hasWebGL2 } from './webgl-support';

let started = false;

/**
 * Loads the three.js chunk and warms up a renderer (geometry and compiled shaders) while the page
 * is idle, so a result's first frame does not wait for them. For the pages that show previews
 * (/create, /account), never the landing page: nothing here runs before it is called.
 * Returns a cancel function for an effect's cleanup.
 */
export function preloadCarPreview(): () => void {
  if (started || typeof window === 'undefined') return () => undefined;
  const run = () => {
    if (started || !hasWebGL2()) return;
    started = true;
    void import('./car-scene')
      .then((m) => m.warmUpRenderer())
      // the preview loads the chunk again on mount and shows the flat texture if that fails too
      .catch((error: unknown) => console.warn('3D preview warm-up failed', error));
  };
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
}
