/**
 * IFC (IFC4 and IFC2X3) through web-ifc, in the processing thread: every product's geometry with
 * its colours (one node per product, named by its IFC class and name), in metres and Y up (web-ifc
 * applies the file's length unit and turns IFC's Z up to Y up), plus what the building says of
 * itself: its storeys (names and elevations), its spaces (room names, placed on their floor) and
 * its doors, windows, stairs and furniture as labelled objects.
 *
 * Doors are kept in the model but marked passable (extras `roomwalk.passable`): the navmesh is
 * built without them, so a doorway is an opening to walk through. Suspended ceilings are marked
 * too: cover, never floor. Spaces and openings are not drawn (web-ifc does not stream them);
 * spaces give room names and positions, and their bottoms floors to walk on where the model draws
 * none (decision 0051). Elements with a shape web-ifc could not draw at all are counted by kind
 * for the owner; what web-ifc prints is heard here and kept for the log. (Its "No basis found for
 * brep" lines are faces whose points lie on one line: nothing is missing for them.)
 *
 * Work budgets: the products are meshed in batches and the triangle count is checked between
 * batches, so a file that would exceed the face limit stops early; web-ifc's memory is the
 * thread's (a thread that runs out is ended), and the job's time limit ends the thread too.
 */
import { Document, type Node } from '@gltf-transform/core';
import {
  IFCBEAM,
  IFCBUILDINGELEMENTPROXY,
  IFCBUILDINGSTOREY,
  IFCCOLUMN,
  IFCCOVERING,
  IFCDOOR,
  IFCFLOWTERMINAL,
  IFCSANITARYTERMINAL,
  IFCFURNISHINGELEMENT,
  IFCFURNITURE,
  IFCMEMBER,
  IFCPLATE,
  IFCRAILING,
  IFCSLAB,
  IFCANNOTATION,
  IFCOPENINGELEMENT,
  IFCOPENINGSTANDARDCASE,
  IFCVIRTUALELEMENT,
  IFCPRODUCT,
  IFCROOF,
  IFCSPACE,
  IFCSTAIR,
  IFCSTAIRFLIGHT,
  IFCUNITASSIGNMENT,
  IFCWALL,
  IFCWALLSTANDARDCASE,
  IFCWINDOW,
  IfcAPI,
  type FlatMesh,
} from 'web-ifc';
import { objectLabelOf, type ObjectLabel } from '../../../src/contract/object-labels';
import type { ElementKind, UndrawnElements } from '../../../src/contract/tours';
import { storeyAtHeight } from '../../../src/contract/storeys';
import { CEILING_EXTRA, FLOOR_ONLY_EXTRA, PASSABLE_EXTRA, ROOF_EXTRA } from '../model-extras';
import { InputError } from './input-error';
import { tooManyFacesMessage, type InputLimits } from './limits';
import { srgbToLinear } from './mesh-document';

/** The schemas read; anything else is refused with UNSUPPORTED_IFC_SCHEMA_MESSAGE. */
export const IFC_SCHEMAS = ['IFC4', 'IFC2X3'] as const;

/** What an IFC file may name as its schema, as it may be shown back to its owner. */
const SCHEMA_NAME = /^[A-Z][A-Z0-9_]{0,39}$/;

export const unsupportedIfcSchemaMessage = (schema: string | null) =>
  `The IFC file uses ${schema === null ? 'no schema that can be recognised' : `the schema ${schema}`}, ` +
  'which is not supported: IFC4 and IFC2X3 are. Export the model from your modelling program as ' +
  'IFC4 or IFC2X3 (or as glTF 2.0 .glb), then create the tour again.';

export const IFC_NO_PRODUCTS_MESSAGE =
  'The IFC file holds no building elements with geometry (walls, slabs, doors and the like). ' +
  'Export the model with its 3D geometry, then create the tour again.';

/** An object's label: one of the vocabulary of decision 0037. */
export type BuildingObjectKind = ObjectLabel;

