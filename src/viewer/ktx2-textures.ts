/**
 * KTX2 textures (KHR_texture_basisu), which the processing keeps as the owner made them: read by
 * three's KTX2Loader, whose Basis Universal transcoder the app serves itself at /basis/ (see
 * vite.config.ts), fetched the first time a model needs it. Loaded by load-model.ts only for such
 * a model, so the viewer's own JavaScript does not grow.
 */
import type { WebGLRenderer } from 'three';
import { KTX2Loader } from 'three/examples/jsm/loaders/KTX2Loader.js';
import { BASIS_TRANSCODER_PATH } from './basis-transcoder';

let loader: KTX2Loader | null = null;

/** One loader (and one transcoder worker pool) for every viewer of the page. */
export function ktx2LoaderFor(renderer: WebGLRenderer): KTX2Loader {
  loader ??= new KTX2Loader().setTranscoderPath(BASIS_TRANSCODER_PATH);
  return loader.detectSupport(renderer);
}
