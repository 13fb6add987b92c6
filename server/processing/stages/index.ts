export { ProcessingError, NO_WALKABLE_FLOOR_MESSAGE } from './processing-error';
export {
  countTriangles,
  sceneBounds,
  worldPrimitives,
  worldTriangles,
  type Bounds,
  type Vec3,
  type WorldPrimitive,
  type WorldTriangles,
} from './world-geometry';
export { cleanModel, dropDegenerateTriangles, type CleanResult } from './clean';
export {
  simplifyToBudget,
  DEFAULT_MAX_TRIANGLES,
  type SimplifyOptions,
  type SimplifyResult,
} from './simplify';
export {
  compressModel,
  meshoptIO,
  COMPRESSION_FAILED_MESSAGE,
  type CompressedModel,
} from './compress';
export { FEATURE_ID_ATTRIBUTE, mergeForDrawing, type ModelElement } from './merge';
export { compressTextures, MAX_TEXTURE_SIZE, UNREADABLE_TEXTURE_MESSAGE } from './textures';
export {
  thumbnailWebp,
  THUMBNAIL_BACKGROUND,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type ThumbnailSize,
} from './thumbnail';
export { buildNavMesh, navMeshConfig, AGENT, type BuiltNavMesh } from './navmesh';
export type { WalkableTriangles } from './world-geometry';
export { floorPlanSvg, sliceAt, PLAN_CUT_HEIGHT } from './floor-plan';
export { startPosition, EYE_HEIGHT, type StartPosition, type StartResult } from './start-position';
export { bakeAmbientOcclusion, type OcclusionResult } from './ambient-occlusion';
export {
  runPipeline,
  PIPELINE_STAGES,
  type PipelineOptions,
  type PipelineResult,
  type PipelineStage,
  type StageReport,
} from './pipeline';
