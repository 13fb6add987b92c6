/**
 * The storeys of a processed model as nodes (server/processing/stages/merge.ts): the dollhouse
 * and the floor plan leave out those above the storey shown, rather than draw them to cut them
 * away (issue 34). A model processed before merging has none: the cut alone then does it.
 */
import type { Object3D } from 'three';
import { storeyNodeName } from '../contract/storeys';

export interface StoreyNodes {
  /** Shows the storeys up to `storey` (null: all of them). */
  showUpTo(storey: number | null): void;
}

export function storeyNodesOf(model: Object3D, storeys: number): StoreyNodes {
  const nodes: { index: number; node: Object3D }[] = [];
  for (let index = 0; index < storeys; index += 1) {
    const node = model.getObjectByName(storeyNodeName(index));
    if (node) nodes.push({ index, node });
  }
  return {
    showUpTo: (storey) => {
      for (const { index, node } of nodes) node.visible = storey === null || index <= storey;
    },
  };
}
