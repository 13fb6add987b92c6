import { describe, expect, it } from 'vitest';
import { nameWords, objectLabelOf } from './object-labels';

describe('object labels: one vocabulary for every model name', () => {
  it.each([
    // glTF node and mesh names as exporters write them
    ['Sofa_01', 'sofa'],
    ['mesh_Bed.002', 'bed'],
    ['Chair (2)', 'chair'],
    ['DiningTable', 'table'],
    ['Kitchen_Sink', 'sink'],
    ['Table Lamp', 'lamp'],
    ['Bathtub', 'bath'],
    ['front-door', 'door'],
    ['WINDOW_3', 'window'],
    ['Staircase', 'stairs'],
    ['Bookshelf', 'shelf'],
    ['Fridge', 'kitchen'],
    ['WC', 'toilet'],
    ['kitchen/stools', 'chair'],
    ['bathroom/sink-cabinet', 'sink'],
    // OBJ groups and materials
    ['Couch_Fabric', 'sofa'],
    ['wardrobe_oak', 'wardrobe'],
    // IFC classes and names (KIT's FZK-Haus is German)
    ['IfcFurnishingElement', 'furniture'],
    ['IfcStairFlight', 'stairs'],
    ['Haustuer', 'door'],
    ['Innentür-2', 'door'],
    ['EG-Fenster-1', 'window'],
    ['Wendeltreppe', 'stairs'],
    ['Doppelbett', 'bed'],
    ['Buerostuhl', 'chair'],
    ['Buerotisch', 'desk'],
    ['Schreibtisch', 'desk'],
    ['Esstisch', 'table'],
    ['Sessel', 'chair'],
    ['Badewanne', 'bath'],
    ['Duschwanne', 'shower'],
    ['Dusche', 'shower'],
    ['Waschbecken-1', 'sink'],
    ['Kamin', 'fireplace'],
    ['Kuechenschra...', 'kitchen'],
    ['Kühlschrank', 'kitchen'],
    ['Kleiderschrank', 'wardrobe'],
    // Dutch, French, Spanish
    ['Deur 1', 'door'],
    ['Fenêtre', 'window'],
    ['Canapé', 'sofa'],
    ['Silla_02', 'chair'],
  ] as const)('%s is a %s', (name, label) => {
    expect(objectLabelOf(name)).toBe(label);
  });

  it.each([
    // parts of an object are not the object
    'Door_Handle',
    'Table_Leg',
    'Window_Frame',
    'Doorway_trim',
    'kitchen/floor',
    'Kitchen Wall',
    'Tuergriff',
    // a word must match whole: rooms and other words that contain a label
    'Bedroom_Floor',
    'Bathroom',
    'Tablet',
    'Doorway',
    'Struktur',
    'Temperatur',
    'Fensterbank',
    // names that say nothing of what the thing is
    'Mesh.001',
    'node_12',
    'Object',
    'Cube',
    'Laufband',
    'Rudermaschine',
    'IfcWall',
    '',
    '0042',
  ])('%s gets no label', (name) => {
    expect(objectLabelOf(name)).toBeNull();
  });

  it('reads names as folded words', () => {
    expect(nameWords('IfcFurnishingElement')).toEqual(['ifc', 'furnishing', 'element']);
    expect(nameWords('Küche_2 Tür')).toEqual(['kueche', 'tuer']);
    expect(nameWords('HTMLDoor')).toEqual(['html', 'door']);
  });
});