export const damagedIfcMessage = (line: number) =>
  `The IFC file is damaged: its line ${line.toLocaleString('en-US')} is cut short or badly ` +
  'formed (its brackets do not close, or nest too deeply). Export the model again as IFC4 or ' +
  'IFC2X3, then create the tour again.';

/** Brackets an IFC record may nest; real files use a handful. */
const MAX_STEP_DEPTH = 32;

/** World-space points are metres, Y up, in the model's frame (before normalising). */
export interface BuildingInfo {
  /** The length unit the file declared ('mm', 'm', 'ft', …), converted to metres. */
  unit: string;
  storeys: { name: string; elevation: number }[];
  rooms: { name: string; storey: string | null; position: [number, number, number] }[];
  /** Labelled objects (decision 0037), each at the centre of its geometry's bounds. */
  objects: {
    kind: BuildingObjectKind;
    name: string;
    storey: string | null;
    position: [number, number, number];
  }[];
}

export interface IfcModel {
  document: Document;
  building: BuildingInfo;
  report: ReaderReport;
  /**
   * The spaces' floors (floor-only nodes), outside the scene: framing the model must not see
   * them (their margins reach past its walls); they join it once it is framed.
   */
  spaceFloors: Node[];
}

/** What a reader could not do: for the owner, and for the log. */
export interface ReaderReport {
  /** The elements with a shape web-ifc could not draw, by kind, most first. */
  undrawn: UndrawnElements[];
  /** web-ifc's own output while it read, the first READER_LOG_LINES lines. */
  log: string[];
}

/** web-ifc's lines kept for the log, at most: a damaged file can print one per face. */
export const READER_LOG_LINES = 50;

/** Building elements by IFC class, where the class is no object of OBJECT_KINDS. */
const ELEMENT_CLASSES = new Map<number, ElementKind>([
  [IFCWALL, 'wall'],
  [IFCWALLSTANDARDCASE, 'wall'],
  [IFCSLAB, 'slab'],
  [IFCROOF, 'roof'],
  [IFCCOLUMN, 'column'],
  [IFCBEAM, 'beam'],
  [IFCCOVERING, 'covering'],
  [IFCRAILING, 'railing'],
  [IFCMEMBER, 'member'],
  [IFCPLATE, 'plate'],
]);

/**
 * Products that are not drawn: spaces (volumes of air, read for their names), openings (cut from
 * walls already), virtual elements and annotations.
 */
const NOT_DRAWN = new Set([
  IFCSPACE,
  IFCOPENINGELEMENT,
  IFCOPENINGSTANDARDCASE,
  IFCVIRTUALELEMENT,
  IFCANNOTATION,
]);

/** Products meshed per call between two checks of the triangle budget. */
const BATCH = 200;
const NAME_MAX = 120;
/** A space's triangle this close to its lowest point (m) is part of its floor. */
const SPACE_FLOOR_TOLERANCE = 0.02;
/** How far a space's floor reaches under the walls around it (m): past a thick wall's middle. */
const SPACE_FLOOR_MARGIN = 0.4;

/** Classes that are what they say, whatever their names. */
const OBJECT_KINDS = new Map<number, BuildingObjectKind>([
  [IFCDOOR, 'door'],
  [IFCWINDOW, 'window'],
  [IFCSTAIR, 'stairs'],
  [IFCSTAIRFLIGHT, 'stairs'],
]);
/** Furniture: its name says which ("Doppelbett" is a bed), else it is furniture. */
const FURNITURE_CLASSES = new Set([IFCFURNISHINGELEMENT, IFCFURNITURE]);
/** Classes that may be anything: labelled only where the name says what (a "WC" proxy). */
const NAMED_CLASSES = new Set([IFCBUILDINGELEMENTPROXY, IFCFLOWTERMINAL, IFCSANITARYTERMINAL]);

