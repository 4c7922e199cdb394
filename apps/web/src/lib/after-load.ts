/** Runs `work` once the next frame has been painted. */
export function afterNextPaint(work: () => void) {
  requestAnimationFrame(() => setTimeout(work));
}

/**
 * Runs `work` once the page has loaded and painted (at the next frame when it already
 * has), so that what it downloads never competes with what the shopper sees first.
 */
export function afterLoad(work: () => void) {
  if (document.readyState === 'complete') afterNextPaint(work);
  else window.addEventListener('load', () => afterNextPaint(work), { once: true });
}
