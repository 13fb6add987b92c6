/**
 * Every environment variable the server and `npm run worker` read, in one valibot schema: its
 * check, its default, and a line for people. docs/deploy.md's table of variables is generated
 * from it (`npm run env:docs`; tests/server/env.test.ts fails when the table is stale).
 *
 * A value that cannot work stops the process at start with one line per problem, each naming the
 * variable, what is wrong and what is expected (never the value of a secret).
 *
 * Blank values count as unset. The checks of single variables sit on their entries; the rules
 * that tie several together (the S3_ group, Stripe, what production refuses) are in the final
 * step, which also builds the object-storage and billing settings from them.
 */
import * as v from 'valibot';
import { DEFAULT_CDN_HOSTS } from '../../src/contract/content-security-policy';
import { evaluatePasswordStrength } from '../../src/contract/password-strength';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../src/contract/tours';
import { DEFAULT_SCRYPT_COST } from '../auth/passwords';
import { billingSettingsFrom } from '../billing/config';
import { PLAN_PRICE_KEYS, STRIPE_API_URL, type SoldPriceKey } from '../billing/stripe';
import { DEFAULT_CONCURRENCY, DEFAULT_LEASE_MS } from '../jobs/worker';
import { DEFAULT_LOG_BUFFER_BYTES } from '../ops/log-output';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS } from '../ops/logger';
import { DEFAULT_MEMORY_LIMIT_MB } from '../processing/run-in-thread';
import { MIN_SECRET_LENGTH } from '../secret';
import { s3SettingsFrom } from '../storage/s3-settings';

/** A configuration problem worth a one-line message rather than a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** How docs/deploy.md shows a variable: its default in words; a secret's value is never printed. */
interface Shown {
  readonly default: string;
  readonly secret?: true;
}

/** The description and table entry of a variable's schema. */
function documented<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  shown: Shown,
  description: string,
) {
  return v.pipe(schema, v.description(description), v.metadata({ shown }));
}

function wholeNumber(min: number, max: number, unit?: string) {
  const expected = `must be a whole number ${unit === undefined ? '' : `of ${unit} `}from ${min} to ${max}`;
  return v.pipe(
    v.string(),
    v.regex(/^\d+$/, expected),
    v.transform(Number),
    v.minValue(min, expected),
    v.maxValue(max, expected),
  );
}

/** true/false (or 1/0, any case). */
const onOff = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.check((text) => ['true', 'false', '1', '0'].includes(text), 'must be true or false'),
  v.transform((text) => text === 'true' || text === '1'),
);

const text = v.string();

const httpAddress = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[^/]/, 'must start with http:// or https://'),
);

const MIN_SCRYPT_COST = 2 ** 10;
export const MIN_METRICS_TOKEN_LENGTH = 16;

/** S3's rules for new buckets: 3 to 63 of a-z, 0-9, '.', '-', starting and ending alphanumeric. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9][a-z0-9-]{0,62}$/;

function isServiceAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

function holdsCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}

/** STRIPE_PRICES: agent-month=price_...,agent-year=price_...; completeness is checked with Stripe. */
const stripePrices = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const prices: Partial<Record<SoldPriceKey, string>> = {};
    for (const pair of dataset.value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [key = '', price = ''] = pair.split('=').map((part) => part.trim());
      const known = PLAN_PRICE_KEYS.find((candidate) => candidate === key);
      if (known === undefined || !/^price_\w+$/.test(price)) {
        addIssue({
          message: `STRIPE_PRICES: "${pair}" is not <plan>-<period>=price_..., with one of ${PLAN_PRICE_KEYS.join(', ')}.`,
        });
        return NEVER;
      }
      prices[known] = price;
    }
    return prices;
  }),
);

