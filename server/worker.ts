/**
 * `npm run worker`: a job worker on its own, sharing the queue with the server and other workers.
 * It reads the server's configuration (DATABASE_URL, DATA_DIR, ...) and opens the same database.
 */
import path from 'node:path';
import { ensureBillingTick } from './billing/tick';
import { openDatabase } from './db/database';
import { describeForLog } from './http/errors';
import { startWorker } from './jobs/start-worker';
import { stdoutLogOutput } from './ops/log-output';
import { createLogger } from './ops/logger';
import { exitOnUncaughtError, routeConsoleToLogger } from './ops/process-log';
import { ConfigError, readServerConfig, tourFilesLocation } from './start';
import { tourFilesConfig } from './tours/config';

/** How long a stopping worker lets its current job finish before handing it back to the queue. */
const STOP_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await ensureBillingTick(database.db, new Date());
  const output = stdoutLogOutput({ maxBufferBytes: config.logBufferKb * 1024 });
  const logger = createLogger({ level: config.logLevel, destination: output.stream });
  const worker = startWorker({
    db: database.db,
    storage: tourFilesConfig(config.dataDir, config.maxUploadBytes, config.objectStorage).storage,
    memoryLimitMb: config.jobMemoryLimitMb,
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseSeconds * 1000,
    logError: (message, error) =>
      logger.error(
        { error: error instanceof Error ? describeForLog(error) : String(error) },
        message,
      ),
    logWarning: (message, fields) => logger.warn(fields, message),
  });
  // Plain lines for people, in order with the log lines (bench/server-process.ts waits for the first).
  output.print(`Roomwalk worker ${worker.id} is running.`);
  output.print(`Database: ${database.kind} (${database.location})`);
  output.print(`Tour files: ${tourFilesLocation(config)}`);
  routeConsoleToLogger(logger);
  exitOnUncaughtError(logger);
  if (database.kind === 'pglite') {
    logger.warn(
      'The embedded database serves one process at a time: do not run this beside `npm start` ' +
        'on the same DATA_DIR. Set DATABASE_URL to share the queue among processes.',
    );
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C: give up waiting
    stopping = true;
    logger.info(`${signal} received: finishing or handing back the current job.`);
    setTimeout(() => {
      logger.error('The worker did not stop in time; exiting anyway.');
      process.exit(1);
    }, STOP_GRACE_MS + 5000).unref();
    worker
      .stop({ graceMs: STOP_GRACE_MS })
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ error: String(error) }, 'Error while stopping the worker');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`The Roomwalk worker could not start: ${error.message}`);
  } else {
    console.error('The Roomwalk worker could not start:', error);
  }
  process.exit(1);
});
