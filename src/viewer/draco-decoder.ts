/**
 * Where the app serves three's Draco decoder (draco_wasm_wrapper.js and draco_decoder.wasm), which
 * model-viewer reads Draco-compressed geometry with: a folder of the app's own (vite.config.ts),
 * never a CDN (decision 0061). Processed models are meshopt-compressed; this is for any other.
 */
export const DRACO_DECODER_PATH = `${import.meta.env.BASE_URL}draco/`;
