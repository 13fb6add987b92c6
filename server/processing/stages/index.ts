export { ProcessingError, NO_WALKABLE_FLOOR_MESSAGE } from './processing-error';
export {
  countTriangles,
  sceneBounds,
  worldTriangles,
  type Bounds,
  type Vec3,
  type WorldTriangles,
} from './world-geometry';
export { cleanModel, dropDegenerateTriangles, type CleanResult } from './clean';
export {
  simplifyToBudget,
  DEFAULT_MAX_TRIANGLES,
  type SimplifyOptions,
  type SimplifyResult,
} from './simplify';
export { compressModel, meshoptIO, COMPRESSION_FAILED_MESSAGE } from './compress';
export {
  buildNavMesh,
  navMeshConfig,
  AGENT,
  type BuiltNavMesh,
  type WalkableTriangles,
} from './navmesh';
export { floorPlanSvg, sliceAt, PLAN_CUT_HEIGHT } from './floor-plan';
export { startPosition, EYE_HEIGHT, type StartPosition, type StartResult } from './start-position';
export {
  runPipeline,
  PIPELINE_STAGES,
  type PipelineOptions,
  type PipelineResult,
  type PipelineStage,
  type StageReport,
} from './pipeline';
