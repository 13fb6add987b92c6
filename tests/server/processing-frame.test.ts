/**
 * The owner's correction of a model's frame (issue 17 point 5, decision 0036): quarter turns and
 * the unit it was drawn in, applied by the readers of OBJ, PLY, STL, DXF and glTF; never to IFC.
 * glTF's declared metres give way to millimetres for an object (decision 0053).
 */
import { NodeIO } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { FrameCorrection } from '../../src/contract/tours';
import { readInput, type InputModel } from '../../server/processing/inputs';
import { boxRoomObj } from '../../scripts/fixtures/obj';

/** A box room of size (x, y, z) in the file's own units, as an OBJ. */
const boxObj = (...options: Parameters<typeof boxRoomObj>) => strToU8(boxRoomObj(...options));

/** Width (x), height (y) and depth (z) of the normalised model, metres. */
function size(model: InputModel): [number, number, number] {
  const { min, max } = getBounds(model.document.getRoot().getDefaultScene()!);
  return [0, 1, 2].map((axis) => max[axis]! - min[axis]!) as [number, number, number];
}

function expectSize(model: InputModel, expected: [number, number, number]) {
  size(model).forEach((value, axis) => expect(value).toBeCloseTo(expected[axis]!, 3));
  const { min } = getBounds(model.document.getRoot().getDefaultScene()!);
  expect(min[1]).toBeCloseTo(0, 5); // the floor at y = 0, whatever the turns
}

const still = { x: 0, y: 0, z: 0 };
const correction = (
  unit: FrameCorrection['unit'],
  turns: FrameCorrection['turns'] = still,
): FrameCorrection => ({ unit, turns });

describe('the unit an owner chooses', () => {
  it('reads a room drawn in millimetres as 7 m wide when mm is chosen, and says so', async () => {
    // 7 m × 2.6 m × 5 m, Y up, in millimetres.
    const obj = boxObj([7000, 2600, 5000]);
    const chosen = await readInput(obj, { meshFrame: { up: 'y' }, correction: correction('mm') });
    expectSize(chosen, [7, 2.6, 5]);
    expect(chosen).toMatchObject({ format: 'obj', unit: 'mm', correction: correction('mm') });
    // The same file read as metres is a 7 km shed: the unit really is applied, not guessed.
    const asMetres = await readInput(obj, { meshFrame: { up: 'y' }, correction: correction('m') });
    expectSize(asMetres, [7000, 2600, 5000]);
  });

  it('fixes a wrong guess: a room drawn in inches without a ceiling is guessed as centimetres', async () => {
    // 7 m × 2.6 m × 5 m in inches: 275.6 units across, which the guess reads as centimetres.
    const obj = boxObj([7 / 0.0254, 2.6 / 0.0254, 5 / 0.0254], { open: 'y' });
    const guessed = await readInput(obj, { meshFrame: { up: 'y' } });
    expect(guessed.unit).toBe('cm');
    expect(guessed.correction).toBeNull();
    expectSize(guessed, [2.756, 1.024, 1.969]);
    const fixed = await readInput(obj, { meshFrame: { up: 'y' }, correction: correction('in') });
    expect(fixed.unit).toBe('in');
    expectSize(fixed, [7, 2.6, 5]);
  });

  it('rescales a DXF plan whatever its header says, and reports the unit it was read in', async () => {
    const plan = dxfPlan(6000, 4000, '9\n$INSUNITS\n70\n4');
    const asDeclared = await readInput(plan);
    expect(asDeclared.unit).toBe('mm');
    expectSize(asDeclared, [6.1, 2.7, 4.1]);
    const inCentimetres = await readInput(plan, { correction: correction('cm') });
    expect(inCentimetres).toMatchObject({ unit: 'cm', correction: correction('cm') });
    // The plan is 60 m × 40 m; walls keep their height and thickness in metres.
    expectSize(inCentimetres, [60.1, 2.7, 40.1]);
  });
});

/** Units per metre of each unit guessed in these tests. */
const INCH = 0.0254;

/** Two box rooms, the second stacked on the first: a two-storey building in one OBJ. */
function twoStoreys(size: [number, number, number]): Uint8Array {
  const lower = boxRoomObj(size);
  const upper = boxRoomObj(size)
    .replace(/^v (\S+) (\S+) (\S+)$/gm, (_, x, y, z) => `v ${x} ${Number(y) + size[1]} ${z}`)
    .replace(
      /^f (.*)$/gm,
      (_, face: string) =>
        `f ${face
          .split(' ')
          .map((i) => Number(i) + 8)
          .join(' ')}`,
    );
  return strToU8(lower + upper);
}

