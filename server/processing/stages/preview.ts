/**
 * The coarse first version of a model (issue 34, decision 0049): the storeys up to the entrance
 * storey only, simplified by meshoptimizer and with small textures, which the viewer draws while
 * the full model is still on its way. Made from the merged model (merge.ts) before compression.
 */
import type { Document } from '@gltf-transform/core';
import { prune, simplify, textureCompress, weld } from '@gltf-transform/functions';
import { MeshoptSimplifier } from 'meshoptimizer';
import sharp from 'sharp';
import { storeyNodeName } from '../../../src/contract/storeys';
import { defaultScene } from './world-geometry';

/**
 * The simplifier's error limit, as a share of each merged mesh's radius: on a 30 m storey, some
 * 6 cm, which a first look does not miss (mouldings, window frames and furniture lose detail).
 */
const COARSE_ERROR = 0.005;
/** The longer side of the preview's textures (the full model's are up to 2,048 px). */
const PREVIEW_TEXTURE_SIZE = 256;

/**
 * Makes `preview`, a copy of the merged model, a first look: the storeys above `entrance` left
 * out (the visitor starts on it; a model without storey nodes is kept whole), coarser, small
 * textures. Changes it in place.
 */
export async function makeCoarsePreview(preview: Document, entrance: number): Promise<void> {
  const scene = defaultScene(preview);
  for (const node of scene?.listChildren() ?? []) {
    if (isStoreyAbove(node.getName(), entrance)) node.dispose();
  }
  await MeshoptSimplifier.ready;
  await preview.transform(
    prune(),
    weld(),
    simplify({ simplifier: MeshoptSimplifier, ratio: 0, error: COARSE_ERROR }),
    textureCompress({
      encoder: sharp,
      targetFormat: 'webp',
      resize: [PREVIEW_TEXTURE_SIZE, PREVIEW_TEXTURE_SIZE],
    }),
    prune(),
  );
}

const STOREY_NODE = new RegExp(`^${storeyNodeName(0).replace('0', '(\\d+)')}$`);

function isStoreyAbove(name: string, entrance: number): boolean {
  const index = STOREY_NODE.exec(name)?.[1];
  return index !== undefined && Number(index) > entrance;
}