/** The label of a product of IFC class `type` named `name`, or null for none. */
export function ifcObjectLabel(type: number, name: string | null): BuildingObjectKind | null {
  const byClass = OBJECT_KINDS.get(type);
  if (byClass !== undefined) return byClass;
  const byName = name === null ? null : objectLabelOf(name);
  if (FURNITURE_CLASSES.has(type)) return byName ?? 'furniture';
  return NAMED_CLASSES.has(type) ? byName : null;
}

const SI_PREFIXES: Record<string, number> = {
  EXA: 1e18,
  PETA: 1e15,
  TERA: 1e12,
  GIGA: 1e9,
  MEGA: 1e6,
  KILO: 1e3,
  HECTO: 1e2,
  DECA: 1e1,
  DECI: 1e-1,
  CENTI: 1e-2,
  MILLI: 1e-3,
  MICRO: 1e-6,
  NANO: 1e-9,
};
const UNIT_SYMBOLS: Record<string, string> = {
  '': 'm',
  KILO: 'km',
  CENTI: 'cm',
  MILLI: 'mm',
  DECI: 'dm',
};

let api: Promise<IfcAPI> | null = null;
/** One web-ifc per thread, started on the first IFC it reads. */
function ifcApi(): Promise<IfcAPI> {
  return (api ??= (async () => {
    const instance = new IfcAPI();
    // Emscripten binds web-ifc's print and printErr to console.log and console.error once, here:
    // bound to the hearing ones, every line it prints later reaches the read that caused it.
    await hearingWebIfc(() => instance.Init(undefined, true));
    return instance;
  })());
}

/** Who hears web-ifc's output now: the read under way, else nobody (outside a read, it is lost). */
let webIfcListener: ((line: string) => void) | null = null;

/**
 * Runs `work` with console.log, .warn and .error passed to the current listener (web-ifc's
 * JavaScript side calls them directly), and puts them back after.
 */
async function hearingWebIfc<T>(work: () => T | Promise<T>): Promise<T> {
  const methods = ['log', 'warn', 'error'] as const;
  const saved = methods.map((method) => console[method]);
  for (const method of methods)
    console[method] = (...args: unknown[]) => webIfcListener?.(args.map(String).join(' '));
  try {
    return await work();
  } finally {
    methods.forEach((method, index) => (console[method] = saved[index] ?? console[method]));
  }
}

/** The schema named in the file's header (FILE_SCHEMA), or null. */
export function ifcSchemaOf(head: string): string | null {
  const match = /FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'/i.exec(head);
  const name = match?.[1]?.trim().toUpperCase() ?? null;
  return name !== null && SCHEMA_NAME.test(name) ? name : null;
}

export async function readIfc(bytes: Uint8Array, limits: InputLimits): Promise<IfcModel> {
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, 64 * 1024));
  const schema = ifcSchemaOf(head);
  if (schema === null || !(IFC_SCHEMAS as readonly string[]).includes(schema))
    throw new InputError(unsupportedIfcSchemaMessage(schema));
  checkStepStructure(bytes);
  const web = await ifcApi();
  // What web-ifc prints from opening the model on, kept for the log.
  const log: string[] = [];
  webIfcListener = (line) => {
    if (log.length < READER_LOG_LINES) log.push(line.slice(0, 500));
  };
  try {
    const model = await hearingWebIfc(() =>
      web.OpenModel(bytes, {
        COORDINATE_TO_ORIGIN: false,
        ALLOW_INCOMPATIBLE_SCHEMA_ALIASES: false,
      }),
    );
    if (model < 0) throw new InputError(unsupportedIfcSchemaMessage(schema));
    try {
      return await hearingWebIfc(() => new IfcReader(web, model, limits, log).read());
    } finally {
      web.CloseModel(model);
    }
  } finally {
    webIfcListener = null;
  }
}

const [QUOTE, OPEN, CLOSE, SEMICOLON, NEWLINE, SLASH, STAR] = [
  0x27, 0x28, 0x29, 0x3b, 0x0a, 0x2f, 0x2a,
];

