/**
 * Defines <model-viewer> (View in AR) on first use. Processed models are meshopt-compressed:
 * model-viewer decodes them with three's MeshoptDecoder once a "decoder script" has loaded, so it
 * is given a same-origin no-op script instead of its default CDN location (the CSP allows no CDN).
 * KTX2 textures are transcoded with the Basis transcoder the app serves (basis-transcoder.ts), in
 * its same-origin worker (ktx2-textures.ts), and Draco geometry with the decoder the app serves
 * (draco-decoder.ts): nothing is loaded from model-viewer's default CDN (decision 0061).
 */
import { BASIS_TRANSCODER_PATH } from './basis-transcoder';
import { DRACO_DECODER_PATH } from './draco-decoder';
import decoderReadyUrl from './meshopt-ready.js?url&no-inline';

/**
 * The configuration model-viewer reads from `self.ModelViewerElement` each time it loads a model:
 * a decoder location left unset there is its CDN default, whatever the element class was given.
 */
interface ModelViewerSettings {
  meshoptDecoderLocation?: string;
  ktx2TranscoderLocation?: string;
  dracoDecoderLocation?: string;
}

declare global {
  var ModelViewerElement: ModelViewerSettings | undefined;
}

let defined: Promise<void> | null = null;

export function defineModelViewer(): Promise<void> {
  defined ??= (async () => {
    await import('@google/model-viewer');
    (await import('./ktx2-textures')).transcodeInSameOriginWorker();
    const own = (folder: string) => new URL(folder, location.href).href;
    globalThis.ModelViewerElement = {
      ...globalThis.ModelViewerElement,
      meshoptDecoderLocation: own(decoderReadyUrl),
      ktx2TranscoderLocation: own(BASIS_TRANSCODER_PATH),
      dracoDecoderLocation: own(DRACO_DECODER_PATH),
    };
    if (!customElements.get('model-viewer'))
      throw new Error('model-viewer did not define its element');
  })();
  defined.catch(() => {
    defined = null;
  });
  return defined;
}
