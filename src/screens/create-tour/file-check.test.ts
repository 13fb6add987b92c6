import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../contract/tours';
import { checkTourFile, gltfProblem, isGltfFile } from './file-check';

const file = (name: string, size: number) => ({ name, size });

describe('checkTourFile', () => {
  it('accepts every supported kind of upload, whatever the case of its name', () => {
    for (const name of ['flat.glb', 'flat.ZIP', 'scan.obj', 'scan.Ply', 'part.STL', 'plan.dxf']) {
      expect(checkTourFile(file(name, 1024))).toBeNull();
    }
  });

  it('asks for a file when none was chosen', () => {
    expect(checkTourFile(null)).toBe('missing');
    expect(checkTourFile(undefined)).toBe('missing');
  });

  it('refuses an empty file', () => {
    expect(checkTourFile(file('flat.glb', 0))).toBe('empty');
  });

  it('refuses a file over the limit, and accepts one at the limit', () => {
    expect(checkTourFile(file('flat.glb', DEFAULT_MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
    expect(checkTourFile(file('flat.glb', DEFAULT_MAX_UPLOAD_BYTES))).toBeNull();
    expect(checkTourFile(file('flat.glb', 2048), 1024)).toBe('tooLarge');
  });

  it('refuses names no reader accepts', () => {
    for (const name of ['photo.png', 'notes.txt', 'model.fbx', 'no-extension', 'archive.glb.exe']) {
      expect(checkTourFile(file(name, 1024))).toBe('unsupported');
    }
  });

  it('takes a self-contained .gltf, and explains that one naming its files needs them in a zip', async () => {
    expect(checkTourFile(file('flat.gltf', 1024))).toBeNull();
    // As a browser's File reads (jsdom's has no text()).
    const gltf = (buffers: string) => ({
      name: 'flat.gltf',
      text: () => Promise.resolve(`{"asset":{"version":"2.0"},"buffers":[${buffers}]}`),
    });
    const embedded = gltf('{"byteLength":4,"uri":"data:application/octet-stream;base64,AAAAAA=="}');
    const named = gltf('{"byteLength":4,"uri" : "flat.bin"}');
    expect(isGltfFile(embedded)).toBe(true);
    expect(isGltfFile({ name: 'flat.glb' })).toBe(false);
    expect(await gltfProblem(embedded)).toBeNull();
    expect(await gltfProblem(named)).toBe('gltfNotZipped');
  });
});
