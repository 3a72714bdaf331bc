import { useEffect, useState } from 'react';

/** docs/wire-protocol.md §9: the scroll handler is debounced by 100 ms. */
export const SCROLL_DEBOUNCE_MS = 100;

/**
 * Whether the page has scrolled further than `offset` pixels, read 100 ms after scrolling
 * pauses, so the header changes once per gesture rather than on every frame.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setPast(window.scrollY > offset), SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [offset]);
  return past;
}