/** The variables, in the order of docs/deploy.md's table. */
const VARIABLES = {
  NODE_ENV: documented(
    v.optional(text, 'development'),
    { default: 'development' },
    '`production`: no seeded accounts, `Secure` `__Host-` cookies (HTTPS only), HSTS, `AUTH_SECRET` and `PUBLIC_URL` required, `SEED_PASSWORD` refused',
  ),
  PORT: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'must be a port number (0-65535)'),
        v.transform(Number),
        v.maxValue(65535, 'must be a port number (0-65535)'),
      ),
      '5173',
    ),
    { default: '`5173`' },
    'port to listen on (`0`: any free port, printed at start)',
  ),
  HOST: documented(v.optional(text, '0.0.0.0'), { default: '`0.0.0.0`' }, 'interface to listen on'),
  PUBLIC_URL: documented(
    v.optional(httpAddress),
    { default: "the server's own address" },
    'the public base URL (`https://...`): links in e-mails, `/sitemap.xml`; required in production',
  ),
  AUTH_SECRET: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.minLength(
          MIN_SECRET_LENGTH,
          `must be at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 48\`)`,
        ),
      ),
    ),
    { default: 'generated into `DATA_DIR`', secret: true },
    'at least 32 characters; signs access and anti-forgery tokens; required in production, the same on every process',
  ),
  DATABASE_URL: documented(
    v.optional(text),
    { default: 'none (PGlite)', secret: true },
    'PostgreSQL connection string; without it the embedded PGlite in `DATA_DIR/pglite`',
  ),
  DATA_DIR: documented(
    v.optional(text, 'data'),
    { default: '`data`' },
    'the embedded database, the development secret, the tour files (`DATA_DIR/storage`) and unfinished uploads (`DATA_DIR/uploads`)',
  ),
  SERVE_APP: documented(
    v.optional(onOff, 'true'),
    { default: '`true`' },
    '`false` serves only the API (development, with Vite in front)',
  ),
  DIST_DIR: documented(v.optional(text, 'dist'), { default: '`dist`' }, 'where the built app is'),
  LOCALES_DIR: documented(
    v.optional(text, 'public/locales'),
    { default: '`public/locales`' },
    'where the translation catalogues are',
  ),
  TRUST_PROXY_HOPS: documented(
    v.optional(
      v.pipe(v.string(), v.regex(/^\d$/, 'must be a number from 0 to 9'), v.transform(Number)),
    ),
    { default: '`0`' },
    'reverse proxies in front whose `X-Forwarded-For` names the client (per-address limits, session addresses); set it to the number of proxies',
  ),
  ACCESS_TOKEN_TTL_SECONDS: documented(
    v.optional(wholeNumber(30, 24 * 60 * 60, 'seconds')),
    { default: '`900`' },
    'access-token lifetime, 30 to 86400',
  ),
  MAX_UPLOAD_BYTES: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d+$/, 'must be a whole number of bytes'),
        v.transform(Number),
        v.minValue(1, 'must be a whole number of bytes'),
        v.safeInteger('must be a whole number of bytes'),
      ),
      String(DEFAULT_MAX_UPLOAD_BYTES),
    ),
    { default: `\`${DEFAULT_MAX_UPLOAD_BYTES}\` (500 MB)` },
    'the largest tour upload accepted; the proxy in front must accept as much',
  ),
  JOB_CONCURRENCY: documented(
    v.optional(wholeNumber(1, 64, 'jobs'), String(DEFAULT_CONCURRENCY)),
    { default: `\`${DEFAULT_CONCURRENCY}\`` },
    'tours one process (server or worker) processes at once, 1 to 64',
  ),
  JOB_LEASE_SECONDS: documented(
    v.optional(wholeNumber(2, 3600, 'seconds'), String(DEFAULT_LEASE_MS / 1000)),
    { default: `\`${DEFAULT_LEASE_MS / 1000}\`` },
    'a claimed job returns to the queue this long after its worker stops answering, 2 to 3600',
  ),
  RUN_WORKER: documented(
    v.optional(onOff, 'true'),
    { default: '`true`' },
    '`false` runs no queue worker in the server process (workers run apart: `npm run worker`)',
  ),
  S3_BUCKET: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.check(
          (name) => BUCKET.test(name) && !name.includes('..'),
          'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
        ),
      ),
    ),
    { default: 'none' },
    'keep tour files in this S3 bucket instead of `DATA_DIR/storage` (the bucket must exist)',
  ),
  S3_ENDPOINT: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.check(
          isServiceAddress,
          "must be the service's address, starting with http:// or https://",
        ),
        v.check(
          (value) => !holdsCredentials(value),
          'S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
        ),
      ),
    ),
    { default: 'AWS' },
    'address of another S3-compatible service (MinIO, Ceph, R2, ...), `http://` or `https://`',
  ),
  S3_REGION: documented(
    v.optional(v.pipe(v.string(), v.regex(REGION, 'must be a region name such as eu-west-1'))),
    { default: 'none' },
    "the bucket's region: required on AWS, `us-east-1` when `S3_ENDPOINT` is set",
  ),
  S3_ACCESS_KEY_ID: documented(
    v.optional(text),
    { default: "the SDK's own" },
    'with `S3_SECRET_ACCESS_KEY`; both unset: `AWS_*` variables, a profile, an instance role',
  ),
  S3_SECRET_ACCESS_KEY: documented(
    v.optional(text),
    { default: "the SDK's own", secret: true },
    'the secret of `S3_ACCESS_KEY_ID`',
  ),
  S3_FORCE_PATH_STYLE: documented(
    v.optional(onOff),
    { default: '`true` with an endpoint' },
    '`true`: the bucket in the path (most S3-compatible services); `false`: in the host name',
  ),
  JOB_MEMORY_LIMIT_MB: documented(
    v.optional(wholeNumber(256, 65_536, 'megabytes'), String(DEFAULT_MEMORY_LIMIT_MB)),
    { default: `\`${DEFAULT_MEMORY_LIMIT_MB}\`` },
    "heap limit of one tour's processing thread, 256 to 65536",
  ),
  SIGNUP_CREDITS: documented(
    v.optional(wholeNumber(0, 100), '0'),
    { default: '`0`' },
    'credits every new account receives, 0 to 100',
  ),
  MAIL_DIR: documented(
    v.optional(text),
    { default: 'none' },
    'also write every e-mail as a JSON file here (development, browser tests)',
  ),
  SEED_PASSWORD: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.check(
          (password) => evaluatePasswordStrength(password).isValid,
          'must meet the password rules (SPEC §5)',
        ),
      ),
    ),
    { default: '(random per account)', secret: true },
    "development only: the seeded accounts' password",
  ),
  SCRYPT_COST: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.check((cost) => {
          const n = Number(cost);
          return /^\d+$/.test(cost) && (n & (n - 1)) === 0;
        }, `must be a power of two from ${MIN_SCRYPT_COST} to ${DEFAULT_SCRYPT_COST}`),
        v.transform(Number),
        v.minValue(
          MIN_SCRYPT_COST,
          `must be a power of two from ${MIN_SCRYPT_COST} to ${DEFAULT_SCRYPT_COST}`,
        ),
        v.maxValue(
          DEFAULT_SCRYPT_COST,
          `must be a power of two from ${MIN_SCRYPT_COST} to ${DEFAULT_SCRYPT_COST}`,
        ),
      ),
    ),
    { default: `\`${DEFAULT_SCRYPT_COST}\` (2^17)` },
    "development and tests only: scrypt's N for new password hashes (a power of two from 1024); refused in production",
  ),
  BILLING_PROVIDER: documented(
    v.optional(
      v.pipe(v.string(), v.toLowerCase(), v.picklist(['test', 'stripe'], 'must be test or stripe')),
    ),
    { default: '`test`' },
    '`stripe` when `STRIPE_SECRET_KEY` is set; `test` charges nothing and in production only when set explicitly',
  ),
  STRIPE_SECRET_KEY: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.regex(/^sk_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_... or sk_live_...)'),
      ),
    ),
    { default: 'none', secret: true },
    'Stripe secret key',
  ),
  STRIPE_WEBHOOK_SECRET: documented(
    v.optional(
      v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'must be the endpoint signing secret (whsec_...)')),
    ),
    { default: 'none', secret: true },
    'signing secret of the endpoint `/api/v1/billing/webhooks/stripe`',
  ),
  STRIPE_PRICES: documented(
    v.optional(stripePrices),
    { default: 'none' },
    'price id per plan: `agent-month=price_...,agent-year=...,...`',
  ),
  STRIPE_API_URL: documented(
    v.optional(
      v.pipe(
        httpAddress,
        // The Stripe SDK takes a host, a port and a protocol: a path would be dropped.
        v.regex(/^https?:\/\/[^/?#]+\/?$/, 'must be an origin without a path'),
      ),
      STRIPE_API_URL,
    ),
    { default: `\`${STRIPE_API_URL}\`` },
    "Stripe's address (a stand-in when testing)",
  ),
  LOG_LEVEL: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.toLowerCase(),
        v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`),
      ),
      DEFAULT_LOG_LEVEL,
    ),
    { default: `\`${DEFAULT_LOG_LEVEL}\`` },
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`: the JSON log lines on stdout',
  ),
  LOG_BUFFER_KB: documented(
    v.optional(wholeNumber(16, 65_536, 'kilobytes'), String(DEFAULT_LOG_BUFFER_BYTES / 1024)),
    { default: `\`${DEFAULT_LOG_BUFFER_BYTES / 1024}\`` },
    'log held (16 to 65536 KB) for a stdout reader that has fallen behind; past it, lines are dropped and counted, never waited for',
  ),
  METRICS_TOKEN: documented(
    v.optional(
      v.pipe(
        v.string(),
        v.check(
          (token) => token.length >= MIN_METRICS_TOKEN_LENGTH && !/\s/.test(token),
          `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. \`openssl rand -hex 32\`)`,
        ),
      ),
    ),
    { default: 'none', secret: true },
    'bearer token of `GET /api/metrics`, at least 16 characters; unset, that route answers 404',
  ),
  VITE_API_BASE_URL: documented(
    v.optional(text),
    { default: 'same origin' },
    "the API's address, allowed by the CSP; give the `VITE_` variables to both the build and the server",
  ),
  VITE_GEOIP_URL: documented(
    v.optional(text),
    { default: 'none' },
    'a geo-IP service the app calls, allowed by the CSP',
  ),
  VITE_GPU_CLOUD_URL: documented(
    v.optional(text),
    { default: 'none' },
    'a GPU service the app calls, allowed by the CSP',
  ),
  VITE_CDN_HOSTS: documented(
    v.optional(text),
    { default: DEFAULT_CDN_HOSTS.map((host) => `\`${host}\``).join(', ') || 'none' },
    'comma-separated CDN hosts allowed by the CSP',
  ),
  VITE_SENTRY_DSN: documented(
    v.optional(text),
    { default: 'none' },
    "error reporting's key; its origin is allowed by the CSP",
  ),
};

