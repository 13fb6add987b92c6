import { PerspectiveCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { createFrameDemand, IDLE_AFTER_MS, viewSignature } from './frame-demand';

/** A loop that counts its starts and stops; `canStart` false stands for a viewer without a renderer. */
function countingLoop(canStart = true) {
  const loop = {
    starts: 0,
    stops: 0,
    canStart,
    start: () => {
      loop.starts += 1;
      return loop.canStart;
    },
    stop: () => {
      loop.stops += 1;
    },
  };
  return loop;
}

describe('render on demand', () => {
  it('draws when woken and when the view changes, and nothing while the view stays', () => {
    const loop = countingLoop();
    const demand = createFrameDemand(loop);
    demand.wake();
    expect(loop.starts).toBe(1);
    expect(demand.shouldDraw(0, 'a')).toBe(true);
    expect(demand.shouldDraw(16, 'a')).toBe(false);
    expect(demand.shouldDraw(32, 'b')).toBe(true);
    expect(demand.shouldDraw(48, 'b')).toBe(false);
    demand.wake();
    expect(loop.starts).toBe(1);
    expect(demand.shouldDraw(64, 'b')).toBe(true);
  });

  it('stops the loop once nothing has changed for a second, and input starts it again', () => {
    const loop = countingLoop();
    const demand = createFrameDemand(loop);
    demand.wake();
    expect(demand.shouldDraw(0, 'a')).toBe(true);
    expect(demand.shouldDraw(IDLE_AFTER_MS - 1, 'a')).toBe(false);
    expect(demand.running).toBe(true);
    expect(demand.shouldDraw(IDLE_AFTER_MS, 'a')).toBe(false);
    expect(demand.running).toBe(false);
    expect(loop.stops).toBe(1);

    // Long after, an input: the loop runs again and the first frame draws, whatever the view.
    demand.wake();
    expect(loop.starts).toBe(2);
    expect(demand.shouldDraw(60_000, 'a')).toBe(true);
    expect(demand.shouldDraw(60_016, 'a')).toBe(false);
  });

  it('keeps the loop while the view keeps changing', () => {
    const loop = countingLoop();
    const demand = createFrameDemand(loop);
    demand.wake();
    for (let frame = 0; frame < 200; frame += 1) {
      expect(demand.shouldDraw(frame * 16, `pose ${frame}`)).toBe(true);
    }
    expect(demand.running).toBe(true);
    expect(loop.stops).toBe(0);
  });

  it('stops a loop whose frames may not draw (held, or no tour yet)', () => {
    const loop = countingLoop();
    const demand = createFrameDemand(loop);
    demand.wake();
    demand.rest(100);
    demand.rest(100 + IDLE_AFTER_MS - 1);
    expect(demand.running).toBe(true);
    demand.rest(100 + IDLE_AFTER_MS);
    expect(demand.running).toBe(false);
  });

  it('tries again on the next wake when the loop could not start', () => {
    const loop = countingLoop(false);
    const demand = createFrameDemand(loop);
    demand.wake();
    expect(demand.running).toBe(false);
    loop.canStart = true;
    demand.wake();
    expect(loop.starts).toBe(2);
    expect(demand.running).toBe(true);
  });

  it('never starts again once stopped for good', () => {
    const loop = countingLoop();
    const demand = createFrameDemand(loop);
    demand.wake();
    demand.stop();
    demand.wake();
    expect(loop.starts).toBe(1);
    expect(demand.running).toBe(false);
  });
});

describe('viewSignature', () => {
  it('changes with the pose and the projection, not with drift below a tenth of a millimetre', () => {
    const camera = new PerspectiveCamera(70, 1.5, 0.05, 500);
    const still = viewSignature(camera, 'walk');
    camera.position.x += 0.00001;
    expect(viewSignature(camera, 'walk')).toBe(still);
    camera.position.x += 0.01;
    expect(viewSignature(camera, 'walk')).not.toBe(still);
    const moved = viewSignature(camera, 'walk');
    camera.rotation.y += 0.1;
    expect(viewSignature(camera, 'walk')).not.toBe(moved);
    const turned = viewSignature(camera, 'walk');
    camera.aspect = 2;
    camera.updateProjectionMatrix();
    expect(viewSignature(camera, 'walk')).not.toBe(turned);
    expect(viewSignature(camera, 'dollhouse')).not.toBe(viewSignature(camera, 'walk'));
  });
});
