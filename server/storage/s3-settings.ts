/**
 * Object storage from the environment (issue 21). S3_BUCKET selects it; without it tour files
 * stay on the local disk.
 *
 *   S3_BUCKET             the bucket (it must exist)
 *   S3_ENDPOINT           an S3-compatible service's address (MinIO, R2, ...); AWS without it
 *   S3_REGION             required for AWS; us-east-1 when S3_ENDPOINT is set
 *   S3_ACCESS_KEY_ID      with S3_SECRET_ACCESS_KEY; both unset: the SDK's default credentials
 *   S3_SECRET_ACCESS_KEY  (AWS_* variables, a shared profile, an instance or task role)
 *   S3_FORCE_PATH_STYLE   bucket in the path instead of the host name; true when S3_ENDPOINT is
 *                         set, false otherwise
 *
 * This module reads and checks only; it loads no SDK. A bad value throws a RangeError whose
 * message is fit to show (readServerConfig turns it into a ConfigError).
 */

export interface S3Settings {
  bucket: string;
  region: string;
  /** The service's address; AWS's own for the region when absent. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3's rules for new buckets: 3 to 63 of a-z, 0-9, '.', '-', starting and ending alphanumeric. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** The object storage the environment asks for, or undefined to keep the local disk. */
export function readS3Settings(env: Record<string, string | undefined>): S3Settings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      throw new RangeError(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set ` +
          'S3_BUCKET to keep tour files in object storage, or unset the S3_ variables.',
      );
    }
    return undefined;
  }
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new RangeError(
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, ' +
        `starting and ending with a letter or digit, got "${bucket}".`,
    );
  }

  const endpoint = value('S3_ENDPOINT');
  if (endpoint !== undefined) checkEndpoint(endpoint);

  const region = value('S3_REGION') ?? (endpoint !== undefined ? 'us-east-1' : undefined);
  if (region === undefined) {
    throw new RangeError(
      'S3_REGION is required with S3_BUCKET on AWS: the region of the bucket (e.g. eu-west-1). ' +
        'For another S3-compatible service, set S3_ENDPOINT.',
    );
  }
  if (!REGION.test(region)) {
    throw new RangeError(`S3_REGION must be a region name such as eu-west-1, got "${region}".`);
  }

  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new RangeError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the ' +
        "SDK's default credentials (AWS_ACCESS_KEY_ID, a profile, an instance role).",
    );
  }

  const settings: S3Settings = {
    bucket,
    region,
    forcePathStyle: readPathStyle(value('S3_FORCE_PATH_STYLE'), endpoint !== undefined),
  };
  if (endpoint !== undefined) settings.endpoint = endpoint;
  if (accessKeyId !== undefined && secretAccessKey !== undefined) {
    settings.credentials = { accessKeyId, secretAccessKey };
  }
  return settings;
}

function checkEndpoint(endpoint: string): void {
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (url === undefined || !['http:', 'https:'].includes(url.protocol) || url.hostname === '') {
    throw new RangeError(
      `S3_ENDPOINT must be the service's address, starting with http:// or https://, got ` +
        `"${endpoint}".`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new RangeError(
      'S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
}

function readPathStyle(text: string | undefined, customEndpoint: boolean): boolean {
  if (text === undefined) return customEndpoint;
  const lower = text.toLowerCase();
  if (!['true', 'false', '1', '0'].includes(lower)) {
    throw new RangeError(`S3_FORCE_PATH_STYLE must be true or false, got "${text}".`);
  }
  return lower === 'true' || lower === '1';
}

/** Where tour files go, in words for the startup log (never the credentials). */
export function describeS3Settings(settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS ${settings.region}`;
  return `S3 bucket "${settings.bucket}" at ${where}`;
}
