/**
 * Merge: the model drawn in few calls (issue 34). A CAD export has a mesh per element, hundreds or
 * thousands of them, and every one was a draw call a frame; a phone stays smooth under about 100.
 *
 * Each element (a node with a mesh) keeps its identity: its index in the element table, which
 * holds its name and storey, is written on each of its vertices (`_FEATURE_ID_0`, as
 * EXT_mesh_features names a feature id attribute). The scene is then flattened, each element put
 * under the node of its storey (`storey-<index>`, lowest first), and the primitives of a storey
 * that share a material and attributes joined into one (glTF-Transform's `flatten` and `join`).
 * The viewer leaves out the storeys above the one shown by their nodes (src/viewer/storey-nodes.ts).
 */
import { Mesh, Node, type Document, type Primitive, type Scene } from '@gltf-transform/core';
import { flatten, join } from '@gltf-transform/functions';
import { ELEMENTS_EXTRA, storeyAtHeight, storeyNodeName } from '../../../src/contract/storeys';
import { defaultScene } from './world-geometry';

export const FEATURE_ID_ATTRIBUTE = '_FEATURE_ID_0';

export interface ModelElement {
  /** The node's name in the upload (an IFC element: its class and name), or ''. */
  name: string;
  /** The index of its storey, lowest first (0 where the model has none). */
  storey: number;
}

export interface MergeResult {
  /** By feature id. */
  elements: ModelElement[];
  /** Meshes' primitives before and after: one draw call each. */
  drawCallsBefore: number;
  drawCallsAfter: number;
}

/**
 * Merges the default scene's elements by storey (`floors`: each storey's floor height, lowest
 * first; none for an object) and material. In place.
 */
export async function mergeForDrawing(
  document: Document,
  floors: readonly number[],
): Promise<MergeResult> {
  const scene = defaultScene(document);
  if (!scene) return { elements: [], drawCallsBefore: 0, drawCallsAfter: 0 };
  const drawCallsBefore = countDrawCalls(scene);
  await document.transform(flatten());
  const marked = markElements(document, scene, floors);
  groupByStorey(document, scene, marked);
  const elements = marked.map(({ element }) => element);
  await document.transform(join({ keepNamed: false }));
  scene.setExtras({ ...scene.getExtras(), [ELEMENTS_EXTRA]: elements });
  return { elements, drawCallsBefore, drawCallsAfter: countDrawCalls(scene) };
}

interface MarkedElement {
  node: Node;
  element: ModelElement;
}

/** Gives every vertex of each element its feature id (its index in what this returns). */
function markElements(
  document: Document,
  scene: Scene,
  floors: readonly number[],
): MarkedElement[] {
  const elements: MarkedElement[] = [];
  const buffer = document.getRoot().listBuffers()[0] ?? document.createBuffer();
  for (const node of scene.listChildren()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const id = elements.length;
    elements.push({ node, element: { name: node.getName(), storey: storeyOf(node, floors) } });
    for (const primitive of ownPrimitives(document, node, mesh)) {
      const count = primitive.getAttribute('POSITION')?.getCount() ?? 0;
      const ids = document
        .createAccessor()
        .setType('SCALAR')
        .setArray(new Float32Array(count).fill(id))
        .setBuffer(buffer);
      primitive.setAttribute(FEATURE_ID_ATTRIBUTE, ids);
    }
  }
  return elements;
}

/**
 * The node's primitives, copied first where another node or mesh shares them: the feature id is
 * the element's own. A copy shares the accessors, which joining copies anyway.
 */
function ownPrimitives(document: Document, node: Node, mesh: Mesh): Primitive[] {
  const sharedMesh = mesh.listParents().some((parent) => parent !== node && parent instanceof Node);
  const sharedPrimitive = mesh
    .listPrimitives()
    .some((primitive) =>
      primitive.listParents().some((parent) => parent !== mesh && parent instanceof Mesh),
    );
  if (!sharedMesh && !sharedPrimitive) return mesh.listPrimitives();
  const copy = document.createMesh(mesh.getName());
  for (const primitive of mesh.listPrimitives()) copy.addPrimitive(primitive.clone());
  node.setMesh(copy);
  return copy.listPrimitives();
}

/** Each element's node moves under its storey's node, the storeys lowest first. */
function groupByStorey(document: Document, scene: Scene, marked: readonly MarkedElement[]) {
  const storeyNodes = new Map<number, Node>();
  for (const { node, element } of marked) {
    let storeyNode = storeyNodes.get(element.storey);
    if (!storeyNode) {
      storeyNode = document.createNode(storeyNodeName(element.storey));
      storeyNodes.set(element.storey, storeyNode);
    }
    scene.removeChild(node);
    storeyNode.addChild(node);
  }
  const lowestFirst = [...storeyNodes.entries()].sort(([a], [b]) => a - b);
  for (const [, storeyNode] of lowestFirst) scene.addChild(storeyNode);
}

/** The storey of the element's lowest point. */
function storeyOf(node: Node, floors: readonly number[]): number {
  return storeyAtHeight(floors, lowestPoint(node));
}

/** The lowest world height of the node's mesh (after flatten its matrix is its world matrix). */
function lowestPoint(node: Node): number {
  const matrix = node.getMatrix();
  let lowest = Infinity;
  const point: number[] = [];
  for (const primitive of node.getMesh()?.listPrimitives() ?? []) {
    const position = primitive.getAttribute('POSITION');
    if (!position) continue;
    for (let index = 0; index < position.getCount(); index += 1) {
      const [x = 0, y = 0, z = 0] = position.getElement(index, point);
      lowest = Math.min(lowest, matrix[1] * x + matrix[5] * y + matrix[9] * z + matrix[13]);
    }
  }
  return lowest;
}

function countDrawCalls(scene: Scene): number {
  let calls = 0;
  scene.traverse((node) => {
    calls += node.getMesh()?.listPrimitives().length ?? 0;
  });
  return calls;
}
