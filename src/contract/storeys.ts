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
