/**
 * DXF's group-code layer: pairs of lines (a code, a value) grouped into sections, entities and
 * blocks, with typed accessors for an entity's values. Shared by the plan reader (dxf.ts) and the
 * 3D-face reader (dxf-faces.ts).
 */
import { InputError } from './input-error';
import type { PlanPoint } from './dxf-extrude';

export type Pair = [code: number, value: string];
export interface Entity {
  type: string;
  pairs: Pair[];
  /** VERTEX entities of a POLYLINE. */
  vertices: Entity[];
}
/** A block's entities and its base point (x, y, z), by block name. */
export type Blocks = Map<string, { base: PlanPoint & { z: number }; entities: Entity[] }>;

export const DAMAGED_DXF_MESSAGE =
  'The DXF file is damaged, or is a binary DXF: it is not the pairs of lines (a group code, a ' +
  'value) of an ASCII DXF. Save it again as ASCII DXF, then create the tour again.';

export function readPairs(bytes: Uint8Array): Pair[] {
  const lines = new TextDecoder('utf-8').decode(bytes).split(/\r?\n/);
  const pairs: Pair[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const code = Number((lines[index] ?? '').trim());
    if (!Number.isInteger(code)) throw new InputError(DAMAGED_DXF_MESSAGE);
    pairs.push([code, (lines[index + 1] ?? '').trim()]);
  }
  return pairs;
}

/** Section name → the pairs between its header and ENDSEC. */
export function readSections(pairs: Pair[]): Map<string, Pair[]> {
  const sections = new Map<string, Pair[]>();
  let current: Pair[] | null = null;
  for (let index = 0; index < pairs.length; index += 1) {
    const [code, value] = pairs[index] ?? [-1, ''];
    if (code === 0 && value === 'SECTION') {
      current = [];
      sections.set(pairs[index + 1]?.[1] ?? '', current);
      index += 1;
    } else if (code === 0 && value === 'ENDSEC') current = null;
    else current?.push([code, value]);
  }
  return sections;
}

/** Splits pairs at every code 0 into entities, attaching VERTEX entities to their POLYLINE. */
export function groupEntities(pairs: Pair[]): Entity[] {
  const entities: Entity[] = [];
  let polyline: Entity | null = null;
  for (const pair of pairs) {
    if (pair[0] !== 0) {
      entities[entities.length - 1]?.pairs.push(pair);
      continue;
    }
    const entity: Entity = { type: pair[1], pairs: [], vertices: [] };
    if (entity.type === 'VERTEX') polyline?.vertices.push(entity);
    polyline = entity.type === 'POLYLINE' ? entity : entity.type === 'SEQEND' ? null : polyline;
    entities.push(entity);
  }
  return entities;
}

export function readBlocks(pairs: Pair[]): Blocks {
  const blocks: Blocks = new Map();
  let current: Entity[] | null = null;
  for (const entity of groupEntities(pairs)) {
    if (entity.type === 'BLOCK') {
      current = [];
      const base = { ...point(entity, 10, 20), z: number(entity, 30) };
      blocks.set(text(entity, 2), { base, entities: current });
    } else if (entity.type === 'ENDBLK') current = null;
    else current?.push(entity);
  }
  return blocks;
}

export const values = (entity: Entity, code: number) =>
  entity.pairs.filter(([c]) => c === code).map(([, v]) => v);
export const text = (entity: Entity, code: number) => values(entity, code)[0] ?? '';
export const number = (entity: Entity, code: number, fallback = 0) => {
  const value = Number(values(entity, code)[0] ?? fallback);
  return Number.isFinite(value) ? value : fallback;
};
export const point = (entity: Entity, xCode: number, yCode: number): PlanPoint => ({
  x: number(entity, xCode),
  y: number(entity, yCode),
});
