/**
 * The entry point of the inputs stage: bytes of an upload → a normalised glTF-Transform Document
 * (metres, Y up, floor at y = 0, centred), or an InputError whose message the user sees.
 */
import type { Document, Node } from '@gltf-transform/core';
import {
  LENGTH_UNITS,
  type FrameCorrection,
  type LengthUnit,
  type ModelFormat,
} from '../../../src/contract/tours';
import { readDxf, type DxfDrawing, type DxfOptions } from './dxf';
import { readGlb, readSelfContainedGltf, readZippedGltf } from './gltf';
import { readIfc, type BuildingInfo, type ReaderReport } from './ifc';
import {
  InputError,
  readingAs,
  NO_MODEL_IN_ARCHIVE_MESSAGE,
  SEVERAL_MODELS_MESSAGE,
} from './input-error';
import { DEFAULT_INPUT_LIMITS, type InputLimits } from './limits';
import { normaliseFrame, type NormaliseOptions } from './normalise';
import { readObjModel } from './obj';
import { gltfObjectLabels, placeBoxes, type LabelledBox } from '../labels';
import { readPly } from './ply';
import { SNIFF_HEAD_BYTES, sniffInput, type InputKind } from './sniff';
import { readStl } from './stl';
import { readArchive, type ArchiveEntries } from './zip';

export interface ReadInputOptions {
  limits?: Partial<InputLimits>;
  dxf?: DxfOptions;
  /** Unit and up axis of OBJ, PLY and STL files (which do not say); 'auto' by default. */
  meshFrame?: NormaliseOptions;
  /**
   * The owner's correction of an OBJ, PLY, STL, DXF or glTF model (decisions 0036, 0053): quarter
   * turns after the up-axis guess, and the unit it was drawn in. IFC ignores it: it declares its
   * units and storeys.
   */
  correction?: FrameCorrection | null;
}

export type { ModelFormat };

/** Formats that say nothing of their unit or up axis: scans and CAD meshes, framed by a guess. */
const UNFRAMED_FORMATS: ReadonlySet<ModelFormat> = new Set(['obj', 'ply', 'stl']);

export interface InputModel {
  kind: InputKind;
  format: ModelFormat;
  document: Document;
  /** The unit the model was read in; null for one the file declared that an owner cannot choose. */
  unit: LengthUnit | null;
  /** The correction applied (null for none: IFC never takes one). */
  correction: FrameCorrection | null;
  /** The unit was guessed because the model looks like an object (decision 0053): to be confirmed. */
  unitUncertain?: true;
  /**
   * What the model says of itself, in the normalised frame: an IFC's building (storeys, rooms,
   * labelled objects); for glTF and OBJ the objects its names label (decision 0037), with no
   * storeys or rooms; absent where it says nothing.
   */
  building?: BuildingInfo;
  /** What the reader could not do (IFC); absent where it reports nothing. */
  report?: ReaderReport;
}

interface Parsed {
  format: ModelFormat;
  document: Document;
  building?: BuildingInfo;
  report?: ReaderReport;
  /** Nodes that join the model once it is framed (an IFC's space floors). */
  spaceFloors?: Node[];
  /** How to frame it, when the format alone does not say (a DXF's 3D faces). */
  frame?: NormaliseOptions;
  /** OBJ: labelled groups and materials, bounded in the file's frame. */
  labelled?: LabelledBox[];
  /** The unit a DXF was read in, where the drawing or the owner says. */
  unit?: LengthUnit | null;
}

const METRES_Y_UP: NormaliseOptions = { unit: 'm', up: 'y' };

export async function readInput(
  bytes: Uint8Array,
  options: ReadInputOptions = {},
): Promise<InputModel> {
  const limits = { ...DEFAULT_INPUT_LIMITS, ...options.limits };
  const kind = sniffInput(bytes.subarray(0, SNIFF_HEAD_BYTES), bytes.length);
  const parsed = await readingAs(kind, () => parse(kind, bytes, limits, options));
  const { format, document, building, labelled, report } = parsed;
  const correction = format === 'ifc' ? null : (options.correction ?? null);
  const turns = correction === null ? {} : { turns: correction.turns };
  const frame = { ...frameOf(parsed, options), ...turns };
  const applied = await readingAs(format, () => normaliseFrame(document, frame));
  for (const node of parsed.spaceFloors ?? []) frameNode(document)?.addChild(node);
  const unit =
    parsed.unit !== undefined
      ? parsed.unit
      : format === 'ifc'
        ? choosableUnit(building?.unit)
        : applied.unit;
  const model = {
    kind,
    format,
    document,
    unit,
    correction,
    ...(applied.unitUncertain && { unitUncertain: true as const }),
    ...(report && { report }),
  };
  if (building !== undefined) return { ...model, building: moved(building, document) };
  const objects =
    format === 'gltf'
      ? gltfObjectLabels(document)
      : placeBoxes(labelled ?? [], frameNode(document)?.getMatrix() ?? IDENTITY);
  if (objects.length === 0) return model;
  return { ...model, building: { unit: unit ?? 'm', storeys: [], rooms: [], objects } };
}

const IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** The node normalise put above the model. */
const frameNode = (document: Document) => document.getRoot().listScenes()[0]?.listChildren()[0];

