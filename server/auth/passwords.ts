/**
 * Password hashing: scrypt from node:crypto with OWASP's parameters (N = 2^17, r = 8, p = 1),
 * a 16-byte random salt and a 64-byte key. A hash names its own parameters,
 * `scrypt$N$r$p$salt$key` (salt and key in base64url), so the cost can change later: a hash made
 * with other parameters still verifies, and `needsRehash` tells the caller to replace it.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const DEFAULT_SCRYPT_COST = 2 ** 17;
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELISM = 1;
export const SCRYPT_KEY_LENGTH = 64;
export const SCRYPT_SALT_LENGTH = 16;

/** Bounds on parameters read from the database, so a corrupt row cannot exhaust memory. */
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

interface ScryptParams {
  cost: number;
  blockSize: number;
  parallelism: number;
}

function scryptKey(password: string, salt: Buffer, length: number, params: ScryptParams) {
  const options: ScryptOptions = {
    N: params.cost,
    r: params.blockSize,
    p: params.parallelism,
    // scrypt needs about 128 * N * r bytes; Node's default limit (32 MiB) is below OWASP's cost.
    maxmem: 256 * params.cost * params.blockSize * params.parallelism + 16 * 1024 * 1024,
  };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(normalize(password), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The same password typed on different keyboards (composed or decomposed accents) matches. */
function normalize(password: string): string {
  return password.normalize('NFC');
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 1 && (value & (value - 1)) === 0;
}

export async function hashPassword(
  password: string,
  cost: number = DEFAULT_SCRYPT_COST,
): Promise<string> {
  if (!isPowerOfTwo(cost) || cost > MAX_COST) {
    throw new Error('scrypt cost must be a power of two up to 2^20');
  }
  const params = { cost, blockSize: SCRYPT_BLOCK_SIZE, parallelism: SCRYPT_PARALLELISM };
  const salt = randomBytes(SCRYPT_SALT_LENGTH);
  const key = await scryptKey(password, salt, SCRYPT_KEY_LENGTH, params);
  return [
    'scrypt',
    params.cost,
    params.blockSize,
    params.parallelism,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map((part) => Number(part));
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (
    cost === undefined ||
    blockSize === undefined ||
    parallelism === undefined ||
    !isPowerOfTwo(cost) ||
    cost > MAX_COST ||
    !Number.isInteger(blockSize) ||
    blockSize < 1 ||
    blockSize > MAX_BLOCK_SIZE ||
    !Number.isInteger(parallelism) ||
    parallelism < 1 ||
    parallelism > MAX_PARALLELISM ||
    salt.length < 8 ||
    key.length < 16
  ) {
    return null;
  }
  return { cost, blockSize, parallelism, salt, key };
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (parsed === null) return false;
  const key = await scryptKey(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a hash was made with other parameters than today's: rehash after a good sign-in. */
export function needsRehash(stored: string, cost: number = DEFAULT_SCRYPT_COST): boolean {
  const parsed = parseHash(stored);
  return (
    parsed === null ||
    parsed.cost !== cost ||
    parsed.blockSize !== SCRYPT_BLOCK_SIZE ||
    parsed.parallelism !== SCRYPT_PARALLELISM ||
    parsed.key.length !== SCRYPT_KEY_LENGTH
  );
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * A hash of a random password at the given cost, made once per process: verified against when
 * the e-mail names no account, so that the answer takes as long as for a real one.
 */
export function dummyHash(cost: number = DEFAULT_SCRYPT_COST): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (hash === undefined) {
    hash = hashPassword(randomBytes(24).toString('base64url'), cost);
    dummyHashes.set(cost, hash);
    hash.catch(() => dummyHashes.delete(cost));
  }
  return hash;
}