export type EnvName = keyof typeof VARIABLES;

/** What production refuses outright. */
function productionProblems(env: v.InferOutput<v.ObjectSchema<typeof VARIABLES, undefined>>) {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SEED_PASSWORD !== undefined) {
    problems.push('SEED_PASSWORD is for development only; unset it in production.');
  }
  if (env.SCRYPT_COST !== undefined) {
    problems.push('SCRYPT_COST is for development and tests only; unset it in production.');
  }
  return problems;
}

export const EnvSchema = v.pipe(
  v.object(VARIABLES),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const env = dataset.value;
    const problems = productionProblems(env);
    const objectStorage = s3SettingsFrom(env, problems);
    const billing = billingSettingsFrom(env, env.NODE_ENV === 'production', problems);
    for (const message of problems) addIssue({ message });
    return problems.length > 0
      ? NEVER
      : { ...env, production: env.NODE_ENV === 'production', objectStorage, billing };
  }),
);

export type Env = v.InferOutput<typeof EnvSchema>;

const NAMES = Object.keys(VARIABLES) as EnvName[];

/** The variables as the schema sees them: trimmed, blank ones unset (the seed password as given). */
function knownVariables(env: Record<string, string | undefined>): Record<string, string> {
  const known: Record<string, string> = {};
  for (const name of NAMES) {
    const value = env[name];
    if (value === undefined || value.trim() === '') continue;
    known[name] = name === 'SEED_PASSWORD' ? value : value.trim();
  }
  return known;
}

