import { describe, expect, it } from 'vitest';
import { glbExtensionsUsed } from './load-model';

/** A GLB of this JSON (padded to 4 bytes), no binary chunk. */
function glb(json: string): ArrayBuffer {
  const text = new TextEncoder().encode(json.padEnd(Math.ceil(json.length / 4) * 4, ' '));
  const bytes = new Uint8Array(20 + text.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.length, true);
  view.setUint32(12, text.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  bytes.set(text, 20);
  return bytes.buffer;
}

describe('glbExtensionsUsed', () => {
  it('lists what a GLB says it uses, so KTX2 support loads only for models that need it', () => {
    const used = ['EXT_meshopt_compression', 'KHR_texture_basisu'];
    expect(
      glbExtensionsUsed(glb(JSON.stringify({ asset: { version: '2.0' }, extensionsUsed: used }))),
    ).toEqual(used);
    expect(glbExtensionsUsed(glb(JSON.stringify({ asset: { version: '2.0' } })))).toEqual([]);
  });

  it('finds none in anything that is not a readable GLB', () => {
    expect(glbExtensionsUsed(new ArrayBuffer(8))).toEqual([]);
    expect(glbExtensionsUsed(glb('{"extensionsUsed": ['))).toEqual([]);
    expect(glbExtensionsUsed(glb('{"extensionsUsed": "KHR_texture_basisu"}'))).toEqual([]);
    expect(glbExtensionsUsed(new TextEncoder().encode('{"extensionsUsed": []}').buffer)).toEqual(
      [],
    );
  });
});
