/**
 * Walk: first person at eye height on the walkable floor. Keys walk and turn, a drag looks
 * around, a tap on the floor walks there; a route can be followed to its end.
 */
import { Vector3, type PerspectiveCamera } from 'three';
import type { StartPosition } from '../contract/tours';
import { listenToDragOrTap } from './drag-or-tap';
import type { ModeControls } from './mode-controls';
import { EYE_HEIGHT, toThree } from './tour-frame';
import type { Walkable } from './walkable';
import { listenToWalkKeys } from './walk-keys';

const WALK_SPEED = 1.6; // m/s, keys
const TRAVEL_SPEED = 2.2; // m/s, taps and routes
const TURN_SPEED = 1.8; // rad/s
const LOOK_PER_PIXEL = 0.005;
const MAX_PITCH = 1.3;
/** How far up and down a tapped point may be from the floor it stands for (a wall, a table). */
const TAP_REACH = EYE_HEIGHT + 0.5;

export interface WalkMode extends ModeControls {
  standAt(start: StartPosition): void;
  /** Where reset() goes from now on. */
  setStart(start: StartPosition): void;
  /** Walks along floor points; `onArrived` when the last one is reached (not when interrupted). */
  follow(
    path: readonly Vector3[],
    options?: { faceTravel?: boolean; onArrived?: () => void },
  ): void;
  /** Ends a walk along a route or to a tapped point, where the visitor is now. */
  stop(): void;
  /** Turns, eased, until the visitor looks along `yaw` (keys or a drag take over at once). */
  turnTo(yaw: number): void;
  feet(): Vector3;
  yaw(): number;
  setTapToMove(enabled: boolean): void;
}

export interface WalkModeOptions {
  camera: PerspectiveCamera;
  /** Takes the keys (the viewer's container). */
  keyTarget: HTMLElement;
  /** Takes pointer drags and taps (the canvas). */
  pointerTarget: HTMLElement;
  walkable: Walkable;
  start: StartPosition;
  /** The model's surface under a client point, or null. */
  pick(clientX: number, clientY: number): Vector3 | null;
}

interface Travel {
  points: Vector3[];
  faceTravel: boolean;
  onArrived?: (() => void) | undefined;
}

export function createWalkMode(options: WalkModeOptions): WalkMode {
  const { camera, walkable } = options;
  let start = options.start;
  let active = false;
  let tapToMove = true;
  let feet = new Vector3();
  let yaw = 0;
  let pitch = 0;
  let travel: Travel | null = null;
  let turningTo: number | null = null;

  const standAt = (pose: StartPosition) => {
    const eye = toThree(pose.position);
    const floor = eye.clone().setY(eye.y - EYE_HEIGHT);
    feet = walkable.snap(floor, 1) ?? floor;
    yaw = pose.yaw;
    pitch = 0;
    travel = null;
    turningTo = null;
    placeCamera();
  };
  const placeCamera = () => {
    camera.position.set(feet.x, feet.y + EYE_HEIGHT, feet.z);
    camera.rotation.set(pitch, yaw, 0, 'YXZ');
  };
  const follow: WalkMode['follow'] = (path, { faceTravel = true, onArrived } = {}) => {
    travel = { points: path.map((point) => point.clone()), faceTravel, onArrived };
  };

  const keys = listenToWalkKeys(options.keyTarget, () => active);
  const stopPointer = listenToDragOrTap(options.pointerTarget, () => active, {
    onDrag: (dx, dy) => {
      turningTo = null;
      yaw += dx * LOOK_PER_PIXEL;
      pitch = clamp(pitch + dy * LOOK_PER_PIXEL, -MAX_PITCH, MAX_PITCH);
    },
    onTap: (clientX, clientY) => {
      if (!tapToMove) return;
      const hit = options.pick(clientX, clientY);
      const target = hit && walkable.snap(hit, TAP_REACH);
      const path = target && walkable.route(feet, target);
      if (path) follow(path, { faceTravel: false });
    },
  });

  const walkByKeys = (seconds: number): boolean => {
    const { forward, sideways, turn } = keys.intent();
    if (turn !== 0) turningTo = null;
    yaw += turn * TURN_SPEED * seconds;
    if (forward === 0 && sideways === 0) return false;
    travel = null;
    turningTo = null;
    const step = new Vector3(sideways, 0, -forward)
      .normalize()
      .applyAxisAngle(UP, yaw)
      .multiplyScalar(WALK_SPEED * seconds);
    feet = walkable.step(feet, feet.clone().add(step));
    return true;
  };
  const travelOn = (seconds: number) => {
    if (!travel) return;
    let budget = TRAVEL_SPEED * seconds;
    while (travel && budget > 0) {
      const next = travel.points[0];
      if (!next) return arrive();
      const toNext = next.clone().sub(feet);
      const distance = toNext.length();
      if (travel.faceTravel && distance > 0.05) yaw = turnTowards(yaw, toNext, seconds);
      if (distance <= budget) {
        feet.copy(next);
        travel.points.shift();
        budget -= distance;
      } else {
        feet.add(toNext.multiplyScalar(budget / distance));
        budget = 0;
      }
    }
  };
  const turnOn = (seconds: number) => {
    const wanted = turningTo ?? yaw;
    const left = Math.atan2(Math.sin(wanted - yaw), Math.cos(wanted - yaw));
    // Eased: quick at first, slowing as the view comes round, and never past it.
    const step =
      Math.sign(left) * Math.min(Math.abs(left), Math.max(0.4, Math.abs(left) * 3) * seconds);
    yaw += step;
    if (Math.abs(left - step) < 0.005) turningTo = null;
  };
  const arrive = () => {
    const done = travel?.onArrived;
    travel = null;
    done?.();
  };

  return {
    camera,
    enter: () => {
      active = true;
      placeCamera();
    },
    exit: () => {
      active = false;
    },
    reset: () => standAt(start),
    update: (seconds) => {
      if (!walkByKeys(seconds)) travelOn(seconds);
      if (!travel && turningTo !== null) turnOn(seconds);
      placeCamera();
    },
    focus: () => feet.clone(),
    standAt,
    setStart: (next) => {
      start = next;
    },
    follow,
    stop: () => {
      travel = null;
    },
    turnTo: (wanted) => {
      turningTo = wanted;
    },
    feet: () => feet.clone(),
    yaw: () => yaw,
    setTapToMove: (enabled) => {
      tapToMove = enabled;
    },
    dispose: () => {
      keys.dispose();
      stopPointer();
    },
  };
}

const UP = new Vector3(0, 1, 0);

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Turns yaw a little towards the direction of travel, the short way round. */
function turnTowards(yaw: number, direction: Vector3, seconds: number): number {
  const wanted = Math.atan2(-direction.x, -direction.z);
  const difference = Math.atan2(Math.sin(wanted - yaw), Math.cos(wanted - yaw));
  const maxTurn = TURN_SPEED * 2 * seconds;
  return yaw + clamp(difference, -maxTurn, maxTurn);
}