/** "NAME must be ..., got "value"." for one variable's issue; a rule's message as it is. */
function describeIssue(issue: v.BaseIssue<unknown>, given: Record<string, string>): string {
  const key = issue.path?.[0]?.key;
  if (typeof key !== 'string') return issue.message;
  if (issue.message.startsWith(key)) return issue.message;
  const secret = VARIABLES[key as EnvName] !== undefined && shownOf(key as EnvName).secret === true;
  const value = given[key];
  return secret || value === undefined
    ? `${key} ${issue.message}.`
    : `${key} ${issue.message}, got "${value}".`;
}

/**
 * The checked configuration of `env`; a ConfigError listing every problem, one a line, when a
 * value cannot work.
 */
export function parseEnv(env: Record<string, string | undefined>): Env {
  const given = knownVariables(env);
  const result = v.safeParse(EnvSchema, given);
  if (result.success) return result.output;
  const lines = [...new Set(result.issues.map((issue) => describeIssue(issue, given)))];
  throw new ConfigError(
    lines.length === 1
      ? lines.join('')
      : [`${lines.length} settings cannot work:`, ...lines.map((line) => `  - ${line}`)].join('\n'),
  );
}

function shownOf(name: EnvName): Shown {
  return v.getMetadata(VARIABLES[name]).shown;
}

/** docs/deploy.md's table of variables, from the schema's descriptions (`npm run env:docs`). */
export function envTable(): string {
  const rows = NAMES.map((name) => [
    `\`${name}\``,
    shownOf(name).default,
    v.getDescription(VARIABLES[name]) ?? '',
  ]);
  const header = ['variable', 'default', 'meaning'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
