/**
 * Marks that a reader leaves on glTF nodes for later stages (extras, stripped before the model
 * is stored): what a node is, where the geometry alone cannot say.
 */

/** A node a visitor walks through (a door): the navmesh is built without it. */
export const PASSABLE_EXTRA = 'roomwalkPassable';
/** A roof: never walked on. */
export const ROOF_EXTRA = 'roomwalkRoof';
