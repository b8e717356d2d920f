import { useEffect } from 'react';
import { preloadCarPreview } from '../lib/preload-car-preview';

/** Prepares the 3D preview while the page is idle (for routes that show previews). */
export function usePreloadCarPreview(): void {
  useEffect(() => preloadCarPreview(), []);
}
