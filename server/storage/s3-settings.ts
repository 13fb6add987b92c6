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
 * Each variable is checked by the environment schema (server/config/env.ts); this module puts
 * them together and loads no SDK.
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

/** The S3_ variables, each already checked on its own (server/config/env.ts). */
export interface S3Variables {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The object storage the variables ask for, or undefined to keep the local disk; what does not go
 * together is added to `problems`.
 */
export function s3SettingsFrom(env: S3Variables, problems: string[]): S3Settings | undefined {
  const bucket = env.S3_BUCKET;
  if (bucket === undefined) {
    const stray = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      problems.push(
        `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set ` +
          'S3_BUCKET to keep tour files in object storage, or unset the S3_ variables.',
      );
    }
    return undefined;
  }
  const endpoint = env.S3_ENDPOINT;
  const region = env.S3_REGION ?? (endpoint !== undefined ? 'us-east-1' : undefined);
  if (region === undefined) {
    problems.push(
      'S3_REGION is required with S3_BUCKET on AWS: the region of the bucket (e.g. eu-west-1). ' +
        'For another S3-compatible service, set S3_ENDPOINT.',
    );
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the ' +
        "SDK's default credentials (AWS_ACCESS_KEY_ID, a profile, an instance role).",
    );
    return undefined;
  }
  const settings: S3Settings = {
    bucket,
    region,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
  if (endpoint !== undefined) settings.endpoint = endpoint;
  if (accessKeyId !== undefined && secretAccessKey !== undefined) {
    settings.credentials = { accessKeyId, secretAccessKey };
  }
  return settings;
}

/** Where tour files go, in words for the startup log (never the credentials). */
export function describeS3Settings(settings: S3Settings): string {
  const where = settings.endpoint ?? `AWS ${settings.region}`;
  return `S3 bucket "${settings.bucket}" at ${where}`;
}
