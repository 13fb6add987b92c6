/**
 * Annotation markers: one HTML button per annotation, laid over the canvas at its point, showing
 * the title as text. Buttons are reachable with Tab and chosen with Enter or Space. Markers behind
 * the camera or behind a wall are hidden.
 */
import { Raycaster, Vector3, type Camera, type Object3D } from 'three';
import type { Annotation } from '../contract/tours';
import { placeOverlay } from './overlay-position';
import { toThree } from './tour-frame';

/** How often hidden-behind-a-wall is checked (it casts a ray per marker). */
const OCCLUSION_EVERY_MS = 250;

export interface Markers {
  set(annotations: readonly Annotation[]): void;
  /**
   * Per frame: moves the buttons to where their points are on screen; with `hideOccluded`,
   * markers behind a wall are hidden (walk mode: the other modes cut the model open).
   */
  place(camera: Camera, width: number, height: number, hideOccluded: boolean): void;
  dispose(): void;
}

interface Marker {
  id: string;
  point: Vector3;
  button: HTMLButtonElement;
  occluded: boolean;
}

export function createMarkers(
  overlay: HTMLElement,
  occluders: () => Object3D | null,
  onSelected: (annotationId: string) => void,
): Markers {
  let markers: Marker[] = [];
  let checkedAt = 0;
  const raycaster = new Raycaster();

  const clear = () => {
    for (const marker of markers) marker.button.remove();
    markers = [];
  };
  const checkOcclusion = (camera: Camera) => {
    const scene = occluders();
    if (!scene) return;
    for (const marker of markers)
      marker.occluded = isBehindSomething(raycaster, camera, marker.point, scene);
  };
  return {
    set: (annotations) => {
      clear();
      markers = annotations.map((annotation) => ({
        id: annotation.id,
        point: toThree(annotation.position),
        button: markerButton(annotation, onSelected),
        occluded: false,
      }));
      for (const marker of markers) overlay.appendChild(marker.button);
      checkedAt = 0;
    },
    place: (camera, width, height, hideOccluded) => {
      const now = performance.now();
      if (!hideOccluded) for (const marker of markers) marker.occluded = false;
      else if (now - checkedAt > OCCLUSION_EVERY_MS) {
        checkOcclusion(camera);
        checkedAt = now;
      }
      for (const marker of markers) {
        placeOverlay(marker.button, marker.point, camera, width, height, {
          anchor: 'above',
          within: 1.05,
          hidden: marker.occluded,
        });
      }
    },
    dispose: clear,
  };
}

function markerButton(annotation: Annotation, onSelected: (id: string) => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'viewer-marker';
  button.dataset['annotationId'] = annotation.id;
  button.textContent = annotation.title;
  button.addEventListener('click', (event) => {
    event.stopPropagation();
    onSelected(annotation.id);
  });
  button.addEventListener('pointerdown', (event) => event.stopPropagation());
  return button;
}

/** True when the model has a surface between the camera and the point (with a little slack). */
function isBehindSomething(
  raycaster: Raycaster,
  camera: Camera,
  point: Vector3,
  scene: Object3D,
): boolean {
  const origin = new Vector3().setFromMatrixPosition(camera.matrixWorld);
  const toPoint = point.clone().sub(origin);
  const distance = toPoint.length();
  if (distance < 1e-3) return false;
  raycaster.set(origin, toPoint.normalize());
  raycaster.far = distance - 0.15;
  return raycaster.intersectObject(scene, true).length > 0;
}
