import { Group } from 'three';
import { describe, expect, it } from 'vitest';
import { storeyNodeName } from '../contract/storeys';
import { storeyNodesOf } from './storey-nodes';

function modelWithStoreys(indices: readonly number[]): { model: Group; nodes: Group[] } {
  const model = new Group();
  const nodes = indices.map((index) => {
    const node = new Group();
    node.name = storeyNodeName(index);
    model.add(node);
    return node;
  });
  return { model, nodes };
}

describe('storeyNodesOf', () => {
  it('shows the storeys up to the one asked for, and all of them for null', () => {
    const { model, nodes } = modelWithStoreys([0, 1, 2]);
    const storeys = storeyNodesOf(model, 3);
    storeys.showUpTo(1);
    expect(nodes.map((node) => node.visible)).toEqual([true, true, false]);
    storeys.showUpTo(0);
    expect(nodes.map((node) => node.visible)).toEqual([true, false, false]);
    storeys.showUpTo(null);
    expect(nodes.map((node) => node.visible)).toEqual([true, true, true]);
  });

  it('leaves a model without storey nodes (processed before merging) as it is', () => {
    const model = new Group();
    const element = new Group();
    model.add(element);
    storeyNodesOf(model, 2).showUpTo(0);
    expect(element.visible).toBe(true);
  });
});
