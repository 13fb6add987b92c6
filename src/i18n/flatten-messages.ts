import type { Messages } from '../contract/translations';

/** A catalogue node: a message, a `{ defaultMessage }` leaf, or a nested group (SPEC §3, §7). */
export type CatalogueNode = string | { defaultMessage: string; description?: string } | Catalogue;
export interface Catalogue {
  [key: string]: CatalogueNode;
}

function isLeafWithDefault(node: object): node is { defaultMessage: string } {
  return 'defaultMessage' in node && typeof node.defaultMessage === 'string';
}

/** Flattens a nested catalogue into dotted keys: `{ nav: { faq: 'FAQ' } }` → `{ 'nav.faq': 'FAQ' }`. */
export function flattenMessages(tree: unknown, prefix = ''): Messages {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) {
    throw new TypeError('A translation catalogue must be a JSON object');
  }
  const flat: Messages = {};
  for (const [key, node] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof node === 'string') flat[dotted] = node;
    else if (node !== null && typeof node === 'object' && isLeafWithDefault(node))
      flat[dotted] = node.defaultMessage;
    else Object.assign(flat, flattenMessages(node, dotted));
  }
  return flat;
}
