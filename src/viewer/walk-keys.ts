/**
 * Keyboard walking: W/↑ forward, S/↓ back, A/D step sideways, ←/→ turn. Physical key codes, so
 * the keys sit in the same place on every layout. Keys count only while the viewer has focus.
 */
const FORWARD = new Set(['KeyW', 'ArrowUp']);
const BACK = new Set(['KeyS', 'ArrowDown']);
const LEFT = new Set(['KeyA']);
const RIGHT = new Set(['KeyD']);
const TURN_LEFT = new Set(['ArrowLeft', 'KeyQ']);
const TURN_RIGHT = new Set(['ArrowRight', 'KeyE']);
const HANDLED = new Set([...FORWARD, ...BACK, ...LEFT, ...RIGHT, ...TURN_LEFT, ...TURN_RIGHT]);

export interface WalkIntent {
  /** −1 back … 1 forward. */
  forward: number;
  /** −1 left … 1 right. */
  sideways: number;
  /** −1 right … 1 left (counter-clockwise seen from above, like yaw). */
  turn: number;
}

export interface WalkKeys {
  intent(): WalkIntent;
  dispose(): void;
}

export function listenToWalkKeys(element: HTMLElement, isActive: () => boolean): WalkKeys {
  const held = new Set<string>();
  const ownsEvent = (event: KeyboardEvent) =>
    isActive() &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey &&
    (event.target === element || event.target instanceof HTMLCanvasElement);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HANDLED.has(event.code) || !ownsEvent(event)) return;
    event.preventDefault();
    held.add(event.code);
  };
  const onKeyUp = (event: KeyboardEvent) => held.delete(event.code);
  const release = () => held.clear();
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('keyup', onKeyUp);
  element.addEventListener('focusout', release);
  const axis = (plus: Set<string>, minus: Set<string>) =>
    [...held].some((code) => plus.has(code))
      ? 1
      : [...held].some((code) => minus.has(code))
        ? -1
        : 0;
  return {
    intent: () => ({
      forward: axis(FORWARD, BACK),
      sideways: axis(RIGHT, LEFT),
      turn: axis(TURN_LEFT, TURN_RIGHT),
    }),
    dispose: () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('keyup', onKeyUp);
      element.removeEventListener('focusout', release);
    },
  };
}
