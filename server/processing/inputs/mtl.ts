/** MTL material libraries of an OBJ: diffuse colour, opacity and the diffuse texture map. */
import { imageMimeType, srgbToLinear, type MaterialData } from './mesh-document';
import { findEntry, resolveReference, type ArchiveEntries } from './zip';

/** Options of map_* statements and how many values each takes (-o, -s and -t take up to 3). */
const MAP_OPTION_ARITY: Record<string, number> = {
  '-blendu': 1,
  '-blendv': 1,
  '-bm': 1,
  '-boost': 1,
  '-cc': 1,
  '-clamp': 1,
  '-imfchan': 1,
  '-mm': 2,
  '-o': 3,
  '-s': 3,
  '-t': 3,
  '-texres': 1,
  '-type': 1,
};

export const DEFAULT_MATERIAL: MaterialData = { name: 'default', baseColor: [0.8, 0.8, 0.8, 1] };

/** Reads an MTL entry; textures are looked up in the archive relative to the MTL file. */
export function readMtl(
  text: string,
  mtlName: string,
  entries: ArchiveEntries,
): Map<string, MaterialData> {
  const materials = new Map<string, MaterialData>();
  let current: MaterialData | null = null;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    const [keyword = '', ...rest] = line.split(/\s+/);
    if (keyword === 'newmtl') {
      current = { name: rest.join(' ') || 'material', baseColor: [0.8, 0.8, 0.8, 1] };
      materials.set(current.name, current);
    } else if (current) applyStatement(current, keyword, rest, mtlName, entries);
  }
  return materials;
}

function applyStatement(
  material: MaterialData,
  keyword: string,
  values: string[],
  mtlName: string,
  entries: ArchiveEntries,
): void {
  if (keyword === 'Kd') {
    const [r, g, b] = values.map(Number);
    if ([r, g, b].every((v) => Number.isFinite(v)))
      material.baseColor = [linear(r), linear(g), linear(b), material.baseColor[3]];
  } else if (keyword === 'd' || keyword === 'Tr') {
    const value = Number(values[values.length - 1]);
    if (Number.isFinite(value))
      material.baseColor[3] = clamp01(keyword === 'd' ? value : 1 - value);
  } else if (keyword === 'map_Kd') {
    const texture = loadTexture(mapFileName(values), mtlName, entries);
    if (texture) material.texture = texture;
  }
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const linear = (value: number | undefined) => srgbToLinear(clamp01(value ?? 0));

/** The file name at the end of a map_* statement, after its options; names may hold spaces. */
function mapFileName(values: string[]): string {
  let index = 0;
  while (index < values.length) {
    const arity = MAP_OPTION_ARITY[values[index] ?? ''];
    if (arity === undefined) break;
    index += 1;
    for (let taken = 0; taken < arity && isNumberOrSwitch(values[index]); taken += 1) index += 1;
  }
  return values.slice(index).join(' ');
}

/** A value of a map option: a number, a switch, a channel letter or a reflection type. */
const isNumberOrSwitch = (value: string | undefined) =>
  value !== undefined &&
  (Number.isFinite(Number(value)) || /^(on|off|[rgbmlz]|sphere|cube_\w+)$/.test(value));

function loadTexture(
  fileName: string,
  mtlName: string,
  entries: ArchiveEntries,
): MaterialData['texture'] | undefined {
  const entryName = fileName ? resolveReference(mtlName, fileName) : null;
  const image = entryName ? findEntry(entries, entryName) : undefined;
  const mimeType = image && imageMimeType(image);
  if (!entryName || !image || !mimeType) return undefined;
  return { image, mimeType, name: entryName.slice(entryName.lastIndexOf('/') + 1) };
}
