/**
 * An estimate of what a page holds in GPU memory (issue 34, point 6), counted from its WebGL
 * calls: the bytes given to buffers, the texels of textures and renderbuffers at their formats'
 * sizes (every mip level), and the canvases' drawing buffers. WebGL does not say what a driver
 * really allocates (padding, compression, a second buffer to show), so this is what the page
 * asked for: good for comparing tours and builds, not for a device's exact figure.
 *
 * ESTIMATE_GPU_MEMORY is page source text (see COUNT_DRAW_CALLS: tsx's compiled functions call a
 * helper the page lacks); give it to addInitScript before the page loads.
 */
import type { Page } from 'playwright-core';

export interface GpuMemory {
  buffers: number;
  textures: number;
  renderbuffers: number;
  canvases: number;
  total: number;
}

export const ESTIMATE_GPU_MEMORY = `(() => {
  // Bytes per texel of the sized formats three.js uses; 4 for any other (RGBA8 and kin). A
  // compressed texture set level by level (compressedTexImage2D) is counted by its bytes.
  const texelBytes = {
    0x8229: 1, 0x822b: 2, 0x822d: 2, 0x822f: 4, 0x822e: 4, 0x8230: 8, // R8 RG8 R16F RG16F R32F RG32F
    0x881a: 8, 0x881b: 8, 0x8814: 16, 0x8815: 16, // RGBA16F RGB16F RGBA32F RGB32F
    0x81a5: 2, 0x81a6: 4, 0x8cac: 4, 0x88f0: 4, 0x8cad: 8, // depth formats
    // Compressed, by their 4 × 4 blocks: what Basis transcodes KTX2 to.
    0x93b0: 1, 0x93d0: 1, // ASTC 4x4 (RGBA, sRGB)
    0x8e8c: 1, 0x8e8d: 1, // BC7 (RGBA, sRGB)
    0x83f0: 0.5, 0x83f1: 0.5, 0x8c4c: 0.5, 0x8c4d: 0.5, // BC1 / DXT1 (RGB, RGBA and sRGB)
    0x83f3: 1, 0x8c4f: 1, // BC3 / DXT5 (RGBA, sRGB)
    0x9274: 0.5, 0x9275: 0.5, 0x9278: 1, 0x9279: 1, // ETC2 RGB8, RGBA8 (and sRGB)
    0x8d64: 0.5, // ETC1
  };
  const bytesPerTexel = (format) => texelBytes[format] ?? 4;
  const bindingOf = {
    0x8892: 0x8894, 0x8893: 0x8895, 0x8a11: 0x8a28, // ARRAY, ELEMENT_ARRAY, UNIFORM buffers
    0x0de1: 0x8069, 0x8513: 0x8514, 0x806f: 0x806a, 0x8c1a: 0x8c1d, // 2D, CUBE, 3D, 2D_ARRAY
    0x8d41: 0x8ca7, // RENDERBUFFER
  };
  const cubeFaces = [0x8515, 0x8516, 0x8517, 0x8518, 0x8519, 0x851a];
  const sizes = { buffers: new Map(), textures: new Map(), renderbuffers: new Map() };
  const bound = (gl, target) =>
    gl.getParameter(bindingOf[cubeFaces.includes(target) ? 0x8513 : target] ?? -1);
  /** Levels × width × height × depth × texel bytes: a full mip chain when levels > 1. */
  const chainBytes = (levels, width, height, depth, texel) => {
    let total = 0;
    for (let level = 0; level < levels; level += 1) {
      total += Math.max(1, width >> level) * Math.max(1, height >> level) * depth * texel;
    }
    return total;
  };
  /** A texture's parts (level and face) each set once; their sum is its size. */
  const setPart = (gl, target, part, bytes) => {
    const texture = bound(gl, target);
    if (!texture) return;
    const parts = sizes.textures.get(texture) ?? new Map();
    parts.set(part, bytes);
    sizes.textures.set(texture, parts);
  };
  const wrap = (prototype, name, count) => {
    const original = prototype[name];
    if (typeof original !== 'function') return;
    prototype[name] = function (...args) {
      const result = original.apply(this, args);
      try { count(this, args); } catch { /* an estimate never breaks the page */ }
      return result;
    };
  };
  for (const prototype of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    wrap(prototype, 'bufferData', (gl, [target, data]) => {
      const buffer = bound(gl, target);
      if (buffer) sizes.buffers.set(buffer, typeof data === 'number' ? data : (data?.byteLength ?? 0));
    });
    wrap(prototype, 'texImage2D', (gl, args) => {
      const [target, level, format] = args;
      const source = args.length >= 9 ? { width: args[3], height: args[4] } : args[5];
      const width = source?.width ?? source?.videoWidth ?? 0;
      const height = source?.height ?? source?.videoHeight ?? 0;
      setPart(gl, target, target + ':' + level, width * height * bytesPerTexel(format));
    });
    wrap(prototype, 'compressedTexImage2D', (gl, [target, level, , , , , data]) =>
      setPart(gl, target, target + ':' + level, data?.byteLength ?? 0),
    );
    wrap(prototype, 'texStorage2D', (gl, [target, levels, format, width, height]) =>
      setPart(gl, target, 'storage', chainBytes(levels, width, height, target === 0x8513 ? 6 : 1, bytesPerTexel(format))),
    );
    wrap(prototype, 'texStorage3D', (gl, [target, levels, format, width, height, depth]) =>
      setPart(gl, target, 'storage', chainBytes(levels, width, height, depth, bytesPerTexel(format))),
    );
    const renderbuffer = (gl, target, samples, format, width, height) => {
      const buffer = bound(gl, target);
      if (buffer) sizes.renderbuffers.set(buffer, width * height * bytesPerTexel(format) * Math.max(1, samples));
    };
    wrap(prototype, 'renderbufferStorage', (gl, [target, format, width, height]) =>
      renderbuffer(gl, target, 1, format, width, height),
    );
    wrap(prototype, 'renderbufferStorageMultisample', (gl, [target, samples, format, width, height]) =>
      renderbuffer(gl, target, samples, format, width, height),
    );
    wrap(prototype, 'deleteBuffer', (gl, [buffer]) => sizes.buffers.delete(buffer));
    wrap(prototype, 'deleteTexture', (gl, [texture]) => sizes.textures.delete(texture));
    wrap(prototype, 'deleteRenderbuffer', (gl, [buffer]) => sizes.renderbuffers.delete(buffer));
  }
  const contexts = new Set();
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    const context = getContext.apply(this, args);
    if (context && String(args[0]).startsWith('webgl')) contexts.add(context);
    return context;
  };
  const sum = (values) => [...values].reduce((total, value) => total + value, 0);
  window.gpuMemory = () => {
    const buffers = sum(sizes.buffers.values());
    const textures = sum([...sizes.textures.values()].map((parts) => sum(parts.values())));
    const renderbuffers = sum(sizes.renderbuffers.values());
    // Each live canvas: colour and depth-stencil (times the samples when antialiased) and the
    // colour buffer shown.
    let canvases = 0;
    for (const gl of contexts) {
      if (gl.isContextLost() || !gl.canvas.isConnected) continue;
      const pixels = gl.drawingBufferWidth * gl.drawingBufferHeight;
      const samples = gl.getContextAttributes()?.antialias ? 4 : 1;
      canvases += pixels * 8 * samples + pixels * 4;
    }
    return { buffers, textures, renderbuffers, canvases, total: buffers + textures + renderbuffers + canvases };
  };
})();`;

/** The page's estimated GPU memory now, in bytes. */
export const gpuMemory = (page: Pick<Page, 'evaluate'>): Promise<GpuMemory> =>
  page.evaluate('window.gpuMemory()') as Promise<GpuMemory>;
