/** A route drawn on the floor: a flat ribbon a little above it, hidden by walls like the floor. */
import {
  BufferGeometry,
  DoubleSide,
  Float32BufferAttribute,
  Mesh,
  MeshBasicMaterial,
  Vector3,
  type Scene,
} from 'three';

const WIDTH = 0.25;
const LIFT = 0.04;
const COLOUR = 0x4c3fd8;

export interface RouteLine {
  show(points: readonly Vector3[]): void;
  /** Drawn over everything (seen from outside, through the walls) or hidden by walls (walk). */
  setOnTop(onTop: boolean): void;
  clear(): void;
  dispose(): void;
}

export function createRouteLine(scene: Scene): RouteLine {
  const material = new MeshBasicMaterial({
    color: COLOUR,
    transparent: true,
    opacity: 0.85,
    side: DoubleSide,
  });
  let mesh: Mesh | null = null;
  let drawnOnTop = false;
  const clear = () => {
    if (!mesh) return;
    scene.remove(mesh);
    mesh.geometry.dispose();
    mesh = null;
  };
  return {
    show: (points) => {
      clear();
      if (points.length < 2) return;
      mesh = new Mesh(ribbon(points), material);
      mesh.name = 'route';
      mesh.renderOrder = drawnOnTop ? 3 : 1;
      scene.add(mesh);
    },
    setOnTop: (onTop) => {
      drawnOnTop = onTop;
      material.depthTest = !onTop;
      if (mesh) mesh.renderOrder = onTop ? 3 : 1;
    },
    clear,
    dispose: () => {
      clear();
      material.dispose();
    },
  };
}

/** Two triangles per segment, the segment's width across it, lifted off the floor. */
function ribbon(points: readonly Vector3[]): BufferGeometry {
  const positions: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 1) {
    const a = points[i] as Vector3;
    const b = points[i + 1] as Vector3;
    const across = new Vector3(-(b.z - a.z), 0, b.x - a.x).normalize().multiplyScalar(WIDTH / 2);
    const corners = [
      a.clone().add(across),
      a.clone().sub(across),
      b.clone().sub(across),
      b.clone().add(across),
    ];
    const [p0, p1, p2, p3] = corners.map((corner) => [corner.x, corner.y + LIFT, corner.z]);
    positions.push(
      ...(p0 ?? []),
      ...(p1 ?? []),
      ...(p2 ?? []),
      ...(p0 ?? []),
      ...(p2 ?? []),
      ...(p3 ?? []),
    );
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  return geometry;
}