describe('the unit guessed from the floor and ceiling of a room', () => {
  it('reads a room drawn in inches as inches: 102 units high is a storey, not a 1 m room', async () => {
    const model = await readInput(boxObj([7 / INCH, 2.6 / INCH, 5 / INCH]), {
      meshFrame: { up: 'auto', unit: 'auto' },
    });
    expect(model.unit).toBe('in');
    expectSize(model, [7, 2.6, 5]);
  });

  it('measures the first ceiling over the floor, not the roof of a two-storey building', async () => {
    // 5.2 units high overall would be a plausible 5.2 m in centimetres; the storey is 2.6 m.
    const model = await readInput(twoStoreys([7 / INCH, 2.6 / INCH, 5 / INCH]), {
      meshFrame: { up: 'y', unit: 'auto' },
    });
    expect(model.unit).toBe('in');
    expectSize(model, [7, 5.2, 5]);
  });

  it('reads a closet drawn in millimetres, 1,950 units across, as millimetres', async () => {
    const model = await readInput(boxObj([1950, 1800, 1950]), { meshFrame: { up: 'y' } });
    expect(model.unit).toBe('mm');
    expectSize(model, [1.95, 1.8, 1.95]);
  });

  it('keeps the unit the size suggests when its room is plausible: a 9 m hall in metres', async () => {
    const model = await readInput(boxObj([30, 9, 20]), { meshFrame: { up: 'y' } });
    expect(model.unit).toBe('m');
    expectSize(model, [30, 9, 20]);
  });

  it('falls back to the size for an object, whose faces point outwards', async () => {
    // The room box turned inside out: a solid block 102 units high, with no floor inside it.
    const block = boxRoomObj([7 / INCH, 2.6 / INCH, 5 / INCH]).replace(
      /^f (.*)$/gm,
      (_, face: string) => `f ${face.split(' ').reverse().join(' ')}`,
    );
    const model = await readInput(strToU8(block), { meshFrame: { up: 'y' } });
    expect(model.unit).toBe('cm');
  });
});

describe('the turns an owner chooses', () => {
  it('stands up a Z-up model that was read lying down', async () => {
    // A bust-like block 0.4 × 0.3 × 0.7 m, Z up, that the reader is told is Y up.
    const obj = boxObj([0.4, 0.3, 0.7]);
    const lying = await readInput(obj, { meshFrame: { up: 'y', unit: 'm' } });
    expectSize(lying, [0.4, 0.3, 0.7]);
    // A quarter turn back about X (three quarter turns forward): Z becomes up.
    const standing = await readInput(obj, {
      meshFrame: { up: 'y', unit: 'm' },
      correction: correction('m', { x: 3, y: 0, z: 0 }),
    });
    expectSize(standing, [0.4, 0.7, 0.3]);
  });

  it('turns after the up-axis guess, about each axis', async () => {
    const obj = boxObj([1, 2, 3]);
    const about = async (turns: FrameCorrection['turns']) =>
      size(await readInput(obj, { meshFrame: { up: 'y' }, correction: correction('m', turns) }));
    const close = (values: number[]) => values.map((value) => Number(value.toFixed(3)));
    expect(close(await about({ x: 1, y: 0, z: 0 }))).toEqual([1, 3, 2]);
    expect(close(await about({ x: 0, y: 1, z: 0 }))).toEqual([3, 2, 1]);
    expect(close(await about({ x: 0, y: 0, z: 1 }))).toEqual([2, 1, 3]);
    expect(close(await about({ x: 2, y: 2, z: 2 }))).toEqual([1, 2, 3]);
    // X then Y: (1, 2, 3) → X → (1, 3, 2) → Y → (2, 3, 1).
    expect(close(await about({ x: 1, y: 1, z: 0 }))).toEqual([2, 3, 1]);
  });
});

