import { describe, expect, it } from 'vitest';
import { listenToDragOrTap } from './drag-or-tap';

/** A pointer event of the primary button at `timeStamp` ms (jsdom makes no PointerEvent). */
function pointer(type: string, x: number, y: number, timeStamp: number): Event {
  const event = new MouseEvent(type, { clientX: x, clientY: y, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  return event;
}

function listen() {
  const element = document.createElement('div');
  const taps: [number, number][] = [];
  const drags: [number, number][] = [];
  listenToDragOrTap(element, () => true, {
    onTap: (x, y) => taps.push([x, y]),
    onDrag: (dx, dy) => drags.push([dx, dy]),
  });
  return { element, taps, drags };
}

describe('listenToDragOrTap', () => {
  it('takes a short press that barely moved as a tap, however late its release is handled', () => {
    const { element, taps } = listen();
    element.dispatchEvent(pointer('pointerdown', 10, 20, 1_000));
    // Handled after a long frame, but let go 120 ms after the press.
    element.dispatchEvent(pointer('pointerup', 11, 20, 1_120));
    expect(taps).toEqual([[11, 20]]);
  });

  it('takes a long press, or one that moved, as no tap', () => {
    const { element, taps, drags } = listen();
    element.dispatchEvent(pointer('pointerdown', 10, 20, 1_000));
    element.dispatchEvent(pointer('pointerup', 10, 20, 1_600));
    element.dispatchEvent(pointer('pointerdown', 10, 20, 2_000));
    element.dispatchEvent(pointer('pointermove', 30, 20, 2_050));
    element.dispatchEvent(pointer('pointerup', 30, 20, 2_100));
    expect(taps).toEqual([]);
    expect(drags).toEqual([[20, 0]]);
  });
});
