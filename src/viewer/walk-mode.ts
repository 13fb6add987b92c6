/**
 * Walk: first person at eye height on the walkable floor. Keys walk and turn, a drag looks
 * around, a tap on the floor glides there (a floor cursor shows where); a route can be followed
 * to its end. The visitor is a body: the navmesh keeps them 0.3 m from walls and furniture
 * (decision 0041), and on a tour without one a line of sight ahead stops them as far.
 */
import { Vector3, type PerspectiveCamera } from 'three';
import type { StartPosition } from '../contract/tours';
import { listenToDragOrTap } from './drag-or-tap';
import { isOverFloor, type FloorCursor } from './floor-cursor';
import { createGlide, type Glide } from './glide';
import type { ModeControls } from './mode-controls';
import { EYE_HEIGHT, toThree } from './tour-frame';
import type { Walkable } from './walkable';
import { listenToWalkKeys } from './walk-keys';

const WALK_SPEED = 1.6; // m/s, keys
/** How near the body's middle may come to a surface ahead where no navmesh keeps it off (m). */
export const BODY_CLEARANCE = 0.3;
/** The body's middle, where the line of sight for BODY_CLEARANCE starts (m above the floor). */
const BODY_MIDDLE = 1;
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
  /**
   * Glides along the floor to the floor point nearest `target` (a minimap tap), facing the way;
   * false when no walking route leads there.
   */
  walkTo(target: Vector3): boolean;
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
  /** Shows where a click or tap goes (absent: no cursor). */
  cursor?: FloorCursor;
  /**
   * How far the model lies from `from` along `direction` (Infinity: nothing); given where no
   * navmesh keeps the body off walls, so that keys stop BODY_CLEARANCE short of them.
   */
  distanceAhead?: (from: Vector3, direction: Vector3) => number;
  /** Whether moves jump instead of gliding (prefers-reduced-motion: reduce, by default). */
  reducedMotion?: () => boolean;
}

interface Travel {
  glide: Glide;
  faceTravel: boolean;
  onArrived?: (() => void) | undefined;
}

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function createWalkMode(options: WalkModeOptions): WalkMode {
  const { camera, walkable, cursor } = options;
  const reducedMotion = options.reducedMotion ?? prefersReducedMotion;
  let start = options.start;
  let active = false;
  let tapToMove = true;
  let feet = new Vector3();
  let yaw = 0;
  let pitch = 0;
  let travel: Travel | null = null;
  let turningTo: number | null = null;
  /** Where a mouse or pen hovers over the canvas, until the next frame looks under it. */
  let hover: { x: number; y: number } | null = null;

  const standAt = (pose: StartPosition) => {
    const eye = toThree(pose.position);
    const floor = eye.clone().setY(eye.y - EYE_HEIGHT);
    feet = walkable.snap(floor, 1) ?? floor;
    yaw = pose.yaw;
    pitch = 0;
    travel = null;
    turningTo = null;
    cursor?.hide();
    placeCamera();
  };
  const placeCamera = () => {
    camera.position.set(feet.x, feet.y + EYE_HEIGHT, feet.z);
    camera.rotation.set(pitch, yaw, 0, 'YXZ');
  };
  const follow: WalkMode['follow'] = (path, { faceTravel = true, onArrived } = {}) => {
    const glide = createGlide([feet, ...path], { instant: reducedMotion() });
    travel = { glide, faceTravel, onArrived };
  };
  /** Glides to a floor point (a tap or a minimap tap), the cursor marking it until arrival. */
  const goTo = (target: Vector3, faceTravel: boolean): boolean => {
    const path = walkable.route(feet, target);
    if (!path) return false;
    follow(path, { faceTravel, onArrived: () => cursor?.hide() });
    const end = path.at(-1);
    if (end && cursor) cursor.show(end);
    return true;
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
      hover = null;
      const hit = options.pick(clientX, clientY);
      const target = hit && walkable.snap(hit, TAP_REACH);
      if (target) goTo(target, false);
    },
  });
  const pointerTarget = options.pointerTarget;
  const onPointerMove = (event: PointerEvent) => {
    // A finger has no hover: its cursor shows where a tap goes, once tapped.
    if (!active || event.pointerType === 'touch' || event.buttons !== 0) return;
    hover = { x: event.clientX, y: event.clientY };
  };
  const onPointerLeave = () => {
    hover = null;
    if (!travel) cursor?.hide();
  };
  pointerTarget.addEventListener('pointermove', onPointerMove);
  pointerTarget.addEventListener('pointerleave', onPointerLeave);

  /** The cursor under a hovering mouse: on walkable floor only, where a click would go. */
  const placeCursor = () => {
    if (!cursor || !hover || travel) return;
    const point = hover;
    hover = null;
    const hit = tapToMove ? options.pick(point.x, point.y) : null;
    const floor = hit && walkable.snap(hit, TAP_REACH);
    if (hit && floor && isOverFloor(hit, floor)) cursor.show(floor);
    else cursor.hide();
  };

  const walkByKeys = (seconds: number): boolean => {
    const { forward, sideways, turn } = keys.intent();
    if (turn !== 0) turningTo = null;
    yaw += turn * TURN_SPEED * seconds;
    if (forward === 0 && sideways === 0) return false;
    if (travel) cursor?.hide();
    travel = null;
    turningTo = null;
    const direction = new Vector3(sideways, 0, -forward).normalize().applyAxisAngle(UP, yaw);
    const length = WALK_SPEED * seconds;
    const room = roomAhead(direction, length);
    if (room <= 0) return true;
    feet = walkable.step(feet, feet.clone().addScaledVector(direction, Math.min(length, room)));
    return true;
  };
  /** How far the body may go along `direction` before BODY_CLEARANCE from what is ahead. */
  const roomAhead = (direction: Vector3, length: number): number => {
    if (!options.distanceAhead) return length;
    const middle = feet.clone().setY(feet.y + BODY_MIDDLE);
    return options.distanceAhead(middle, direction) - BODY_CLEARANCE;
  };
  const travelOn = (seconds: number) => {
    if (!travel) return;
    const { position, heading, done } = travel.glide.advance(seconds);
    if (travel.faceTravel && heading) yaw = turnTowards(yaw, heading, seconds);
    feet = position;
    if (done) arrive();
  };
  const turnOn = (seconds: number) => {
    const wanted = turningTo ?? yaw;
    if (reducedMotion()) {
      yaw = wanted;
      turningTo = null;
      return;
    }
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
      hover = null;
      cursor?.hide();
    },
    reset: () => standAt(start),
    update: (seconds) => {
      if (!walkByKeys(seconds)) travelOn(seconds);
      if (!travel && turningTo !== null) turnOn(seconds);
      placeCursor();
      placeCamera();
    },
    focus: () => feet.clone(),
    standAt,
    setStart: (next) => {
      start = next;
    },
    follow,
    walkTo: (target) => {
      const floor = walkable.snap(target, TAP_REACH);
      return floor !== null && goTo(floor, true);
    },
    stop: () => {
      if (travel) cursor?.hide();
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
      pointerTarget.removeEventListener('pointermove', onPointerMove);
      pointerTarget.removeEventListener('pointerleave', onPointerLeave);
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
