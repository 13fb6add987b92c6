/** `npm start` / `npm run serve` / `npm run dev` (API only): the Roomwalk server. */
import type { SeededAccount } from './db/seed';
import { stdoutLogOutput } from './ops/log-output';
import { exitOnUncaughtError, routeConsoleToLogger } from './ops/process-log';
import { MissingSecretError } from './secret';
import {
  ConfigError,
  readServerConfig,
  startServer,
  tourFilesLocation,
  type RunningServer,
  type ServerConfig,
} from './start';

/**
 * The start-up text for people, plain lines on stdout (bench/server-process.ts waits for the
 * first), through the same asynchronous output as the log lines that follow it.
 */
function printBanner(running: RunningServer, config: ServerConfig): void {
  const { print } = stdoutLogOutput();
  print(`Roomwalk is running at ${running.url}`);
  print(`Database: ${running.database.kind} (${running.database.location})`);
  print(`Tour files: ${tourFilesLocation(config)}`);
  if (running.accounts.length > 0) print(accountsText(running.accounts));
  if (config.publicUrl !== undefined) print(`Public URL: ${config.publicUrl}`);
  if (!config.serveApp) print('API only (SERVE_APP=false): the app is served by Vite.');
}

function accountsText(accounts: SeededAccount[]): string {
  const lines = accounts.map(({ role, email, password }) => {
    const shown = password ?? '(unchanged since it was first printed; delete data/ to reseed)';
    return `  ${role.padEnd(10)} ${email.padEnd(26)} ${shown}`;
  });
  return ['', 'Development accounts (one per role):', ...lines, ''].join('\n');
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const running = await startServer(config);
  printBanner(running, config);
  const { logger } = running;
  routeConsoleToLogger(logger);
  exitOnUncaughtError(logger);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C: give up waiting
    stopping = true;
    logger.info(`${signal} received, shutting down.`);
    setTimeout(() => {
      logger.error('Connections did not close within 5 s; exiting anyway.');
      process.exit(1);
    }, 5000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ error: String(error) }, 'Error while closing the server');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MissingSecretError) {
    console.error(`Roomwalk could not start: ${error.message}`);
  } else {
    console.error('Roomwalk could not start:', error);
  }
  process.exit(1);
});
