/**
 * Where the app serves three's Basis Universal transcoder (basis_transcoder.js and .wasm), which
 * KTX2 textures are read with: a folder of the app's own (vite.config.ts), never a CDN.
 */
export const BASIS_TRANSCODER_PATH = `${import.meta.env.BASE_URL}basis/`;