/**
 * One pass over the file: every record's brackets close before its ';', outside strings and
 * comments, and nest at most MAX_STEP_DEPTH deep. web-ifc loops for ever on a record whose
 * brackets do not close, so such a file is refused before it reaches web-ifc.
 */
export function checkStepStructure(bytes: Uint8Array): void {
  let depth = 0;
  let line = 1;
  let inString = false;
  let inComment = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === NEWLINE) line += 1;
    if (inComment) {
      if (byte === STAR && bytes[index + 1] === SLASH) {
        inComment = false;
        index += 1;
      }
    } else if (inString) {
      // '' inside a string is a quote; the string goes on.
      if (byte === QUOTE) {
        if (bytes[index + 1] === QUOTE) index += 1;
        else inString = false;
      }
    } else if (byte === QUOTE) inString = true;
    else if (byte === SLASH && bytes[index + 1] === STAR) {
      inComment = true;
      index += 1;
    } else if (byte === OPEN) {
      depth += 1;
      if (depth > MAX_STEP_DEPTH) throw new InputError(damagedIfcMessage(line));
    } else if (byte === CLOSE) {
      depth -= 1;
      if (depth < 0) throw new InputError(damagedIfcMessage(line));
    } else if (byte === SEMICOLON && depth !== 0) throw new InputError(damagedIfcMessage(line));
  }
  if (inString || inComment || depth !== 0) throw new InputError(damagedIfcMessage(line));
}

interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

class IfcReader {
  private readonly document = new Document();
  private readonly buffer = this.document.createBuffer();
  private readonly scene = this.document.createScene('ifc');
  private readonly materials = new Map<string, ReturnType<Document['createMaterial']>>();
  private triangles = 0;
  private readonly objects: { kind: BuildingObjectKind; name: string; box: Box }[] = [];
  /** The products drawn, by express ID. */
  private readonly drawn = new Set<number>();
  private readonly spaceFloors: Node[] = [];

  constructor(
    private readonly web: IfcAPI,
    private readonly model: number,
    private readonly limits: InputLimits,
    /** web-ifc's lines, heard by readIfc. */
    private readonly log: string[],
  ) {
    this.document.getRoot().setDefaultScene(this.scene);
  }

  read(): IfcModel {
    const { factor, unit } = this.lengthUnit();
    const products = [...this.web.GetLineIDsWithType(this.model, IFCPRODUCT, true)].filter(
      (id) => !NOT_DRAWN.has(this.web.GetLineType(this.model, id)),
    );
    for (let start = 0; start < products.length; start += BATCH) {
      this.web.StreamMeshes(this.model, products.slice(start, start + BATCH), (mesh) =>
        this.addProduct(mesh),
      );
      if (this.triangles > this.limits.maxFaces)
        throw new InputError(tooManyFacesMessage(this.limits));
    }
    if (this.triangles === 0) throw new InputError(IFC_NO_PRODUCTS_MESSAGE);
    const storeys = this.storeys(factor);
    const floors = storeys.map((storey) => storey.elevation);
    const storeyAt = (y: number) =>
      storeys.length === 0 ? null : (storeys[storeyAtHeight(floors, y)]?.name ?? null);
    const rooms = this.spaces().map(({ name, box }) => {
      const position = floorCentre(box);
      return { name, storey: storeyAt(position[1]), position };
    });
    const objects = this.objects.map(({ kind, name, box }) => {
      const position = boxCentre(box);
      return { kind, name, storey: storeyAt(box.min[1]), position };
    });
    return {
      document: this.document,
      building: { unit, storeys, rooms, objects },
      report: {
        undrawn: this.undrawnOf(products),
        log: this.log,
      },
      spaceFloors: this.spaceFloors,
    };
  }

