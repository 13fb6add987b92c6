/**
 * The renderer, the scene and the cameras of one viewer. The renderer is made only when a tour
 * loads, so a browser without WebGL fails there with a ViewerLoadError the screen can explain.
 */
import {
  Color,
  DirectionalLight,
  HemisphereLight,
  NeutralToneMapping,
  OrthographicCamera,
  PerspectiveCamera,
  PMREMGenerator,
  Scene,
  SRGBColorSpace,
  Vector2,
  WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { ViewerLoadError } from './types';

const BACKGROUND = 0xe9edf2;
/**
 * The environment's cube size (px per face). RoomEnvironment is a soft studio room, so 64 px keeps
 * its light; at three's default of 256 px the prefiltering (256 GGX samples a texel) kept a
 * software-rendering GPU process busy for 20 s before the first frame under load
 * (docs/decisions/0042), against about 3 s at 64 px.
 */
const ENVIRONMENT_SIZE = 64;
const FIELD_OF_VIEW = 70;
/** The sky-and-ground fill beside the room environment. */
const FILL = 0.5;
/**
 * The fill until the room environment is in (for the first frame, drawn before it is
 * prefiltered): in its stead, so that the room is about as bright at once as it will be (the
 * demo's first view averaged 192 of 255 with a fill of 3 and 210 with 4, against 205 with the
 * environment and 109 with the plain fill; docs/decisions/0042). Metal, which shows the
 * environment's reflection, stays dark until it is in.
 */
const FILL_WITHOUT_ENVIRONMENT = 3.5;
/** The most device pixels per CSS pixel drawn: beyond 2 a phone's screen shows no difference. */
const MAX_PIXEL_RATIO = 2;
/**
 * The share of that drawn for the first frame (docs/decisions/0042): in software WebGL,
 * allocating an anti-aliased 1280×800 canvas took 250–350 ms and drawing it costs by the pixel,
 * so a quarter of the pixels is quicker for both (the first frame came about 0.28 s sooner).
 * The next frame is sharp (drawAtResolution).
 */
const FIRST_FRAME_RESOLUTION = 0.5;

export interface Stage {
  readonly container: HTMLElement;
  readonly scene: Scene;
  /** The visitor's eyes: walk mode looks through it. */
  readonly eyes: PerspectiveCamera;
  /** Dollhouse looks through this one. */
  readonly orbit: PerspectiveCamera;
  /** Floor plan looks straight down through this one. */
  readonly plan: OrthographicCamera;
  renderer: WebGLRenderer | null;
  /** The sky-and-ground light, brighter until the room environment is in (lightAsARoom). */
  readonly fill: HemisphereLight;
}

export function createStage(container: HTMLElement): Stage {
  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  // Most light comes from the room environment (lightAsARoom); a soft sky-and-ground fill keeps
  // ceilings from going flat where the environment's reflections do not reach; a key light from
  // high on one side gives walls facing different ways different shades, so corners read.
  const fill = new HemisphereLight(0xffffff, 0x8a8f99, FILL_WITHOUT_ENVIRONMENT);
  scene.add(fill);
  const key = new DirectionalLight(0xffffff, 0.9);
  key.position.set(0.6, 1, 0.35);
  scene.add(key);
  const eyes = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.05, 500);
  eyes.rotation.order = 'YXZ';
  const orbit = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 2000);
  const plan = new OrthographicCamera(-10, 10, 10, -10, 0.1, 1000);
  return { container, scene, eyes, orbit, plan, renderer: null, fill };
}

/** Adds a WebGL renderer's canvas to the stage; throws ViewerLoadError('webglUnavailable'). */
export function attachRenderer(stage: Stage): WebGLRenderer {
  if (stage.renderer) return stage.renderer;
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: needsAntialiasing(), preserveDrawingBuffer: true });
  } catch (error) {
    throw new ViewerLoadError('webglUnavailable', { cause: error });
  }
  renderer.outputColorSpace = SRGBColorSpace;
  // Neutral keeps the model's own colours (ACES would shift them) while rolling off highlights.
  renderer.toneMapping = NeutralToneMapping;
  renderer.setPixelRatio(fullPixelRatio() * FIRST_FRAME_RESOLUTION);
  const canvas = renderer.domElement;
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  canvas.style.touchAction = 'none';
  // Focusable by a click (so that keys reach the viewer), not by Tab: the container is the tab stop.
  canvas.tabIndex = -1;
  stage.container.appendChild(canvas);
  stage.renderer = renderer;
  resizeStage(stage);
  return renderer;
}

/**
 * Image-based light from three's RoomEnvironment (a lit studio room, prefiltered once through
 * PMREM): every surface gets light from all around, as indoors, so walls facing away from the key
 * light still read, and the baked occlusion of the processing pipeline darkens corners on top.
 * The viewer calls it for the frame after the first one with the model (docs/decisions/0042): in
 * software WebGL the prefiltering and the shaders' recompiling take seconds, which the first frame
 * no longer waits for; on a GPU the two frames are milliseconds apart.
 */
export function lightAsARoom(stage: Stage): void {
  const { renderer, scene } = stage;
  if (!renderer || scene.environment) return;
  const generator = new PMREMGenerator(renderer);
  const environment = new RoomEnvironment();
  scene.environment = generator.fromScene(environment, 0.04, 0.1, 100, {
    size: ENVIRONMENT_SIZE,
  }).texture;
  scene.environmentIntensity = 0.75;
  stage.fill.intensity = FILL;
  environment.dispose();
  generator.dispose();
}

/**
 * From the frame after the first one: this share of every device pixel (up to MAX_PIXEL_RATIO),
 * which adaptive quality lowers while slow frames move (frame-quality.ts).
 */
export function drawAtResolution(stage: Stage, scale: number): void {
  const { renderer } = stage;
  const ratio = fullPixelRatio() * scale;
  if (renderer && renderer.getPixelRatio() !== ratio) renderer.setPixelRatio(ratio);
}

/**
 * Multisampling costs a GPU by the pixel, and a screen of two device pixels per CSS pixel or more
 * (every phone) shows no stair-steps without it; it can be chosen only with the WebGL context.
 */
function needsAntialiasing(): boolean {
  return window.devicePixelRatio < 2;
}

function fullPixelRatio(): number {
  return Math.min(window.devicePixelRatio, MAX_PIXEL_RATIO);
}

export function resizeStage(stage: Stage): void {
  const width = Math.max(1, stage.container.clientWidth);
  const height = Math.max(1, stage.container.clientHeight);
  for (const camera of [stage.eyes, stage.orbit]) {
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  }
  const renderer = stage.renderer;
  if (!renderer) return;
  // Each sizing reallocates the canvas's buffers, even to the same size.
  const size = renderer.getSize(new Vector2());
  if (size.x !== width || size.y !== height) renderer.setSize(width, height, false);
}

export function disposeStage(stage: Stage): void {
  const renderer = stage.renderer;
  if (!renderer) return;
  renderer.setAnimationLoop(null);
  stage.scene.environment?.dispose();
  stage.scene.environment = null;
  renderer.dispose();
  renderer.domElement.remove();
  stage.renderer = null;
}
