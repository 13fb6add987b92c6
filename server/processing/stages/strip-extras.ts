/**
 * Strips glTF `extras` (application-specific data: authoring paths, user names, anything an
 * exporter chose to keep) from every property of the model, the root and its asset record
 * included: a public tour serves the geometry and materials, nothing else of the upload.
 */
import type { Document, Property } from '@gltf-transform/core';

export function stripExtras(document: Document): void {
  const root = document.getRoot();
  const properties = new Set<Property>([root]);
  for (const edge of document.getGraph().listEdges()) {
    properties.add(edge.getParent());
    properties.add(edge.getChild());
  }
  for (const property of properties) property.setExtras({});
  delete root.getAsset().extras;
}
