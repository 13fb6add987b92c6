/**
 * A PostgreSQL cluster of a test's own (Debian's pg_createcluster), for a test that restarts
 * PostgreSQL: the shared cluster of TEST_DATABASE_URL serves the other test files running at the
 * same time. Root only, as CI runs (.ci/postgres.sh); the role and password are theirs.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface PrivatePostgres {
  /** postgres://roomwalk:roomwalk@127.0.0.1:<port>/roomwalk: a database of its own. */
  url: string;
  /** Stops the cluster (fast: the connections are ended) and starts it again. */
  restart(): Promise<void>;
  drop(): void;
}

/** Whether this process may make one: root, with Debian's PostgreSQL server installed. */
export function canMakePrivatePostgres(): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync('pg_lsclusters', ['-h'], { stdio: 'ignore' });
    return newestVersion() !== undefined;
  } catch {
    return false;
  }
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const version = newestVersion()!;
  const name = `roomwalk_faults_${randomBytes(4).toString('hex')}`;
  const port = String(55_000 + Math.floor(Math.random() * 4000));
  const cluster = [version, name];
  run('pg_createcluster', [...cluster, '-p', port, '--start']);
  const drop = () => run('pg_dropcluster', [...cluster, '--stop']);
  try {
    await untilReady(port);
    asPostgres(port, "create role roomwalk login password 'roomwalk'");
    asPostgres(port, 'create database roomwalk owner roomwalk');
  } catch (error) {
    drop();
    throw error;
  }
  return {
    url: `postgres://roomwalk:roomwalk@127.0.0.1:${port}/roomwalk`,
    restart: async () => {
      run('pg_ctlcluster', [...cluster, 'restart', '-m', 'fast']);
      await untilReady(port);
    },
    drop,
  };
}

function newestVersion(): string | undefined {
  try {
    return readdirSync('/usr/lib/postgresql')
      .filter((entry) => /^\d+$/.test(entry))
      .sort((a, b) => Number(a) - Number(b))
      .at(-1);
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

function asPostgres(port: string, statement: string): void {
  run('runuser', ['-u', 'postgres', '--', 'psql', '-X', '-q', '-p', port, '-c', statement]);
}

async function untilReady(port: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', port]);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}
