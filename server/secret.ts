import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** At least 32 characters: the HMAC key of access and CSRF tokens. */
export const MIN_SECRET_LENGTH = 32;

export class MissingSecretError extends Error {
  override name = 'MissingSecretError';
}

/**
 * AUTH_SECRET when set. Without it, production refuses to start; development keeps a random
 * secret in the data folder, so sessions survive a restart.
 */
export async function resolveAuthSecret(options: {
  configured: string | undefined;
  production: boolean;
  dataDir: string;
}): Promise<string> {
  const configured = options.configured?.trim();
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new MissingSecretError(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    }
    return configured;
  }
  if (options.production) {
    throw new MissingSecretError(
      'AUTH_SECRET must be set in production (32 or more random characters).',
    );
  }
  const file = path.join(options.dataDir, 'auth-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch {
    // First start: no secret yet.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(options.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
