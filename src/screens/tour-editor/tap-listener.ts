/** A press that moves less than this (CSS pixels) is a tap, not a drag to look around. */
const TAP_SLOP_PX = 8;
/** A press held longer than this is not a tap. */
const TAP_MAX_MS = 600;

/**
 * Calls `onTap` with the client coordinates of each tap or click on `element` that is not the
 * end of a drag (dragging still looks around while the owner searches for the spot). Listens in
 * the capture phase, before the viewer's own handlers. Returns a function that stops listening.
 */
export function listenForTaps(
  element: HTMLElement,
  onTap: (clientX: number, clientY: number) => void,
): () => void {
  let press: { id: number; x: number; y: number; at: number } | null = null;
  const down = (event: PointerEvent) => {
    if (event.button !== 0) return;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp };
  };
  const up = (event: PointerEvent) => {
    const started = press;
    press = null;
    if (!started || started.id !== event.pointerId) return;
    const moved = Math.hypot(event.clientX - started.x, event.clientY - started.y);
    if (moved <= TAP_SLOP_PX && event.timeStamp - started.at <= TAP_MAX_MS) {
      onTap(event.clientX, event.clientY);
    }
  };
  element.addEventListener('pointerdown', down, true);
  element.addEventListener('pointerup', up, true);
  return () => {
    element.removeEventListener('pointerdown', down, true);
    element.removeEventListener('pointerup', up, true);
  };
}