  /** Products with a shape (a Representation) of which web-ifc drew nothing, by kind, most first. */
  private undrawnOf(products: number[]): UndrawnElements[] {
    const undrawn = new Map<ElementKind, number>();
    for (const id of products) {
      if (this.drawn.has(id) || !this.hasBody(id)) continue;
      const type = this.web.GetLineType(this.model, id);
      const element =
        ifcObjectLabel(type, this.nameOf(id)) ?? ELEMENT_CLASSES.get(type) ?? 'element';
      undrawn.set(element, (undrawn.get(element) ?? 0) + 1);
    }
    return [...undrawn].sort((a, b) => b[1] - a[1]).map(([element, count]) => ({ element, count }));
  }

  private addProduct(mesh: FlatMesh): void {
    if (this.triangles > this.limits.maxFaces) return;
    const type = this.web.GetLineType(this.model, mesh.expressID);
    const name = this.nameOf(mesh.expressID);
    const className = this.web.GetNameFromTypeCode(type) || 'IfcProduct';
    const gltfMesh = this.document.createMesh(name ?? className);
    const box = emptyBox();
    const geometries = mesh.geometries;
    for (let index = 0; index < geometries.size(); index += 1) {
      const placed = geometries.get(index);
      const geometry = this.web.GetGeometry(this.model, placed.geometryExpressID);
      try {
        const vertices = this.web.GetVertexArray(
          geometry.GetVertexData(),
          geometry.GetVertexDataSize(),
        );
        const indices = this.web.GetIndexArray(
          geometry.GetIndexData(),
          geometry.GetIndexDataSize(),
        );
        this.triangles += Math.floor(indices.length / 3);
        if (this.triangles > this.limits.maxFaces || indices.length < 3) continue;
        const { positions, normals } = transformed(vertices, placed.flatTransformation, box);
        const primitive = this.document
          .createPrimitive()
          .setAttribute('POSITION', this.accessor(positions, 'VEC3'))
          .setAttribute('NORMAL', this.accessor(normals, 'VEC3'))
          .setIndices(this.accessor(new Uint32Array(indices), 'SCALAR'))
          .setMaterial(this.material(placed.color));
        gltfMesh.addPrimitive(primitive);
      } finally {
        geometry.delete();
      }
    }
    if (gltfMesh.listPrimitives().length === 0) {
      gltfMesh.dispose();
      return;
    }
    this.drawn.add(mesh.expressID);
    const node = this.document.createNode(name === null ? className : `${className} ${name}`);
    node.setMesh(gltfMesh);
    if (type === IFCDOOR) node.setExtras({ [PASSABLE_EXTRA]: true });
    if (type === IFCROOF) node.setExtras({ [ROOF_EXTRA]: true });
    if (type === IFCCOVERING && enumOf(this.line(mesh.expressID)?.PredefinedType) === 'CEILING')
      node.setExtras({ [CEILING_EXTRA]: true });
    this.scene.addChild(node);
    const kind = ifcObjectLabel(type, name);
    if (kind !== null) this.objects.push({ kind, name: name ?? kind, box });
  }

  private accessor(array: Float32Array | Uint32Array, type: 'VEC3' | 'SCALAR') {
    return this.document.createAccessor().setType(type).setArray(array).setBuffer(this.buffer);
  }

  private material(color: { x: number; y: number; z: number; w: number }) {
    const rgba = [color.x, color.y, color.z, color.w].map((value) =>
      Math.min(1, Math.max(0, Number.isFinite(value) ? value : 1)),
    ) as [number, number, number, number];
    const key = rgba.map((value) => value.toFixed(3)).join(',');
    let material = this.materials.get(key);
    if (material === undefined) {
      const [red, green, blue, alpha] = rgba;
      material = this.document
        .createMaterial(`colour ${key}`)
        .setBaseColorFactor([srgbToLinear(red), srgbToLinear(green), srgbToLinear(blue), alpha])
        .setRoughnessFactor(0.9)
        .setMetallicFactor(0)
        .setDoubleSided(true);
      if (alpha < 1) material.setAlphaMode('BLEND');
      this.materials.set(key, material);
    }
    return material;
  }

