// Loaded by <model-viewer> as its "meshopt decoder script" (see model-viewer.ts): the decoder
// itself is bundled, so there is nothing to do here.