describe('STL and PLY', () => {
  /** The box of boxObj as ASCII STL: twelve triangles. */
  function boxStl([sx, sy, sz]: [number, number, number]): Uint8Array {
    const corner = (i: number) => [(i & 1) * sx, ((i >> 1) & 1) * sy, ((i >> 2) & 1) * sz];
    const quads = [
      [0, 1, 3, 2],
      [4, 6, 7, 5],
      [0, 4, 5, 1],
      [2, 3, 7, 6],
      [0, 2, 6, 4],
      [1, 5, 7, 3],
    ];
    const facet = (a: number, b: number, c: number) =>
      `facet normal 0 0 0\nouter loop\n${[a, b, c]
        .map((i) => `vertex ${corner(i).join(' ')}`)
        .join('\n')}\nendloop\nendfacet`;
    const facets = quads.flatMap(([a, b, c, d]) => [facet(a!, b!, c!), facet(a!, c!, d!)]);
    return strToU8(`solid box\n${facets.join('\n')}\nendsolid box\n`);
  }

  it('turns and rescales an STL as it does an OBJ', async () => {
    // 0.4 × 0.3 × 0.7 m in millimetres, Z up, read as Y up: lying down, and 400 units across.
    const stl = boxStl([400, 300, 700]);
    const fixed = await readInput(stl, {
      meshFrame: { up: 'y' },
      correction: correction('mm', { x: 3, y: 0, z: 0 }),
    });
    expect(fixed).toMatchObject({ format: 'stl', unit: 'mm' });
    expectSize(fixed, [0.4, 0.7, 0.3]);
  });

  it('rescales a PLY in the unit chosen', async () => {
    const vertices = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (i) => `${(i & 1) * 70} ${((i >> 1) & 1) * 26} ${((i >> 2) & 1) * 50}`,
    );
    const faces = ['4 0 1 3 2', '4 4 6 7 5', '4 0 4 5 1', '4 2 3 7 6', '4 0 2 6 4', '4 1 5 7 3'];
    const ply =
      'ply\nformat ascii 1.0\nelement vertex 8\nproperty float x\nproperty float y\n' +
      'property float z\nelement face 6\nproperty list uchar int vertex_indices\nend_header\n' +
      `${vertices.join('\n')}\n${faces.join('\n')}\n`;
    // A 7 m room in decimetres-like numbers: read as metres it is 70 m; in feet, 21.3 m.
    const guessed = await readInput(strToU8(ply), { meshFrame: { up: 'y' } });
    expect(guessed).toMatchObject({ format: 'ply', unit: 'm' });
    expectSize(guessed, [70, 26, 50]);
    const inFeet = await readInput(strToU8(ply), {
      meshFrame: { up: 'y' },
      correction: correction('ft'),
    });
    expect(inFeet.unit).toBe('ft');
    expectSize(inFeet, [70 * 0.3048, 26 * 0.3048, 50 * 0.3048]);
  });
});

describe('glTF', () => {
  const glbOf = async (box: Uint8Array) =>
    new NodeIO().writeBinary(
      (await readInput(box, { meshFrame: { up: 'y', unit: 'm' } })).document,
    );

  it('is read in metres, Y up, by its specification, and corrected as the owner says', async () => {
    const glb = await glbOf(boxObj([2, 3, 4]));
    const model = await readInput(glb);
    expect(model).toMatchObject({ format: 'gltf', unit: 'm', correction: null });
    expect(model.unitUncertain).toBeUndefined();
    expectSize(model, [2, 3, 4]);
    const turned = correction('cm', { x: 1, y: 0, z: 0 });
    const corrected = await readInput(glb, { correction: turned });
    expect(corrected).toMatchObject({ format: 'gltf', unit: 'cm', correction: turned });
    expectSize(corrected, [0.02, 0.04, 0.03]);
  });

  it('reads one far too large for a building, with no room inside, as millimetres, uncertain', async () => {
    // 600 × 400 × 300 "metres", open-topped (decision 0053): a 0.6 m tray drawn in millimetres.
    const model = await readInput(await glbOf(boxObj([600, 400, 300], { open: 'y' })));
    expect(model).toMatchObject({ format: 'gltf', unit: 'mm', unitUncertain: true });
    expectSize(model, [0.6, 0.4, 0.3]);
  });

  it('keeps metres for a large model with rooms inside', async () => {
    // 600 m × 3 m × 300 m of room, seen from inside: a floor with a ceiling 3 m above it.
    const model = await readInput(await glbOf(boxObj([600, 3, 300])));
    expect(model).toMatchObject({ format: 'gltf', unit: 'm' });
    expect(model.unitUncertain).toBeUndefined();
  });
});

function dxfPlan(width: number, depth: number, header: string): Uint8Array {
  const corners = [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
  const polyline = [
    '0',
    'LWPOLYLINE',
    '8',
    'A-WALL',
    '90',
    '4',
    '70',
    '1',
    ...corners.flatMap(([x, y]) => ['10', String(x), '20', String(y)]),
  ];
  return strToU8(
    [
      '0',
      'SECTION',
      '2',
      'HEADER',
      header,
      '0',
      'ENDSEC',
      '0',
      'SECTION',
      '2',
      'ENTITIES',
      ...polyline,
      '0',
      'ENDSEC',
      '0',
      'EOF',
    ].join('\n'),
  );
}