  /** Storeys by elevation (metres), lowest first; those without an elevation are left out. */
  private storeys(factor: number): BuildingInfo['storeys'] {
    const storeys: BuildingInfo['storeys'] = [];
    for (const id of this.web.GetLineIDsWithType(this.model, IFCBUILDINGSTOREY)) {
      const line = this.line(id);
      const elevation = numberOf(line?.Elevation);
      if (elevation === null) continue;
      storeys.push({
        name: this.nameOf(id) ?? `Storey ${storeys.length + 1}`,
        elevation: elevation * factor,
      });
    }
    return storeys.sort((a, b) => a.elevation - b.elevation);
  }

  /**
   * Named spaces with their world-space boxes (web-ifc meshes them on request). Every space's
   * bottom also becomes a floor-only node: architectural exports often draw no floor slabs (the
   * slabs are the structural model's), and a space's bottom is its room's floor.
   */
  private spaces(): { name: string; box: Box }[] {
    const spaces: { name: string; box: Box }[] = [];
    for (const id of this.web.GetLineIDsWithType(this.model, IFCSPACE)) {
      const line = this.line(id);
      const name = textOf(line?.LongName) ?? this.nameOf(id);
      const { box, positions, indices } = this.spaceGeometry(id);
      if (!Number.isFinite(box.min[0])) continue;
      this.addSpaceFloor(positions, indices, box.min[1]);
      if (name !== null) spaces.push({ name, box });
    }
    return spaces;
  }

  private spaceGeometry(id: number): { box: Box; positions: number[]; indices: number[] } {
    const box = emptyBox();
    const positions: number[] = [];
    const indices: number[] = [];
    const mesh = this.web.GetFlatMesh(this.model, id);
    try {
      for (let index = 0; index < mesh.geometries.size(); index += 1) {
        const placed = mesh.geometries.get(index);
        const geometry = this.web.GetGeometry(this.model, placed.geometryExpressID);
        try {
          const vertices = this.web.GetVertexArray(
            geometry.GetVertexData(),
            geometry.GetVertexDataSize(),
          );
          const local = this.web.GetIndexArray(
            geometry.GetIndexData(),
            geometry.GetIndexDataSize(),
          );
          // A space's triangles count against the face limit as a product's do.
          this.triangles += Math.floor(local.length / 3);
          if (this.triangles > this.limits.maxFaces)
            throw new InputError(tooManyFacesMessage(this.limits));
          const base = positions.length / 3;
          for (const value of transformed(vertices, placed.flatTransformation, box).positions)
            positions.push(value);
          for (const vertex of local) indices.push(base + vertex);
        } finally {
          geometry.delete();
        }
      }
    } finally {
      // GetFlatMesh's result is a plain copy in some builds, an Embind object in others.
      (mesh as Partial<FlatMesh>).delete?.();
    }
    return { box, positions, indices };
  }

  /**
   * The triangles of a space's bottom, facing up, as a node that is walked on but not drawn;
   * widened by SPACE_FLOOR_MARGIN into the walls around, so that the floors of two rooms meet
   * under the door between them.
   */
  private addSpaceFloor(positions: number[], indices: number[], bottom: number): void {
    const floor: number[] = [];
    const y = (vertex: number) => positions[vertex * 3 + 1] ?? Infinity;
    for (let i = 0; i + 2 < indices.length; i += 3) {
      const [a = 0, b = 0, c = 0] = indices.slice(i, i + 3);
      if ([a, b, c].every((vertex) => Math.abs(y(vertex) - bottom) <= SPACE_FLOOR_TOLERANCE))
        floor.push(...(facesUp(positions, a, b, c) ? [a, b, c] : [a, c, b]));
    }
    if (floor.length === 0) return;
    const widened = [...positions];
    const margins = marginOf(widened, floor, SPACE_FLOOR_MARGIN);
    const position = this.accessor(Float32Array.from(widened), 'VEC3');
    const up = Float32Array.from({ length: widened.length }, (_, index) =>
      index % 3 === 1 ? 1 : 0,
    );
    const normal = this.accessor(up, 'VEC3');
    const primitive = (triangles: number[]) =>
      this.document
        .createPrimitive()
        .setAttribute('POSITION', position)
        .setAttribute('NORMAL', normal)
        .setIndices(this.accessor(Uint32Array.from(triangles), 'SCALAR'));
    // The space's bottom first, then its margins (drawSpaceFloors draws only the bottom).
    const mesh = this.document.createMesh('Room floor').addPrimitive(primitive(floor));
    if (margins.length > 0) mesh.addPrimitive(primitive(margins));
    const node = this.document.createNode('Room floor').setMesh(mesh);
    node.setExtras({ [FLOOR_ONLY_EXTRA]: true });
    this.spaceFloors.push(node);
  }

