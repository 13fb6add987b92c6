#!/usr/bin/env node
// Merges a JSON fragment of new messages into a catalogue (default: en), keeping existing keys
// and their order: `node scripts/add-messages.mjs fragment.json [locale-folder]`.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [fragmentFile, locale = 'en'] = process.argv.slice(2);
if (!fragmentFile) {
  console.error('usage: node scripts/add-messages.mjs fragment.json [locale-folder]');
  process.exit(2);
}
const catalogueFile = path.join('public/locales', locale, 'translation.json');

function merge(target, addition, trail = []) {
  for (const [key, value] of Object.entries(addition)) {
    const here = [...trail, key].join('.');
    if (value !== null && typeof value === 'object' && !('defaultMessage' in value)) {
      if (typeof target[key] === 'string') throw new Error(`${here} is a message, not a group`);
      target[key] ??= {};
      merge(target[key], value, [...trail, key]);
    } else {
      if (typeof target[key] === 'object') throw new Error(`${here} is a group, not a message`);
      target[key] = value;
    }
  }
}

const catalogue = JSON.parse(readFileSync(catalogueFile, 'utf8'));
merge(catalogue, JSON.parse(readFileSync(fragmentFile, 'utf8')));
// Write then rename, so a reader never sees half a file.
const temporary = `${catalogueFile}.${process.pid}.tmp`;
writeFileSync(temporary, `${JSON.stringify(catalogue, null, 2)}\n`);
renameSync(temporary, catalogueFile);
console.log(`merged ${fragmentFile} into ${catalogueFile}`);
