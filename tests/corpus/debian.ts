/**
 * Third-party model files from Debian's archive (DESIGN.md, "Real inputs, not only our own"): the
 * first test that asks for a package downloads it with `apt-get download` and unpacks it with
 * `dpkg-deb` into node_modules/.cache/roomwalk-corpus/<package>/, where later runs find it. Each
 * file is checked against the SHA-256 recorded in tests/corpus/README.md's table, so an
 * expectation never silently meets other bytes than the ones it was written for.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/roomwalk-corpus');
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
  const target = path.join(CACHE, name);
  if (existsSync(path.join(target, COMPLETE))) return target;
  await mkdir(CACHE, { recursive: true });
  const work = await mkdtemp(path.join(CACHE, `.${name}-`));
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

/** A file of a corpus package, refused unless its bytes are the ones recorded. */
export async function corpusFile(
  packageName: string,
  file: string,
  sha256: string,
): Promise<Uint8Array> {
  const bytes = new Uint8Array(await readFile(path.join(await debianPackage(packageName), file)));
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256)
    throw new Error(`${packageName}: ${file} has SHA-256 ${actual}, not the recorded ${sha256}`);
  return bytes;
}
