/**
 * recast-navigation's WebAssembly, started once per page. The tour screen starts it as soon as the
 * tour's details are in (with the model's preload), so that it downloads and compiles while
 * three.js loads rather than after it (docs/decisions/0042); the navmesh waits for it.
 */
import { init } from 'recast-navigation';

let recastReady: Promise<void> | null = null;

/**
 * recast as a .wasm file beside its loader: smaller than the default build (which inlines it as
 * base64) and compiled while it downloads.
 */
export function initRecast(): Promise<void> {
  recastReady ??= import('@recast-navigation/wasm/wasm').then(({ default: recastWasm }) =>
    init(recastWasm),
  );
  return recastReady;
}