  /** The file's length unit: metres per unit and a short name for it. */
  private lengthUnit(): { factor: number; unit: string } {
    for (const id of this.web.GetLineIDsWithType(this.model, IFCUNITASSIGNMENT)) {
      const units = (this.line(id, true)?.Units ?? []) as unknown[];
      for (const unit of units) {
        const record = unit as Record<string, unknown>;
        if (enumOf(record.UnitType) !== 'LENGTHUNIT') continue;
        const length = this.lengthOf(record);
        if (length) return length;
      }
    }
    return { factor: 1, unit: 'm' };
  }

  private lengthOf(unit: Record<string, unknown>): { factor: number; unit: string } | null {
    const prefix = enumOf(unit.Prefix) ?? '';
    if (enumOf(unit.Name) === 'METRE')
      return { factor: SI_PREFIXES[prefix] ?? 1, unit: UNIT_SYMBOLS[prefix] ?? `${prefix} m` };
    // A conversion-based unit (foot, inch): its factor times the SI unit it is given in.
    const conversion = unit.ConversionFactor as Record<string, unknown> | undefined;
    const value = numberOf(conversion?.ValueComponent);
    const base = conversion?.UnitComponent as Record<string, unknown> | undefined;
    const baseFactor = base ? this.lengthOf(base)?.factor : 1;
    if (value === null || baseFactor === undefined || !(value * baseFactor > 0)) return null;
    const name = (textOf(unit.Name) ?? 'unit').toLowerCase();
    return {
      factor: value * baseFactor,
      unit: name === 'foot' ? 'ft' : name === 'inch' ? 'in' : name,
    };
  }

  private line(id: number, flatten = false): Record<string, unknown> | null {
    const line = this.web.GetLine(this.model, id, flatten) as unknown;
    return typeof line === 'object' && line !== null ? (line as Record<string, unknown>) : null;
  }

  /** Whether the product has a 3D shape ('Body', or a site's 'Facetation'), not only axes or footprints. */
  private hasBody(id: number): boolean {
    // References read as { type: 5, value: express ID }.
    const shape = numberOf(this.line(id)?.Representation);
    const representations = shape === null ? [] : (this.line(shape)?.Representations ?? []);
    return (representations as unknown[]).some((representation) => {
      const handle = numberOf(representation);
      const identifier =
        handle === null ? null : textOf(this.line(handle)?.RepresentationIdentifier);
      return identifier === 'Body' || identifier === 'Facetation';
    });
  }

  private nameOf(id: number): string | null {
    return textOf(this.line(id)?.Name);
  }
}

