/**
 * Object labels from the model's own names (decision 0037): the vocabulary is
 * src/contract/object-labels.ts; this places each labelled thing at the centre of its geometry's
 * bounds in the tour's frame (the normalised model: metres, Y up, floor at 0, centred).
 *
 * glTF: a node whose own name, else its mesh's name, names a label is one object, bounded by its
 * whole subtree, unless nodes below it carry labels of their own: then those are the objects (a
 * group "Kitchen" holding "Fridge" and "Dining table" is a room, not one kitchen unit). A "Sofa"
 * whose parts are "base" and "Sofa_cushion" is one sofa. Nodes without geometry (cameras, lights,
 * empty groups) give nothing. OBJ: its groups
 * (`g`, `o`) and materials (`usemtl`) are read by the OBJ reader, which bounds each labelled group
 * in the file's own frame; `placeBoxes` moves those boxes as normalising moved the model.
 */
import type { Document, Node } from '@gltf-transform/core';
import { getBounds } from '@gltf-transform/functions';
import { objectLabelOf, type ObjectLabel } from '../../src/contract/object-labels';

type Vec3 = [number, number, number];

export interface LabelledObject {
  kind: ObjectLabel;
  /** The model's own name for it (kept for the owner; the viewer shows the label). */
  name: string;
  /** The storey it stands on, where the model names storeys (IFC); else null. */
  storey: string | null;
  /** The centre of its geometry's bounds, in the tour's frame. */
  position: Vec3;
}

/** Labelled geometry bounded in a model's own frame, before normalising. */
export interface LabelledBox {
  kind: ObjectLabel;
  name: string;
  min: Vec3;
  max: Vec3;
}

/** Labels of more objects than this are not kept (a model of a whole hotel). */
export const MAX_LABELS = 2_000;
const NAME_MAX = 120;

/** The labelled nodes of a normalised glTF document, placed in its world frame. */
export function gltfObjectLabels(document: Document): LabelledObject[] {
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const visit = (node: Node): LabelledObject[] => {
    const below = node.listChildren().flatMap(visit);
    if (below.length > 0) return below;
    const named = labelOfNode(node);
    if (!named) return [];
    const { min, max } = getBounds(node);
    if (![...min, ...max].every(Number.isFinite)) return [];
    return [{ ...named, storey: null, position: centre(min, max) }];
  };
  return (scene?.listChildren() ?? []).flatMap(visit).slice(0, MAX_LABELS);
}

function labelOfNode(node: Node): { kind: ObjectLabel; name: string } | null {
  for (const name of [node.getName(), node.getMesh()?.getName() ?? '']) {
    const kind = objectLabelOf(name);
    if (kind !== null) return { kind, name: name.slice(0, NAME_MAX) };
  }
  return null;
}

/** Boxes in a model's own frame, moved by the normalising transform (column-major 4×4). */
export function placeBoxes(boxes: readonly LabelledBox[], matrix: ArrayLike<number>) {
  return boxes.slice(0, MAX_LABELS).map(({ kind, name, min, max }): LabelledObject => {
    const low: Vec3 = [Infinity, Infinity, Infinity];
    const high: Vec3 = [-Infinity, -Infinity, -Infinity];
    for (let corner = 0; corner < 8; corner += 1) {
      const point = [0, 1, 2].map((axis) => ((corner >> axis) & 1 ? max[axis] : min[axis]) ?? 0);
      for (let row = 0; row < 3; row += 1) {
        const value =
          (matrix[row] ?? 0) * (point[0] ?? 0) +
          (matrix[row + 4] ?? 0) * (point[1] ?? 0) +
          (matrix[row + 8] ?? 0) * (point[2] ?? 0) +
          (matrix[row + 12] ?? 0);
        low[row] = Math.min(low[row] ?? Infinity, value);
        high[row] = Math.max(high[row] ?? -Infinity, value);
      }
    }
    return { kind, name: name.slice(0, NAME_MAX), storey: null, position: centre(low, high) };
  });
}

const centre = (min: readonly number[], max: readonly number[]): Vec3 => [
  ((min[0] ?? 0) + (max[0] ?? 0)) / 2,
  ((min[1] ?? 0) + (max[1] ?? 0)) / 2,
  ((min[2] ?? 0) + (max[2] ?? 0)) / 2,
];
