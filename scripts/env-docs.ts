/**
 * Writes the table of environment variables in docs/deploy.md from the schema that checks them
 * (server/config/env.ts): `npm run env:docs`. tests/server/env.test.ts fails when the table in
 * the file is not what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { envTable } from '../server/config/env';

export const DEPLOY_DOC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'docs',
  'deploy.md',
);

/** The line above the table (a blank line between them, as Prettier writes it). */
export const TABLE_MARKER =
  '<!-- The table below is generated from server/config/env.ts: `npm run env:docs`. -->';

/** `markdown` with the table after TABLE_MARKER replaced by the schema's. */
export function withEnvTable(markdown: string): string {
  const lines = markdown.split('\n');
  const marker = lines.indexOf(TABLE_MARKER);
  if (marker === -1) throw new Error(`docs/deploy.md has no line "${TABLE_MARKER}".`);
  let end = marker + 1;
  while (end < lines.length && lines[end] === '') end++;
  while (end < lines.length && lines[end]?.startsWith('|')) end++;
  return [...lines.slice(0, marker + 1), '', envTable(), ...lines.slice(end)].join('\n');
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(path.resolve(invokedPath)).href) {
  const before = readFileSync(DEPLOY_DOC, 'utf8');
  const after = withEnvTable(before);
  if (after === before) {
    console.log('docs/deploy.md: the table of variables is current.');
  } else {
    writeFileSync(DEPLOY_DOC, after);
    console.log('docs/deploy.md: wrote the table of variables.');
  }
}
