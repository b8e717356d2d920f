import { useEffect, useRef } from 'react';

/** Parallax factor of the home hero (docs/product-rules.md, Timings and sizes). */
export const PARALLAX_FACTOR = 0.5;

/**
 * Moves the element by `factor` × the page's scroll offset (one transform per animation frame,
 * no re-render). Users who ask for reduced motion get a still image.
 */
export function useParallax<T extends HTMLElement>(factor = PARALLAX_FACTOR) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const apply = () => {
      frame = 0;
      el.style.transform = `translate3d(0, ${Math.round(window.scrollY * factor)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [factor]);
  return ref;
}
