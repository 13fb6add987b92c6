/**
 * Tours (issue 6): the requests and responses of /tours, shared by the app and the server.
 * Everything a user writes here is text, rendered as text, and checked by these schemas on both
 * sides.
 */
import * as v from 'valibot';
import { isStorableText } from './business';
import { OBJECT_LABELS } from './object-labels';
import { singleLine, stripBidiControls } from './typed-text';

export const TOUR_SOURCE_KINDS = ['scan', 'cad'] as const;
export type TourSourceKind = (typeof TOUR_SOURCE_KINDS)[number];

/**
 * What processing made of the model (decision 0032): a space one walks through (navmesh, floor
 * plan, start position), or an object one turns around (no walkable floor was found: a scanned
 * object, furniture, a machine), shown in an orbit view without walking, floor plan or navigation.
 */
export const TOUR_KINDS = ['space', 'object'] as const;
export type TourKind = (typeof TOUR_KINDS)[number];

/** The model formats processing reads (an archive is opened first). */
export const MODEL_FORMATS = ['gltf', 'obj', 'ply', 'stl', 'dxf', 'ifc'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];

/**
 * Formats whose frame the owner may correct (decision 0036): those that say nothing of their up
 * axis or unit (or, DXF, may not), which processing guesses, and glTF, metres by definition but
 * often authored in millimetres (decision 0053). IFC declares its units and storeys: never turned
 * or rescaled.
 */
export const REFRAMABLE_FORMATS = [
  'obj',
  'ply',
  'stl',
  'dxf',
  'gltf',
] as const satisfies readonly ModelFormat[];
export const isReframable = (format: ModelFormat | null | undefined): boolean =>
  (REFRAMABLE_FORMATS as readonly string[]).includes(format ?? '');

