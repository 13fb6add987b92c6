/**
 * Marks that a reader leaves on glTF nodes for later stages (extras, stripped before the model
 * is stored): what a node is, where the geometry alone cannot say.
 */

/** A node a visitor walks through (a door): the navmesh is built without it. */
export const PASSABLE_EXTRA = 'roomwalkPassable';
/** A roof: never walked on. */
export const ROOF_EXTRA = 'roomwalkRoof';
/** A suspended ceiling (IFC covering): it covers the room below and is never walked on. */
export const CEILING_EXTRA = 'roomwalkCeiling';
/** A room's floor the model does not draw (an IFC space's bottom): walked on, never drawn. */
export const FLOOR_ONLY_EXTRA = 'roomwalkFloorOnly';
/**
 * A plain surface processing adds (such a floor, drawn where the model draws none): no shading is
 * baked into it, whose vertex colours would streak its few large triangles.
 */
export const UNSHADED_EXTRA = 'roomwalkUnshaded';
