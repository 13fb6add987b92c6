/**
 * Storeys as the viewer and its machine both read them (decision 0035). A module of its own, free
 * of schemas, so that importing it costs the viewer nothing.
 */

/** The index of the storey where the visitor starts; the first when none says so. */
export const entranceIndex = (storeys: readonly { entrance: boolean }[]): number =>
  Math.max(
    0,
    storeys.findIndex((storey) => storey.entrance),
  );

/**
 * The name of the node that holds a storey's geometry in a processed model (lowest first: 0), so
 * that the viewer can leave out the storeys above the one shown (server/processing/stages/merge.ts).
 * No spaces: three.js's glTF loader would change them to underscores.
 */
export const storeyNodeName = (index: number): string => `storey-${index}`;

/** The model's element table, in its default scene's extras: index = the vertices' feature id. */
export const ELEMENTS_EXTRA = 'elements';

/**
 * The storey a height is on, given the storeys' floor heights lowest first: the highest floor at
 * most half a metre above it (a point just under a floor's finish still stands on it; decision
 * 0033), else 0.
 */
export const storeyAtHeight = (floors: readonly number[], height: number): number =>
  Math.max(
    floors.findLastIndex((floor) => floor <= height + STOREY_TOLERANCE),
    0,
  );

const STOREY_TOLERANCE = 0.5;
