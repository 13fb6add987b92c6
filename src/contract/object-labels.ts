/**
 * The one vocabulary of object labels (decision 0037): what processing calls the doors, windows,
 * stairs and furniture a model names, whatever its format (IFC classes and names, glTF node and
 * mesh names, OBJ groups and materials) or its language. The viewer shows each key translated
 * (`tourViewer.objects.<key>` in every catalogue), never the model's raw name.
 *
 * A name is read as words: split at anything that is not a letter, at lower-to-upper case changes
 * ("DiningTable") and at digits, folded to lower case without accents (German umlauts as ae, oe,
 * ue, so "Tür" reads "tuer" and never "tur" of "Struktur"). The last word that names a label
 * decides ("Kitchen_Sink" is a sink, "Table Lamp" a lamp). A whole word must match: "Bedroom" is
 * no bed and "Doorway" no door. German compounds match by their head, the word's end
 * ("Doppelbett", "Haustuer", "Wendeltreppe"), the longest head winning ("Schreibtisch" is a desk,
 * "Kuehlschrank" a kitchen). A part named after its object ("Door_Handle", "Table_Leg",
 * "Window_Frame") or a piece of the building named after its room ("Kitchen/floor") is no
 * object: a part word after the match means no label. A name with no match
 * gets no label; nothing is guessed from shape or size.
 */

export const OBJECT_LABELS = [
  'door',
  'window',
  'stairs',
  'sofa',
  'bed',
  'table',
  'desk',
  'chair',
  'wardrobe',
  'shelf',
  'kitchen',
  'sink',
  'toilet',
  'bath',
  'shower',
  'fireplace',
  'lamp',
  'furniture',
] as const;
export type ObjectLabel = (typeof OBJECT_LABELS)[number];

/** Whole words (any language, folded) and the label each names. */
const WORDS: Record<string, ObjectLabel> = {
  // English
  door: 'door',
  doors: 'door',
  window: 'window',
  windows: 'window',
  stair: 'stairs',
  stairs: 'stairs',
  staircase: 'stairs',
  stairway: 'stairs',
  sofa: 'sofa',
  couch: 'sofa',
  settee: 'sofa',
  bed: 'bed',
  beds: 'bed',
  bunk: 'bed',
  table: 'table',
  tables: 'table',
  nightstand: 'table',
  desk: 'desk',
  chair: 'chair',
  chairs: 'chair',
  armchair: 'chair',
  stool: 'chair',
  stools: 'chair',
  wardrobe: 'wardrobe',
  closet: 'wardrobe',
  cupboard: 'wardrobe',
  armoire: 'wardrobe',
  shelf: 'shelf',
  shelves: 'shelf',
  shelving: 'shelf',
  bookshelf: 'shelf',
  bookcase: 'shelf',
  kitchen: 'kitchen',
  kitchenette: 'kitchen',
  stove: 'kitchen',
  cooker: 'kitchen',
  oven: 'kitchen',
  hob: 'kitchen',
  fridge: 'kitchen',
  refrigerator: 'kitchen',
  dishwasher: 'kitchen',
  sink: 'sink',
  basin: 'sink',
  washbasin: 'sink',
  toilet: 'toilet',
  wc: 'toilet',
  bath: 'bath',
  bathtub: 'bath',
  tub: 'bath',
  shower: 'shower',
  fireplace: 'fireplace',
  lamp: 'lamp',
  chandelier: 'lamp',
  sconce: 'lamp',
  furniture: 'furniture',
  furnishing: 'furniture',
  // German (IFC models from German-speaking offices, such as KIT's FZK-Haus)
  tuer: 'door',
  fenster: 'window',
  treppe: 'stairs',
  bett: 'bed',
  tisch: 'table',
  stuhl: 'chair',
  sessel: 'chair',
  schrank: 'wardrobe',
  regal: 'shelf',
  kueche: 'kitchen',
  herd: 'kitchen',
  spuele: 'sink',
  waschbecken: 'sink',
  toilette: 'toilet',
  badewanne: 'bath',
  wanne: 'bath',
  dusche: 'shower',
  kamin: 'fireplace',
  lampe: 'lamp',
  leuchte: 'lamp',
  moebel: 'furniture',
  // Dutch, French, Spanish
  deur: 'door',
  raam: 'window',
  tafel: 'table',
  stoel: 'chair',
  porte: 'door',
  fenetre: 'window',
  escalier: 'stairs',
  canape: 'sofa',
  chaise: 'chair',
  puerta: 'door',
  ventana: 'window',
  escalera: 'stairs',
  cama: 'bed',
  mesa: 'table',
  silla: 'chair',
};

/** German compound heads: a word ending in one names its label; the longest head wins. */
const HEADS: [string, ObjectLabel][] = (
  [
    ['tuer', 'door'],
    ['fenster', 'window'],
    ['treppe', 'stairs'],
    ['bett', 'bed'],
    ['tisch', 'table'],
    ['schreibtisch', 'desk'],
    ['buerotisch', 'desk'],
    ['waschtisch', 'sink'],
    ['stuhl', 'chair'],
    ['sessel', 'chair'],
    ['sofa', 'sofa'],
    ['couch', 'sofa'],
    ['schrank', 'wardrobe'],
    ['kuehlschrank', 'kitchen'],
    ['regal', 'shelf'],
    ['kueche', 'kitchen'],
    ['spuele', 'sink'],
    ['waschbecken', 'sink'],
    ['wanne', 'bath'],
    ['duschwanne', 'shower'],
    ['dusche', 'shower'],
    ['lampe', 'lamp'],
    ['leuchte', 'lamp'],
    ['kamin', 'fireplace'],
  ] as [string, ObjectLabel][]
).sort((a, b) => b[0].length - a[0].length);

/** German compounds that start with what they are ("Kuechenschrank" is part of the kitchen). */
const LEADS: [string, ObjectLabel][] = [['kuechen', 'kitchen']];

/**
 * Words for a part of an object, or of the building around it: after a match, the name is the
 * part's, not the object's ("Door_Handle", "Kitchen/floor", "Bathroom wall").
 */
const PARTS = new Set([
  'handle',
  'knob',
  'frame',
  'trim',
  'leg',
  'legs',
  'cushion',
  'pillow',
  'glass',
  'pane',
  'sill',
  'hinge',
  'lock',
  'rail',
  'railing',
  'handrail',
  'griff',
  'rahmen',
  'glas',
  'floor',
  'ceiling',
  'wall',
  'walls',
  'room',
  'slab',
  'roof',
  'boden',
  'decke',
  'wand',
]);

const FOLDS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** The words of a name, folded: lower case, umlauts spelt out, other accents dropped. */
export function nameWords(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => FOLDS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length > 0);
}

function wordLabel(word: string): ObjectLabel | null {
  const exact = WORDS[word];
  if (exact !== undefined) return exact;
  for (const [head, label] of HEADS) if (word.endsWith(head)) return label;
  for (const [lead, label] of LEADS) if (word.startsWith(lead)) return label;
  return null;
}

/** The label a name gives, or null when it names none of the vocabulary (nothing is invented). */
export function objectLabelOf(name: string): ObjectLabel | null {
  const words = nameWords(name);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const label = wordLabel(words[index] ?? '');
    if (label === null) continue;
    const after = words.slice(index + 1);
    return after.some((word) => PARTS.has(word)) ? null : label;
  }
  return null;
}