/** The length units an owner may say a model was drawn in. */
export const LENGTH_UNITS = ['mm', 'cm', 'm', 'in', 'ft'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const METRES_PER_UNIT: Record<LengthUnit, number> = {
  mm: 0.001,
  cm: 0.01,
  m: 1,
  in: 0.0254,
  ft: 0.3048,
};

const quarterTurns = (axis: string) =>
  v.pipe(
    v.number(`The turns about ${axis} must be a number`),
    v.integer(`The turns about ${axis} must be a whole number of quarter turns`),
    v.minValue(0, `The turns about ${axis} must be 0, 1, 2 or 3 quarter turns`),
    v.maxValue(3, `The turns about ${axis} must be 0, 1, 2 or 3 quarter turns`),
  );

/**
 * The owner's correction of a model's frame (decision 0036): quarter turns (90° each,
 * counter-clockwise looking down the axis) about X, then Y, then Z, applied after the up-axis
 * guess, and the unit the model was drawn in, which replaces the guess.
 */
export const FrameCorrectionSchema = v.object(
  {
    turns: v.object(
      { x: quarterTurns('X'), y: quarterTurns('Y'), z: quarterTurns('Z') },
      'Send the turns as an object with x, y and z',
    ),
    unit: v.picklist(LENGTH_UNITS, 'The unit must be one of mm, cm, m, in or ft'),
  },
  'Send the correction as an object with turns and a unit',
);
export type FrameCorrection = v.InferOutput<typeof FrameCorrectionSchema>;

/** Parts of a building that are not objects of OBJECT_LABELS, as the owner is told of them. */
export const BUILDING_ELEMENTS = [
  'wall',
  'slab',
  'roof',
  'column',
  'beam',
  'covering',
  'railing',
  'member',
  'plate',
  'element',
] as const;
/** What an element of the model is, in words the app translates. */
export const ELEMENT_KINDS = [...BUILDING_ELEMENTS, ...OBJECT_LABELS] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Elements of one kind with a 3D shape the reader drew nothing of (IFC, decision 0051). */
export const UndrawnElementsSchema = v.object({
  element: v.picklist(ELEMENT_KINDS),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type UndrawnElements = v.InferOutput<typeof UndrawnElementsSchema>;

/**
 * How processing read the model: its format, the unit it was read in (null: one the file declared
 * that is none of LENGTH_UNITS, such as an IFC's or a DXF's in yards), the owner's correction it
 * applied (null for none), and the elements it could not draw, most first (absent where all was
 * drawn, or for a model processed before they were counted).
 */
export const TourModelSchema = v.object({
  format: v.picklist(MODEL_FORMATS),
  unit: v.nullable(v.picklist(LENGTH_UNITS)),
  correction: v.nullable(FrameCorrectionSchema),
  /**
   * The unit was guessed because the model looks like an object far too large for a building in
   * the unit its size or format suggests (decision 0053): the owner is asked to confirm it until a
   * correction is saved.
   */
  unitUncertain: v.optional(v.literal(true)),
  undrawn: v.optional(v.array(UndrawnElementsSchema)),
});
export type TourModel = v.InferOutput<typeof TourModelSchema>;

/** POST /tours/:id/frame (decision 0036): the correction, processed again at no credit. */
export const ReframeTourRequestSchema = FrameCorrectionSchema;
export type ReframeTourRequest = v.InferInput<typeof ReframeTourRequestSchema>;
export const REFRAME_NOT_READY_MESSAGE =
  'Only a tour that has finished processing can be turned or rescaled';
export const REFRAME_FORMAT_MESSAGE =
  'Only OBJ, PLY, STL, DXF and glTF models can be turned or rescaled: an IFC file declares its own units';
/**
 * Processing again costs the service a whole processing run, at no credit: a tour is processed
 * again at most this many times in REFRAME_WINDOW_MS, counted in its history (decision 0062). Only
 * what processes counts: confirming the frame it was processed in is free.
 */
export const REFRAME_LIMIT = 3;
export const REFRAME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** 429, with Retry-After and data.retryAfter: when the oldest of them leaves the window. */
export const REFRAME_LIMIT_MESSAGE = `This tour has been turned or rescaled ${REFRAME_LIMIT} times in the last 24 hours, the most allowed. Try again later.`;

/** The stages of processing, in order: a processing tour's `stage` is one of them. */
export const PROCESSING_STAGES = [
  'read',
  'clean',
  'simplify',
  'textures',
  'navmesh',
  'floorPlan',
  'thumbnail',
  'start',
  'light',
  'compress',
] as const;
export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** The server's default limit of one upload (MAX_UPLOAD_BYTES): 500 MB. */
export const DEFAULT_MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

/** The most faces (triangles) a model may have; the wizard says so before the upload. */
export const MAX_MODEL_FACES = 5_000_000;

export const TOUR_STATUSES = [
  'draft',
  'uploading',
  'queued',
  'processing',
  'ready',
  'failed',
] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** Plans are kept for at most this many storeys, the lowest (decision 0033). */
export const MAX_STOREY_PLANS = 16;
/** One floor plan per storey, numbered from the lowest: floorplan-1.svg, floorplan-2.svg, … */
export type StoreyPlanName = `floorplan-${number}.svg`;
export const storeyPlanName = (index: number): StoreyPlanName => `floorplan-${index + 1}.svg`;
const STOREY_PLAN_NAMES: readonly StoreyPlanName[] = Array.from(
  { length: MAX_STOREY_PLANS },
  (_, index) => storeyPlanName(index),
);

/** The processed files other than the storeys' plans, each listed under its name in tours.assets. */
export const MAIN_ASSET_NAMES = [
  'model.glb',
  'model-preview.glb',
  'navmesh.bin',
  'floorplan.svg',
  'thumbnail.webp',
] as const;
export type MainAssetName = (typeof MAIN_ASSET_NAMES)[number];

/** The processed files, served at /tours/:id/assets/:name (the upload itself is not served). */
export const TOUR_ASSET_NAMES: readonly TourAssetName[] = [
  ...MAIN_ASSET_NAMES,
  ...STOREY_PLAN_NAMES,
];
export type TourAssetName = MainAssetName | StoreyPlanName;

/** The files a tour may have in storage; nothing else is ever written or served. */
export const TOUR_FILE_NAMES: readonly TourFileName[] = ['source', ...TOUR_ASSET_NAMES];
export type TourFileName = 'source' | TourAssetName;

export const TOUR_TITLE_MAX = 120;
export const TOUR_DESCRIPTION_MAX = 2000;
export const TOUR_ADDRESS_MAX = 300;
export const ANNOTATION_TITLE_MAX = 120;
export const ANNOTATION_TEXT_MAX = 2000;
export const ANNOTATION_LINK_MAX = 2000;
export const DESTINATION_NAME_MAX = 120;
export const MAX_ANNOTATIONS = 200;
export const MAX_DESTINATIONS = 100;
/** Coordinates are metres from the model's origin; anything farther is a mistake. */
const COORDINATE_LIMIT = 100_000;

const storable = (label: string) =>
  v.check(isStorableText, `${label} contains characters that cannot be stored`);

/** Single-line text: a title or a name (bidi controls removed, docs/decisions/0060). */
const requiredText = (max: number, label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    singleLine(),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    storable(label),
  );

/**
 * Optional text; an empty string clears it (stored as null). A single-line field (an address)
 * loses its bidi controls; a multi-line one (a description) is isolated where it is shown.
 */
const optionalText = (max: number, label: string, lines: 'single' | 'multi') =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} must be text`),
        v.transform((text) => (lines === 'single' ? stripBidiControls(text) : text)),
        v.trim(),
        v.maxLength(max, `${label} must be at most ${max} characters`),
        storable(label),
        v.transform((text) => (text.length === 0 ? null : text)),
      ),
    ),
  );

const coordinate = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.finite(`${label} must be a finite number`),
    v.minValue(-COORDINATE_LIMIT, `${label} is out of range`),
    v.maxValue(COORDINATE_LIMIT, `${label} is out of range`),
  );

/** A point in the tour, in metres, Y up. */
export const Vector3Schema = v.object(
  { x: coordinate('x'), y: coordinate('y'), z: coordinate('z') },
  'A position must be an object with x, y and z',
);
export type Vector3 = v.InferOutput<typeof Vector3Schema>;

/** Where a visitor starts, and which way they look (radians around Y). */
export const StartPositionSchema = v.object(
  {
    position: Vector3Schema,
    yaw: v.optional(
      v.pipe(v.number('Yaw must be a number'), v.finite('Yaw must be a finite number')),
      0,
    ),
  },
  'The start position must be an object with a position',
);
export type StartPosition = v.InferOutput<typeof StartPositionSchema>;

/** The processed model's axis-aligned box, metres, Y up, floor at y = 0. */
export const TourBoundsSchema = v.object({ min: Vector3Schema, max: Vector3Schema });
export type TourBounds = v.InferOutput<typeof TourBoundsSchema>;

const itemId = v.pipe(
  v.string('An id must be text'),
  v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'An id must be 1 to 64 letters, digits, - or _'),
);

/** Only http(s) links: nothing that runs script when followed. */
const link = v.pipe(
  v.string('The link must be text'),
  v.trim(),
  v.maxLength(ANNOTATION_LINK_MAX, `The link must be at most ${ANNOTATION_LINK_MAX} characters`),
  v.url('The link must be a full web address'),
  v.regex(/^https?:\/\//i, 'The link must start with http:// or https://'),
);

export const AnnotationSchema = v.object(
  {
    id: itemId,
    title: requiredText(ANNOTATION_TITLE_MAX, 'The annotation title'),
    text: v.pipe(
      v.string('The annotation text must be text'),
      v.trim(),
      v.maxLength(
        ANNOTATION_TEXT_MAX,
        `The annotation text must be at most ${ANNOTATION_TEXT_MAX} characters`,
      ),
      storable('The annotation text'),
    ),
    link: v.optional(link),
    position: Vector3Schema,
  },
  'An annotation must be an object with an id, title, text and position',
);
export type Annotation = v.InferOutput<typeof AnnotationSchema>;

export const DestinationSchema = v.object(
  {
    id: itemId,
    name: requiredText(DESTINATION_NAME_MAX, 'The destination name'),
    position: Vector3Schema,
  },
  'A destination must be an object with an id, name and position',
);
export type Destination = v.InferOutput<typeof DestinationSchema>;

const uniqueIds = <T extends { id: string }>(label: string) =>
  v.check<T[], string>(
    (items) => new Set(items.map((item) => item.id)).size === items.length,
    `Two ${label} have the same id`,
  );

export const AnnotationsSchema = v.pipe(
  v.array(AnnotationSchema, 'Annotations must be a list'),
  v.maxLength(MAX_ANNOTATIONS, `A tour can have at most ${MAX_ANNOTATIONS} annotations`),
  uniqueIds<Annotation>('annotations'),
);

export const DestinationsSchema = v.pipe(
  v.array(DestinationSchema, 'Destinations must be a list'),
  v.maxLength(MAX_DESTINATIONS, `A tour can have at most ${MAX_DESTINATIONS} destinations`),
  uniqueIds<Destination>('destinations'),
);

/** POST /tours */
export const CreateTourRequestSchema = v.object(
  {
    title: requiredText(TOUR_TITLE_MAX, 'The title'),
    sourceKind: v.picklist(TOUR_SOURCE_KINDS, 'The source kind must be scan or cad'),
    address: optionalText(TOUR_ADDRESS_MAX, 'The address', 'single'),
    description: optionalText(TOUR_DESCRIPTION_MAX, 'The description', 'multi'),
  },
  'Send the tour as an object with a title and a source kind',
);
export type CreateTourRequest = v.InferInput<typeof CreateTourRequestSchema>;

/** PATCH /tours/:id: only the fields sent change; null clears description and start position. */
export const UpdateTourRequestSchema = v.pipe(
  v.object(
    {
      title: v.optional(requiredText(TOUR_TITLE_MAX, 'The title')),
      description: optionalText(TOUR_DESCRIPTION_MAX, 'The description', 'multi'),
      address: optionalText(TOUR_ADDRESS_MAX, 'The address', 'single'),
      startPosition: v.optional(v.nullable(StartPositionSchema)),
      annotations: v.optional(AnnotationsSchema),
      destinations: v.optional(DestinationsSchema),
    },
    'Send the changes as an object',
  ),
  v.check((update) => Object.keys(update).length > 0, 'Send at least one field to change'),
);
export type UpdateTourRequest = v.InferInput<typeof UpdateTourRequestSchema>;

/** The URLs of a tour's processed files, those that exist. */
export const TourAssetUrlsSchema = v.object({
  model: v.optional(v.string()),
  /** A coarse first version of a large model's entrance storey (decision 0049). */
  preview: v.optional(v.string()),
  navmesh: v.optional(v.string()),
  floorplan: v.optional(v.string()),
  thumbnail: v.optional(v.string()),
});
export type TourAssetUrls = v.InferOutput<typeof TourAssetUrlsSchema>;

/**
 * What processing learnt of the building from the model itself: storeys with their floor heights
 * and rooms (IFC), and labelled objects (IFC, glTF and OBJ: decision 0037), metres in the tour's
 * frame. An object's `kind` is its label in the one vocabulary (OBJECT_LABELS), its `name` the
 * model's own, its position the centre of its geometry. Rooms also become destinations of a tour
 * whose owner has none.
 */
const label = v.pipe(v.string(), v.maxLength(DESTINATION_NAME_MAX));
export const TourBuildingSchema = v.object({
  unit: v.pipe(v.string(), v.maxLength(40)),
  storeys: v.array(v.object({ name: label, elevation: v.number() })),
  rooms: v.array(v.object({ name: label, storey: v.nullable(label), position: Vector3Schema })),
  objects: v.array(
    v.object({
      kind: v.picklist(OBJECT_LABELS),
      name: label,
      storey: v.nullable(label),
      position: Vector3Schema,
    }),
  ),
});
export type TourBuilding = v.InferOutput<typeof TourBuildingSchema>;

/**
 * A storey of the processed model (decision 0033), lowest first: the model's own name (IFC) or
 * null (the viewer numbers those), its floor height in metres in the tour's frame, and the URL of
 * its floor plan (SVG, walkable floor, walls and room names) where one was made.
 */
export const TourStoreySchema = v.object({
  name: v.nullable(label),
  elevation: v.number(),
  floorplan: v.optional(v.string()),
  /** Where the visitor starts: exactly one storey of a processed tour has it. */
  entrance: v.boolean(),
});
export type TourStorey = v.InferOutput<typeof TourStoreySchema>;

/** GET /tours/:id, and each item of GET /tours. */
export const TourViewSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  address: v.nullable(v.string()),
  sourceKind: v.picklist(TOUR_SOURCE_KINDS),
  status: v.picklist(TOUR_STATUSES),
  stage: v.nullable(v.string()),
  /** 0..1 of processing. */
  progress: v.number(),
  /** Why processing failed, fit to show. */
  error: v.nullable(v.string()),
  slug: v.nullable(v.string()),
  published: v.boolean(),
  startPosition: v.nullable(StartPositionSchema),
  annotations: v.array(AnnotationSchema),
  destinations: v.array(DestinationSchema),
  assets: TourAssetUrlsSchema,
  /** Known once processing is done. */
  bounds: v.nullable(TourBoundsSchema),
  /** Storeys, rooms and labelled objects, where the model says (IFC; objects also glTF, OBJ); else null. */
  building: v.nullable(TourBuildingSchema),
  /** The storeys with their floor plans, lowest first; empty before processing. */
  storeys: v.array(TourStoreySchema),
  /** 'object' once processing found no walkable floor; 'space' before and otherwise. */
  kind: v.picklist(TOUR_KINDS),
  /** How processing read the model (format, unit, correction); null before it did. */
  model: v.nullable(TourModelSchema),
  views: v.number(),
  /** A copy of the demo tour that came with the account (decision 0038), shown as a sample. */
  sample: v.boolean(),
  /** Whether the owner saved a start position (processing only proposes one). */
  startChosen: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type TourView = v.InferOutput<typeof TourViewSchema>;

/**
 * GET /public/tours/:slug: what a visitor of a published tour sees (no owner, status or dates),
 * each field as in TourView. Asset URLs point at /public/tours/:slug/assets/:name.
 */
export const PublicTourViewSchema = v.object({
  slug: v.string(),
  ...v.pick(TourViewSchema, [
    'title',
    'description',
    'address',
    'startPosition',
    'annotations',
    'destinations',
    'bounds',
    'building',
    'storeys',
    'kind',
    'assets',
  ]).entries,
});
export type PublicTourView = v.InferOutput<typeof PublicTourViewSchema>;

/** Larger than this along any axis, in metres, is no building or object (decision 0036). */
export const IMPLAUSIBLE_SIZE_M = 300;
/** A space whose height is under this, in metres, cannot be a room one walks into. */
export const IMPLAUSIBLE_ROOM_HEIGHT_M = 1.5;

/** Width (x) × depth (z) × height (y), metres, of a processed tour's box. */
export function tourSize(bounds: TourBounds): { width: number; depth: number; height: number } {
  return {
    width: bounds.max.x - bounds.min.x,
    depth: bounds.max.z - bounds.min.z,
    height: bounds.max.y - bounds.min.y,
  };
}

/**
 * Why a processed tour's size looks wrong for a building or an object: over IMPLAUSIBLE_SIZE_M
 * along an axis ('tooLarge'), or a space lower than IMPLAUSIBLE_ROOM_HEIGHT_M ('tooSmall'); else
 * null. Most often the model was read in the wrong unit.
 */
export function implausibleSize(
  bounds: TourBounds | null,
  kind: TourKind,
): 'tooLarge' | 'tooSmall' | null {
  if (bounds === null) return null;
  const { width, depth, height } = tourSize(bounds);
  if (Math.max(width, depth, height) > IMPLAUSIBLE_SIZE_M) return 'tooLarge';
  if (kind === 'space' && height < IMPLAUSIBLE_ROOM_HEIGHT_M) return 'tooSmall';
  return null;
}

export const TourListResponseSchema = v.object({ tours: v.array(TourViewSchema) });
export type TourListResponse = v.InferOutput<typeof TourListResponseSchema>;

/**
 * What processing stores in tours.assets: one entry per processed file it wrote. The server
 * reads it to list asset URLs; anything it cannot read is left out.
 */
export const StoredTourAssetsSchema = v.object({
  'model.glb': v.optional(v.object({ bytes: v.number() })),
  'model-preview.glb': v.optional(v.object({ bytes: v.number() })),
  'navmesh.bin': v.optional(v.object({ bytes: v.number() })),
  'floorplan.svg': v.optional(v.object({ bytes: v.number() })),
  'thumbnail.webp': v.optional(v.object({ bytes: v.number() })),
  /**
   * The storeys, lowest first, each with the name of its plan file (bytes under that name in
   * `plans`); absent for tours processed before decision 0033.
   */
  storeys: v.optional(
    v.array(
      v.object({
        name: v.nullable(v.string()),
        elevation: v.number(),
        plan: v.optional(v.string()),
        entrance: v.boolean(),
      }),
    ),
  ),
  plans: v.optional(v.record(v.string(), v.object({ bytes: v.number() }))),
  /**
   * When these files were written (ms since 1970): asset URLs carry it as ?v=, since files are
   * cached for good under their URL and a reprocess writes new ones under the same names.
   */
  version: v.optional(v.number()),
});
export type StoredTourAssets = v.InferOutput<typeof StoredTourAssetsSchema>;

export const NO_CREDITS_MESSAGE =
  'You have no credits left. Buy credits or upgrade your plan to create a tour.';
export const TOUR_NOT_FOUND_MESSAGE = 'Tour not found';
/** A public link whose tour exists but is not published now (404, data.reason 'unpublished'). */
export const TOUR_UNPUBLISHED_MESSAGE = 'This tour is not published at the moment';

/** '500 MB' for 500 * 1024 * 1024. */
export function formatByteLimit(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  const kilobytes = bytes / 1024;
  if (kilobytes >= 1) return `${Number(kilobytes.toFixed(1))} KB`;
  return `${bytes} bytes`;
}

export function fileTooLargeMessage(maxBytes: number): string {
  return `The file is larger than the ${formatByteLimit(maxBytes)} limit`;
}
