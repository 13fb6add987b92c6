/** The Stanford bunny (npm `bunny`), which ships no types: vertex positions and triangles. */
declare module 'bunny' {
  export const positions: [number, number, number][];
  export const cells: [number, number, number][];
}
