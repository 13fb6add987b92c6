/**
 * One pointer (mouse, pen or finger) on the canvas: a drag reports its moves, a short press that
 * barely moved is a tap. A second finger ends the drag (pinches are not looks). A press is timed
 * by its events' own time stamps, when the hand pressed and let go: a frame drawn between the two
 * (the press wakes a viewer at rest) delays the release's handling, not the release.
 */
const TAP_SLOP_PX = 6;
const TAP_MAX_MS = 500;

export interface DragOrTapHandlers {
  onDrag(dx: number, dy: number): void;
  onTap(clientX: number, clientY: number): void;
}

export function listenToDragOrTap(
  element: HTMLElement,
  isActive: () => boolean,
  handlers: DragOrTapHandlers,
): () => void {
  let pointer: { id: number; x: number; y: number; travelled: number; since: number } | null = null;
  const onDown = (event: PointerEvent) => {
    if (pointer) {
      pointer = null;
      return;
    }
    if (!isActive() || event.button > 0) return;
    pointer = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      travelled: 0,
      since: event.timeStamp,
    };
    element.setPointerCapture?.(event.pointerId);
  };
  const onMove = (event: PointerEvent) => {
    if (!pointer || event.pointerId !== pointer.id) return;
    const dx = event.clientX - pointer.x;
    const dy = event.clientY - pointer.y;
    pointer = { ...pointer, x: event.clientX, y: event.clientY };
    pointer.travelled += Math.hypot(dx, dy);
    if (pointer.travelled > TAP_SLOP_PX) handlers.onDrag(dx, dy);
  };
  const onUp = (event: PointerEvent) => {
    if (!pointer || event.pointerId !== pointer.id) return;
    const tapped = pointer.travelled <= TAP_SLOP_PX && event.timeStamp - pointer.since < TAP_MAX_MS;
    pointer = null;
    if (tapped && isActive()) handlers.onTap(event.clientX, event.clientY);
  };
  const onCancel = () => {
    pointer = null;
  };
  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', onCancel);
  return () => {
    element.removeEventListener('pointerdown', onDown);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointercancel', onCancel);
  };
}
