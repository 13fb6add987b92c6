/**
 * The processing stages chained, from upload bytes to a tour's assets: read → clean → simplify →
 * textures → navmesh → floor plans (one per storey) → thumbnail → start position → light → compress. Compress comes last:
 * the other stages cannot read meshopt-compressed data back. Pure: no database, no files; the job
 * runner stores what it returns and turns `report` calls into the tour's stage and progress.
 * A model with no walkable floor (a scanned object, furniture, a machine) is not refused: it
 * becomes an object tour, without navmesh, floor plan or start position (decision 0032).
 */
import { Logger } from '@gltf-transform/core';
import {
  PROCESSING_STAGES,
  type ProcessingStage,
  type TourKind,
  type TourModel,
} from '../../../src/contract/tours';
import { readInput, type BuildingInfo, type ReadInputOptions } from '../inputs';
import { bakeAmbientOcclusion } from './ambient-occlusion';
import { cleanModel } from './clean';
import { compressModel } from './compress';
import { floorPlanSvg, storeyPlanSvgs } from './floor-plan';
import { buildNavMesh, type BuiltNavMesh } from './navmesh';
import { DEFAULT_MAX_TRIANGLES, simplifyToBudget } from './simplify';
import { NO_WALKABLE_FLOOR_MESSAGE, ProcessingError } from './processing-error';
import { startPosition, type StartPosition } from './start-position';
import { detectStoreys, floorsOf, type Storey } from './storeys';
import { compressTextures } from './textures';
import { thumbnailWebp } from './thumbnail';
import { countTriangles, drawSpaceFloors, sceneBounds, type Bounds } from './world-geometry';

/** The stages in the order they run (shared with the app's progress display). */
export const PIPELINE_STAGES = PROCESSING_STAGES;
export type PipelineStage = ProcessingStage;

export interface StageReport {
  /** The stage about to run. */
  stage: PipelineStage;
  /** Of the whole pipeline, 0 to 1. */
  progress: number;
}

export interface PipelineOptions {
  report?: (report: StageReport) => void | Promise<void>;
  maxTriangles?: number;
  input?: ReadInputOptions;
}

export interface PipelineResult {
  /** 'object' when the model has no walkable floor: then no navmesh, floor plan or start. */
  kind: TourKind;
  glb: Uint8Array;
  /** A coarse first version of the entrance storey for a large model (decision 0049), or null. */
  preview: Uint8Array | null;
  /** Detour navmesh data (recast-navigation's importNavMesh); null for an object. */
  navMesh: Uint8Array | null;
  /** Null for an object. */
  floorPlanSvg: string | null;
  /** The dollhouse view, WebP. */
  thumbnail: Uint8Array;
  bounds: Bounds;
  /** Null for an object. */
  start: StartPosition | null;
  /** The storeys, lowest first, each with its plan (decision 0033); none for an object. */
  storeys: PipelineStorey[];
  /** The index in `storeys` of the storey the visitor starts on. */
  entranceStorey: number;
  /** Whether walkable floor was limited to floor under a ceiling (false: the model has none). */
  ceilings: boolean;
  /**
   * What the model says of itself, in the tour's frame: an IFC's storeys and rooms (placed on the
   * walkable floor where there is one near), and the objects its names label (IFC, glTF, OBJ:
   * decision 0037); null where it says nothing.
   */
  building: BuildingInfo | null;
  /** How the model was read: its format, its unit, the owner's correction, what was not drawn. */
  model: TourModel;
  /** What the reading library printed (web-ifc), for the job's log line. */
  readerLog: string[];
  trianglesIn: number;
  trianglesOut: number;
  /** Draw calls a frame with every storey shown (the scene's primitives): read, and merged. */
  drawCalls: { uploaded: number; merged: number };
  secondsPerStage: Record<PipelineStage, number>;
}

export interface PipelineStorey extends Storey {
  /** This storey's floor plan (walkable floor, walls cut 1 m above its floor, room names). */
  floorPlanSvg: string;
}

/** Rough share of the time each stage takes on a typical model, for the progress bar. */
const STAGE_WEIGHTS: Record<PipelineStage, number> = {
  read: 0.08,
  clean: 0.12,
  simplify: 0.17,
  textures: 0.08,
  navmesh: 0.2,
  floorPlan: 0.05,
  thumbnail: 0.05,
  start: 0.02,
  light: 0.06,
  compress: 0.17,
};

