/**
 * A real server process for the fault tests (issue 36, point 6): started through tsx as an
 * operator would start it, on the embedded PGlite in a folder of its own or on the PostgreSQL
 * database given, with a metrics token, the seeded accounts' password and a cheap scrypt cost.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { csrfCaller, readCsrfSession } from '../../../bench/csrf-session';
import {
  serverAddress,
  startServerProcess,
  type ServerProcess,
} from '../../../bench/server-process';
import { seededEmail } from '../../../server/db/seed';

export const FAULT_METRICS_TOKEN = 'fault-tests-metrics-token-0123456789';
const SEED_PASSWORD = 'Fault-Tests-R00ms!';

export interface FaultServer {
  process: ServerProcess;
  url: string;
  stop(): Promise<void>;
}

export async function startFaultServer(
  env: { databaseUrl?: string | undefined } & NodeJS.ProcessEnv = {},
): Promise<FaultServer> {
  const { databaseUrl, ...rest } = env;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roomwalk-faults-'));
  const started = await startServerProcess({
    role: 'server',
    compiled: false,
    env: {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      SERVE_APP: 'false',
      AUTH_SECRET: 'fault-tests-share-no-secret-0123456789abcdef',
      METRICS_TOKEN: FAULT_METRICS_TOKEN,
      SEED_PASSWORD,
      SCRYPT_COST: '1024',
      ...(databaseUrl !== undefined && { DATABASE_URL: databaseUrl }),
      ...rest,
    },
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    process: started,
    url: serverAddress(started),
    stop: async () => {
      await started.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET /api/health's status and how long it took, in milliseconds. */
export async function timedHealth(url: string, timeoutMs = 10_000): Promise<[number, number]> {
  const started = performance.now();
  const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
  await response.arrayBuffer();
  return [response.status, performance.now() - started];
}

/** Signs the seeded user in: the database read and the password check of a real API call. */
export async function signInSeededUser(url: string, timeoutMs = 10_000): Promise<string> {
  const session = await readCsrfSession(
    await fetch(`${url}/api/csrf-token`, { signal: AbortSignal.timeout(timeoutMs) }),
  );
  const response = await csrfCaller(url, session, { timeoutMs })('/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: seededEmail('USER'), password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** The value of a metric without labels in the server's Prometheus text. */
export async function metricValue(url: string, name: string): Promise<number> {
  const response = await fetch(`${url}/api/metrics`, {
    headers: { Authorization: `Bearer ${FAULT_METRICS_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  if (line === undefined) throw new Error(`${name} is not among the metrics:\n${text}`);
  return Number(line.slice(name.length + 1));
}