function choosableUnit(unit: string | undefined): LengthUnit | null {
  return LENGTH_UNITS.find((known) => known === unit) ?? null;
}

/**
 * The building's points moved as normalise moved the model: IFC is read in metres and Y up, so
 * the frame is a translation only.
 */
function moved(building: BuildingInfo, document: Document): BuildingInfo {
  const frame = frameNode(document);
  const [dx = 0, dy = 0, dz = 0] = frame?.getTranslation() ?? [0, 0, 0];
  const at = ([x, y, z]: [number, number, number]): [number, number, number] => [
    x + dx,
    y + dy,
    z + dz,
  ];
  return {
    unit: building.unit,
    storeys: building.storeys.map((storey) => ({ ...storey, elevation: storey.elevation + dy })),
    rooms: building.rooms.map((room) => ({ ...room, position: at(room.position) })),
    objects: building.objects.map((object) => ({ ...object, position: at(object.position) })),
  };
}

/**
 * How to frame the model: as its reader says (a DXF's 3D faces), by a guess for formats that do
 * not say, glTF in metres Y up unless it looks like an object (or the owner chose its unit), IFC
 * (read in metres by web-ifc) and DXF plans as they are.
 */
function frameOf(parsed: Parsed, options: ReadInputOptions): NormaliseOptions {
  if (parsed.frame) return parsed.frame;
  if (UNFRAMED_FORMATS.has(parsed.format)) return meshFrame(options);
  if (parsed.format === 'gltf')
    return { unit: options.correction?.unit ?? 'auto', declared: 'm', up: 'y' };
  return METRES_Y_UP;
}

const meshFrame = (options: ReadInputOptions): NormaliseOptions => ({
  unit: options.correction?.unit ?? options.meshFrame?.unit ?? 'auto',
  up: options.meshFrame?.up ?? 'auto',
});

/** A plan is built in metres, Y up; 3D faces are framed like a mesh, in metres where a unit is known. */
function dxfModel(drawing: DxfDrawing, options: ReadInputOptions): Parsed {
  const { document, unit } = drawing;
  if (drawing.kind === 'plan') return { format: 'dxf', document, unit };
  const up = meshFrame(options).up;
  if (unit === undefined) return { format: 'dxf', document, frame: { up, unit: 'auto' } };
  return { format: 'dxf', document, unit, frame: { up, unit: 'm' } };
}

async function parse(
  kind: InputKind,
  bytes: Uint8Array,
  limits: InputLimits,
  options: ReadInputOptions,
): Promise<Parsed> {
  switch (kind) {
    case 'glb':
      return { format: 'gltf', document: await readGlb(bytes, limits.maxJsonDepth) };
    case 'gltf':
      return { format: 'gltf', document: await readSelfContainedGltf(bytes, limits.maxJsonDepth) };
    case 'obj':
      return { format: 'obj', ...readObjModel({ bytes, name: 'model.obj' }, limits) };
    case 'ply':
      return { format: 'ply', document: readPly(bytes, limits) };
    case 'stl':
      return { format: 'stl', document: readStl(bytes, limits) };
    case 'dxf':
      return dxfModel(
        readDxf(bytes, limits, {
          ...options.dxf,
          ...(options.correction && { unit: options.correction.unit }),
        }),
        options,
      );
    case 'ifc':
      return { format: 'ifc', ...(await readIfc(bytes, limits)) };
    case 'zip':
      return parseArchive(readArchive(bytes, limits), limits, options);
  }
}

/**
 * The archive decides: a .gltf (with its buffers and textures), else a model recognised by content
 * (GLB, OBJ with its MTL and textures, PLY, STL, DXF, IFC: an .ifczip is a zipped IFC). More than one candidate of the chosen kind is
 * ambiguous and refused rather than guessed.
 */
async function parseArchive(
  entries: ArchiveEntries,
  limits: InputLimits,
  options: ReadInputOptions,
): Promise<Parsed> {
  const gltf = single([...entries.keys()].filter((name) => /\.gltf$/i.test(name)));
  if (gltf)
    return readingAs('gltf', async () => ({
      format: 'gltf' as const,
      document: await readZippedGltf(entries, gltf, limits.maxJsonDepth),
    }));
  const byKind = new Map<InputKind, string[]>();
  for (const [name, content] of entries) {
    const kind = sniffQuietly(content);
    if (kind && kind !== 'zip') byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
  }
  for (const kind of ['glb', 'obj', 'ply', 'stl', 'dxf', 'ifc'] as const) {
    const name = single(byKind.get(kind) ?? []);
    if (!name) continue;
    const content = entries.get(name) ?? new Uint8Array();
    if (kind !== 'obj') return readingAs(kind, () => parse(kind, content, limits, options));
    return readingAs('obj', () => ({
      format: 'obj' as const,
      ...readObjModel({ bytes: content, name, entries }, limits),
    }));
  }
  throw new InputError(NO_MODEL_IN_ARCHIVE_MESSAGE);
}

/** The one name of a list, null for none; several are refused. */
function single(names: string[]): string | null {
  if (names.length > 1) throw new InputError(SEVERAL_MODELS_MESSAGE);
  return names[0] ?? null;
}

function sniffQuietly(content: Uint8Array): InputKind | null {
  try {
    return sniffInput(content.subarray(0, SNIFF_HEAD_BYTES), content.length);
  } catch {
    return null;
  }
}
