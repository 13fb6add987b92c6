/** Frees the GPU memory of a loaded model: geometries, materials and their textures. */
import { Mesh, Texture, type Material, type Object3D } from 'three';

export function disposeModel(model: Object3D): void {
  model.traverse((node) => {
    if (!(node instanceof Mesh)) return;
    node.geometry.dispose();
    const materials: Material[] = Array.isArray(node.material) ? node.material : [node.material];
    for (const material of materials) disposeMaterial(material);
  });
}

function disposeMaterial(material: Material): void {
  for (const value of Object.values(material)) if (value instanceof Texture) value.dispose();
  material.dispose();
}
