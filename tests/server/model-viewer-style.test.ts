/**
 * model-viewer's shadow root has one inline <style>, a fixed text in its template, which the
 * page's policy admits by its hash (decision 0063). A new model-viewer whose stylesheet differs
 * fails here, naming the hash to put in MODEL_VIEWER_STYLE_HASH, before its View in AR dialog
 * shows unstyled under the policy.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MODEL_VIEWER_STYLE_HASH,
  buildContentSecurityPolicy,
} from '../../src/contract/content-security-policy';

const require = createRequire(import.meta.url);

/** The lib folder of the installed @google/model-viewer. */
function modelViewerLib(): string {
  return path.join(path.dirname(require.resolve('@google/model-viewer/package.json')), 'lib');
}

describe("model-viewer's inline stylesheet", () => {
  it("is admitted by the policy's hash", async () => {
    const template = await readFile(path.join(modelViewerLib(), 'template.js'), 'utf8');
    const styles = [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    const css = styles[0] ?? '';
    // Plain text: no binding of Lit's and no escape, so the browser hashes these very bytes.
    expect(css).not.toMatch(/\$\{|\\|`/);
    const hash = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    expect(MODEL_VIEWER_STYLE_HASH).toBe(hash);
    const policy = buildContentSecurityPolicy({ cdnHosts: [] });
    expect(policy).toContain(`style-src 'self' ${hash};`);
  });
});
