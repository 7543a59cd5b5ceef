const DOUBLE_TAP_MS = 300;

// Taps on controls must always reach them (a diner pressing '+' twice fast); these elements
// already avoid double-tap zoom through `touch-action: manipulation` in the base stylesheet.
const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [contenteditable="true"]';

/**
 * Blocks pinch, double-tap / double-click and ctrl+wheel zoom (SPEC.md section 1). Tablets sit on a
 * table and get pinched by accident; a zoomed menu strands the diner. Returns the undo function.
 */
export function installZoomGuard(target: Document = document): () => void {
  const nonPassive: AddEventListenerOptions = { passive: false };
  let lastTouchEnd = 0;

  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const now = event.timeStamp;
    const isDoubleTap = now - lastTouchEnd < DOUBLE_TAP_MS;
    lastTouchEnd = now;
    const element = event.target instanceof Element ? event.target : null;
    if (isDoubleTap && !element?.closest(INTERACTIVE)) event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) event.preventDefault();
  };
  // Safari's own pinch events.
  const onGesture = (event: Event) => event.preventDefault();
  const onDoubleClick = (event: MouseEvent) => {
    const element = event.target instanceof Element ? event.target : null;
    if (!element?.closest('input, textarea, [contenteditable="true"]')) event.preventDefault();
  };

  target.addEventListener('touchmove', onTouchMove, nonPassive);
  target.addEventListener('touchend', onTouchEnd, nonPassive);
  target.addEventListener('wheel', onWheel, nonPassive);
  target.addEventListener('gesturestart', onGesture, nonPassive);
  target.addEventListener('gesturechange', onGesture, nonPassive);
  target.addEventListener('dblclick', onDoubleClick, nonPassive);

  return () => {
    target.removeEventListener('touchmove', onTouchMove);
    target.removeEventListener('touchend', onTouchEnd);
    target.removeEventListener('wheel', onWheel);
    target.removeEventListener('gesturestart', onGesture);
    target.removeEventListener('gesturechange', onGesture);
    target.removeEventListener('dblclick', onDoubleClick);
  };
}
