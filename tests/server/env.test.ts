/**
 * The schema of the environment (server/config/env.ts): the messages a bad value gets at start,
 * and docs/deploy.md's table of variables, which is generated from it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, envTable, parseEnv } from '../../server/config/env';
import { DEPLOY_DOC, TABLE_MARKER, withEnvTable } from '../../scripts/env-docs';

describe('the environment schema', () => {
  it('gives the documented defaults, blank values counting as unset', () => {
    const env = parseEnv({ PORT: '  ', LOG_LEVEL: '' });
    expect(env).toMatchObject({
      PORT: 5173,
      HOST: '0.0.0.0',
      SERVE_APP: true,
      MAX_UPLOAD_BYTES: 524_288_000,
      JOB_CONCURRENCY: 2,
      LOG_LEVEL: 'info',
      production: false,
      billing: { provider: 'test' },
    });
    expect(env.objectStorage).toBeUndefined();
  });

  it('names each variable that cannot work, what is wrong and what is expected', () => {
    const read = () =>
      parseEnv({
        PORT: 'abc',
        JOB_CONCURRENCY: ' 0 ',
        METRICS_TOKEN: 'a short secret',
        NODE_ENV: 'production',
        SEED_PASSWORD: 'Walk-The-R00ms!',
      });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      [
        '3 settings cannot work:',
        '  - PORT must be a port number (0-65535), got "abc".',
        '  - JOB_CONCURRENCY must be a whole number of jobs from 1 to 64, got "0".',
        '  - METRICS_TOKEN must be at least 16 characters without spaces (e.g. `openssl rand -hex 32`).',
      ].join('\n'),
    );
    // A secret's value is never printed; rules over several variables run once each is valid.
    expect(() => parseEnv({ AUTH_SECRET: 'hunter2' })).toThrow(
      /^AUTH_SECRET must be at least 32 characters \(e\.g\. `openssl rand -base64 48`\)\.$/,
    );
    expect(() => parseEnv({ NODE_ENV: 'production', SEED_PASSWORD: 'Walk-The-R00ms!' })).toThrow(
      [
        '2 settings cannot work:',
        '  - SEED_PASSWORD is for development only; unset it in production.',
        '  - Configure Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICES) in ' +
          'production, or set BILLING_PROVIDER=test to run without payments.',
      ].join('\n'),
    );
  });

  it('writes the table of docs/deploy.md, which is current', () => {
    const doc = readFileSync(DEPLOY_DOC, 'utf8');
    expect(doc).toContain(`${TABLE_MARKER}\n\n${envTable()}\n`);
    expect(withEnvTable(doc)).toBe(doc);
    expect(envTable()).toContain(
      '| `JOB_LEASE_SECONDS`        | `60`                      | a claimed job returns to the queue',
    );
  });
});
