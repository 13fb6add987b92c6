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

interface ModelViewerClass {
  meshoptDecoderLocation?: string;
  ktx2TranscoderLocation?: string;
  dracoDecoderLocation?: string;
}

let defined: Promise<void> | null = null;

export function defineModelViewer(): Promise<void> {
  defined ??= (async () => {
    await import('@google/model-viewer');
    (await import('./ktx2-textures')).transcodeInSameOriginWorker();
    const element = customElements.get('model-viewer') as ModelViewerClass | undefined;
    if (!element) throw new Error('model-viewer did not define its element');
    element.meshoptDecoderLocation = new URL(decoderReadyUrl, location.href).href;
    element.ktx2TranscoderLocation = new URL(BASIS_TRANSCODER_PATH, location.href).href;
    element.dracoDecoderLocation = new URL(DRACO_DECODER_PATH, location.href).href;
  })();
  defined.catch(() => {
    defined = null;
  });
  return defined;
}
