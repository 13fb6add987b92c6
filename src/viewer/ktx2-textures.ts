/**
 * KTX2 textures (KHR_texture_basisu): made by processing from large colour textures, or kept as
 * the owner made them, and read by three's KTX2Loader, whose Basis Universal transcoder the app
 * serves itself at /basis/ (see vite.config.ts), fetched the first time a model needs it. Loaded
 * by load-model.ts only for such a model, so the viewer's own JavaScript does not grow.
 */
import type { WebGLRenderer } from 'three';
import { KTX2Loader } from 'three/examples/jsm/loaders/KTX2Loader.js';
import { KTX2_WORKER_FILE } from '../contract/content-security-policy';
import { BASIS_TRANSCODER_PATH } from './basis-transcoder';

let loader: KTX2Loader | null = null;

/** One loader (and one transcoder worker pool) for every viewer of the page. */
export function ktx2LoaderFor(renderer: WebGLRenderer): KTX2Loader {
  transcodeInSameOriginWorker();
  loader ??= new KTX2Loader().setTranscoderPath(BASIS_TRANSCODER_PATH);
  return loader.detectSupport(renderer);
}

let sameOriginWorker = false;

/**
 * Every KTX2Loader of the page (the viewer's and model-viewer's, which share this module) starts
 * its transcoder workers from our /basis/ktx2-worker.js, served with a policy of its own, not
 * from the blob: script it builds, which would take the page's policy and be refused the string
 * evaluation the transcoder's bindings need (decision 0050). The worker script is the one the
 * loader builds, written by the build from the same three.js (vite.config.ts).
 */
export function transcodeInSameOriginWorker(): void {
  if (sameOriginWorker) return;
  sameOriginWorker = true;
  const init = KTX2Loader.prototype.init;
  KTX2Loader.prototype.init = function (this: KTX2Loader) {
    // Workers are made on the first texture, after init: they take the address set here.
    return init.call(this).then(() => {
      this.workerSourceURL = `${BASIS_TRANSCODER_PATH}${KTX2_WORKER_FILE}`;
    });
  };
}