/** Positions (and normals) of web-ifc's interleaved vertices, moved by the geometry's placement. */
function transformed(vertices: Float32Array, matrix: number[], box: Box) {
  const count = Math.floor(vertices.length / 6);
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const m = (index: number) => matrix[index] ?? 0;
  for (let i = 0; i < count; i += 1) {
    const [x = 0, y = 0, z = 0, nx = 0, ny = 0, nz = 0] = vertices.subarray(i * 6, i * 6 + 6);
    for (let row = 0; row < 3; row += 1) {
      const value = m(row) * x + m(row + 4) * y + m(row + 8) * z + m(row + 12);
      positions[i * 3 + row] = value;
      box.min[row] = Math.min(box.min[row] ?? Infinity, value);
      box.max[row] = Math.max(box.max[row] ?? -Infinity, value);
      normals[i * 3 + row] = m(row) * nx + m(row + 4) * ny + m(row + 8) * nz;
    }
    const length = Math.hypot(
      normals[i * 3] ?? 0,
      normals[i * 3 + 1] ?? 0,
      normals[i * 3 + 2] ?? 0,
    );
    for (let row = 0; row < 3; row += 1)
      normals[i * 3 + row] = length > 0 ? (normals[i * 3 + row] ?? 0) / length : row === 1 ? 1 : 0;
  }
  return { positions, normals };
}

/** Whether the triangle a, b, c of `positions` winds counter-clockwise seen from above. */
function facesUp(positions: number[], a: number, b: number, c: number): boolean {
  const at = (vertex: number, axis: number) => positions[vertex * 3 + axis] ?? 0;
  const [ux, uz] = [at(b, 0) - at(a, 0), at(b, 2) - at(a, 2)];
  const [vx, vz] = [at(c, 0) - at(a, 0), at(c, 2) - at(a, 2)];
  return uz * vx - ux * vz > 0;
}

/**
 * A strip `width` wide outside each outline edge of an upward-facing triangle set (an edge of one
 * triangle only): its triangles, whose new corners are appended to `positions`.
 */
function marginOf(positions: number[], triangles: number[], width: number): number[] {
  const edges = new Map<string, [number, number, number]>();
  for (let i = 0; i + 2 < triangles.length; i += 3)
    for (let k = 0; k < 3; k += 1) {
      const [from = 0, to = 0, opposite = 0] = [0, 1, 2].map((j) => triangles[i + ((k + j) % 3)]);
      const reverse = `${to},${from}`;
      if (edges.has(reverse)) edges.delete(reverse);
      else edges.set(`${from},${to}`, [from, to, opposite]);
    }
  const strip: number[] = [];
  const at = (vertex: number, axis: number) => positions[vertex * 3 + axis] ?? 0;
  for (const [from, to] of edges.values()) {
    const [dx, dz] = [at(to, 0) - at(from, 0), at(to, 2) - at(from, 2)];
    const length = Math.hypot(dx, dz);
    if (length === 0) continue;
    // Counter-clockwise seen from above, the outside of an edge is on its right.
    const [ox, oz] = [(-dz / length) * width, (dx / length) * width];
    const base = positions.length / 3;
    positions.push(at(from, 0) + ox, at(from, 1), at(from, 2) + oz);
    positions.push(at(to, 0) + ox, at(to, 1), at(to, 2) + oz);
    strip.push(from, base, to, to, base, base + 1);
  }
  return strip;
}

const emptyBox = (): Box => ({
  min: [Infinity, Infinity, Infinity],
  max: [-Infinity, -Infinity, -Infinity],
});

/** The middle of a box's bottom: where a room's or an object's label stands. */
const floorCentre = ({ min, max }: Box): [number, number, number] => [
  (min[0] + max[0]) / 2,
  min[1],
  (min[2] + max[2]) / 2,
];

const boxCentre = ({ min, max }: Box): [number, number, number] => [
  (min[0] + max[0]) / 2,
  (min[1] + max[1]) / 2,
  (min[2] + max[2]) / 2,
];

function textOf(value: unknown): string | null {
  const raw = (value as { value?: unknown } | null)?.value;
  if (typeof raw !== 'string') return null;
  // Keep what a label may show: printable text, trimmed and bounded.
  const text = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, NAME_MAX);
  return text.length > 0 ? text : null;
}

function numberOf(value: unknown): number | null {
  const raw = (value as { value?: unknown } | null)?.value;
  return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
}

function enumOf(value: unknown): string | null {
  const raw = (value as { value?: unknown } | null)?.value;
  return typeof raw === 'string' ? raw : null;
}
