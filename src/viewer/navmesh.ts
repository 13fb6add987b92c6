/**
 * The tour's navmesh (Detour data written by processing) as a Walkable: moves slide along walls,
 * routes follow the floor. recast-navigation is WebAssembly and loads only with the viewer.
 */
import { Vector3 } from 'three';
import { importNavMesh, NavMeshQuery, type NavMesh } from 'recast-navigation';
import { download } from './load-model';
import { initRecast } from './recast-init';
import type { Walkable } from './walkable';

/** How far off the floor a point may be, per axis, to count as on it. */
const SNAP_EXTENTS = { x: 1.5, y: 0.5, z: 1.5 };
const MAX_PATH_POLYS = 2048;

export async function loadNavMesh(url: string, signal: AbortSignal): Promise<Walkable> {
  const [bytes] = await Promise.all([download(url, () => undefined, signal), initRecast()]);
  const { navMesh } = importNavMesh(new Uint8Array(bytes));
  return navMeshWalkable(navMesh, new NavMeshQuery(navMesh));
}

type Point = { x: number; y: number; z: number };
const toThree = (point: Point) => new Vector3(point.x, point.y, point.z);

function navMeshWalkable(navMesh: NavMesh, query: NavMeshQuery): Walkable {
  const nearest = (point: Point, reach = SNAP_EXTENTS.y) => {
    const found = query.findClosestPoint(point, {
      halfExtents: { ...SNAP_EXTENTS, y: reach },
    });
    return found.success && found.polyRef !== 0 ? found : null;
  };
  const heightAt = (polyRef: number, point: Point) => {
    const { success, height } = query.getPolyHeight(polyRef, point);
    return success ? height : point.y;
  };
  return {
    snap: (point, reach) => {
      const found = nearest(point, reach);
      return found ? toThree(found.point) : null;
    },
    step: (from, to) => {
      const start = nearest(from);
      if (!start) return from.clone();
      const moved = query.moveAlongSurface(start.polyRef, start.point, to);
      if (!moved.success) return from.clone();
      const end = moved.resultPosition;
      const polyRef = moved.visited.at(-1) ?? start.polyRef;
      return new Vector3(end.x, heightAt(polyRef, end), end.z);
    },
    route: (from, to) => {
      const start = nearest(from);
      const end = nearest(to, 2);
      if (!start || !end) return null;
      const { success, path } = query.computePath(start.point, end.point, {
        halfExtents: SNAP_EXTENTS,
        maxPathPolys: MAX_PATH_POLYS,
      });
      const last = path.at(-1);
      // Detour answers a partial path to the nearest reachable polygon when `to` is cut off.
      if (!success || !last || toThree(last).distanceTo(toThree(end.point)) > 0.1) return null;
      return path.map(toThree);
    },
    dispose: () => {
      query.destroy();
      navMesh.destroy();
    },
  };
}
