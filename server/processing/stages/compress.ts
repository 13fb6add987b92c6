/**
 * Compress: reorder for the vertex cache and for compression, quantise, and write a GLB with
 * EXT_meshopt_compression. The bytes are read back with the decoder before they are trusted, so a
 * tour never points at a model the viewer cannot open.
 */
import { NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTMeshoptCompression } from '@gltf-transform/extensions';
import { cloneDocument, quantize, reorder } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { encodeBasisTextures } from './basis-textures';
import { FEATURE_ID_ATTRIBUTE, mergeForDrawing } from './merge';
import { makeCoarsePreview } from './preview';
import { ProcessingError } from './processing-error';
import { stripExtras } from './strip-extras';
import { countTriangles } from './world-geometry';

const NOT_FEATURE_IDS = new RegExp(`^(?!${FEATURE_ID_ATTRIBUTE}$)`);

export const COMPRESSION_FAILED_MESSAGE =
  'The optimised model could not be written. This is a fault on our side: try again later, and ' +
  'contact support if it happens again.';

export async function meshoptIO(): Promise<NodeIO> {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    'meshopt.encoder': MeshoptEncoder,
    'meshopt.decoder': MeshoptDecoder,
  });
}

export interface CompressedModel {
  glb: Uint8Array;
  /** The coarse first version (preview.ts), for a model big enough to be worth one; else null. */
  preview: Uint8Array | null;
  /** The default scene's primitives, each a draw call: after merging, and as uploaded. */
  drawCalls: number;
  drawCallsBefore: number;
}

/** A model smaller than this comes quickly enough whole: no preview. */
const PREVIEW_MIN_BYTES = 500_000;
/** A preview is kept only when it is at most this share of the full model. */
const PREVIEW_MAX_SHARE = 0.6;

/**
 * The GLB bytes of the model, compressed and without the upload's extras, its elements merged by
 * storey (`floors`, lowest first) and material (merge.ts), its large colour textures as KTX2
 * (basis-textures.ts), and a coarse preview of the storeys up to `entrance` (with WebP
 * textures). Changes the document in place: call it last.
 */
export async function compressModel(
  document: Document,
  floors: readonly number[] = [],
  entrance = 0,
): Promise<CompressedModel> {
  stripExtras(document);
  const merged = await mergeForDrawing(document, floors);
  const preview = cloneDocument(document);
  await encodeBasisTextures(document);
  const glb = await writeCompressed(document);
  const previewGlb =
    glb.byteLength >= PREVIEW_MIN_BYTES
      ? await makeCoarsePreview(preview, entrance).then(() => writeCompressed(preview))
      : null;
  return {
    glb,
    preview:
      previewGlb && previewGlb.byteLength <= glb.byteLength * PREVIEW_MAX_SHARE ? previewGlb : null,
    drawCalls: merged.drawCallsAfter,
    drawCallsBefore: merged.drawCallsBefore,
  };
}

/** Reorders, quantises (feature ids kept whole) and writes with meshopt compression, read back. */
async function writeCompressed(document: Document): Promise<Uint8Array> {
  const io = await meshoptIO();
  const triangles = countTriangles(document);
  await document.transform(
    reorder({ encoder: MeshoptEncoder, target: 'size' }),
    // Feature ids are indices: quantising would turn them into fractions.
    quantize({ pattern: NOT_FEATURE_IDS }),
  );
  document
    .createExtension(EXTMeshoptCompression)
    .setRequired(true)
    .setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.FILTER });
  const glb = await io.writeBinary(document);
  await checkReadsBack(io, glb, triangles);
  return glb;
}

async function checkReadsBack(io: NodeIO, glb: Uint8Array, triangles: number): Promise<void> {
  try {
    const readBack = await io.readBinary(glb);
    if (countTriangles(readBack) !== triangles) throw new Error('triangle count changed');
  } catch (error) {
    throw new ProcessingError(COMPRESSION_FAILED_MESSAGE, { cause: error });
  }
}
