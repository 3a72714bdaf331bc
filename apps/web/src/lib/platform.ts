/** Facts about the device the app runs on, read at the moment they are needed. */

export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/.test(userAgent);
}

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A short buzz on tap where the device supports it (docs/wire-protocol.md §2, bottom navigation). */
export function tapFeedback(): void {
  navigator.vibrate?.(10);
}