export async function runPipeline(
  bytes: Uint8Array,
  options: PipelineOptions = {},
): Promise<PipelineResult> {
  const seconds = {} as Record<PipelineStage, number>;
  let done = 0;
  const stage = async <T>(name: PipelineStage, run: () => T | Promise<T>): Promise<T> => {
    await options.report?.({ stage: name, progress: done });
    const started = performance.now();
    const result = await run();
    seconds[name] = (performance.now() - started) / 1000;
    done += STAGE_WEIGHTS[name];
    return result;
  };

  const { document, building, format, unit, correction, unitUncertain, report } = await stage(
    'read',
    () => readInput(bytes, options.input),
  );
  // glTF-Transform logs every transform at INFO; a worker's log wants only what went wrong.
  document.setLogger(new Logger(Logger.Verbosity.ERROR));
  const trianglesIn = countTriangles(document);
  await stage('clean', () => cleanModel(document));
  await stage('simplify', () => simplifyToBudget(document, { maxTriangles: options.maxTriangles }));
  await stage('textures', () => compressTextures(document));
  const navMesh = await stage('navmesh', () => navMeshOrNone(document));
  drawSpaceFloors(document);
  try {
    const placed = building === undefined ? null : navMesh ? onFloor(building, navMesh) : building;
    const plans = await stage('floorPlan', () => {
      if (!navMesh) return { storeys: [] as Storey[], perStorey: [] as string[] };
      const storeys = detectStoreys(navMesh.walkable, placed?.storeys);
      const perStorey = storeyPlanSvgs(document, navMesh.walkable, storeys, placed?.rooms);
      return { storeys, perStorey };
    });
    const thumbnail = await stage('thumbnail', () => thumbnailWebp(document));
    const { bounds, start, entrance } = await stage('start', () =>
      navMesh
        ? startPosition(document, navMesh, plans.storeys, placed?.rooms)
        : { bounds: sceneBounds(document), start: null, entrance: 0 },
    );
    const svg = navMesh && mainPlan(document, navMesh, plans.perStorey, entrance);
    await stage('light', () =>
      bakeAmbientOcclusion(document, {
        maxTriangles: options.maxTriangles ?? DEFAULT_MAX_TRIANGLES,
      }),
    );
    const trianglesOut = countTriangles(document);
    const floors = floorsOf(plans.storeys);
    const { glb, preview, drawCalls, drawCallsBefore } = await stage('compress', () =>
      compressModel(document, floors, entrance),
    );
    await options.report?.({ stage: 'compress', progress: 1 });
    return {
      kind: navMesh ? 'space' : 'object',
      glb,
      preview,
      navMesh: navMesh?.data ?? null,
      floorPlanSvg: svg,
      thumbnail,
      bounds,
      start,
      storeys: plans.storeys.map((storey, index) => ({
        name: storey.name,
        elevation: storey.elevation,
        walkableArea: storey.walkableArea,
        floorPlanSvg: plans.perStorey[index] ?? '',
      })),
      entranceStorey: entrance,
      ceilings: navMesh?.ceilings ?? false,
      building: placed,
      model: {
        format,
        unit,
        correction,
        ...(unitUncertain && { unitUncertain }),
        ...(report?.undrawn.length && { undrawn: report.undrawn }),
      },
      readerLog: report?.log ?? [],
      trianglesIn,
      trianglesOut,
      drawCalls: { uploaded: drawCallsBefore, merged: drawCalls },
      secondsPerStage: seconds,
    };
  } finally {
    navMesh?.destroy();
  }
}

/** One storey: the plan as before; several: the entrance storey's is the tour's main plan. */
function mainPlan(
  document: Parameters<typeof floorPlanSvg>[0],
  navMesh: BuiltNavMesh,
  perStorey: string[],
  entrance: number,
): string {
  return (
    (perStorey.length > 1 ? perStorey[entrance] : undefined) ?? floorPlanSvg(document, navMesh)
  );
}

/** The navmesh, or null when the model has no floor to walk on: it becomes an object tour. */
async function navMeshOrNone(document: Parameters<typeof buildNavMesh>[0]) {
  try {
    return await buildNavMesh(document);
  } catch (error) {
    if (error instanceof ProcessingError && error.message === NO_WALKABLE_FLOOR_MESSAGE)
      return null;
    throw error;
  }
}

/** Rooms moved onto the nearest walkable point (a room's middle may be under a table). */
function onFloor(building: BuildingInfo, navMesh: BuiltNavMesh): BuildingInfo {
  return {
    ...building,
    rooms: building.rooms.map((room) => ({
      ...room,
      position: navMesh.closestPoint(room.position) ?? room.position,
    })),
  };
}
