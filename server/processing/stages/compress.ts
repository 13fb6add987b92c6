/**
 * Compress: reorder for the vertex cache and for compression, quantise, and write a GLB with
 * EXT_meshopt_compression. The bytes are read back with the decoder before they are trusted, so a
 * tour never points at a model the viewer cannot open.
 */
import { NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS, EXTMeshoptCompression } from '@gltf-transform/extensions';
import { quantize, reorder } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { ProcessingError } from './processing-error';
import { stripExtras } from './strip-extras';
import { countTriangles } from './world-geometry';

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

/**
 * The GLB bytes of the model, compressed and without extras. Quantises the document in place:
 * call it last.
 */
export async function compressModel(document: Document): Promise<Uint8Array> {
  stripExtras(document);
  const io = await meshoptIO();
  const triangles = countTriangles(document);
  await document.transform(reorder({ encoder: MeshoptEncoder, target: 'size' }), quantize());
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
