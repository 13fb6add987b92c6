/** gltfpack's library (node_modules/gltfpack/library.js), which ships no types. */
declare module 'gltfpack' {
  export interface PackInterface {
    read(path: string): Uint8Array;
    write(path: string, data: Uint8Array): void;
  }
  /** Runs gltfpack with these command-line arguments; resolves with its log. */
  export function pack(args: string[], iface: PackInterface): Promise<string>;
}
