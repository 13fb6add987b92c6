/** `npm start` / `npm run serve` / `npm run dev` (API only): the Roomwalk server. */
import type { SeededAccount } from './db/seed';
import { MissingSecretError } from './secret';
import { ConfigError, readServerConfig, startServer, tourFilesLocation } from './start';

function printAccounts(accounts: SeededAccount[]): void {
  if (accounts.length === 0) return;
  console.log('\nDevelopment accounts (one per role):');
  for (const { role, email, password } of accounts) {
    const shown = password ?? '(unchanged since it was first printed; delete data/ to reseed)';
    console.log(`  ${role.padEnd(10)} ${email.padEnd(26)} ${shown}`);
  }
  console.log('');
}

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const running = await startServer(config);
  console.log(`Roomwalk is running at ${running.url}`);
  console.log(`Database: ${running.database.kind} (${running.database.location})`);
  console.log(`Tour files: ${tourFilesLocation(config)}`);
  printAccounts(running.accounts);
  if (config.publicUrl !== undefined) console.log(`Public URL: ${config.publicUrl}`);
  if (!config.serveApp) console.log('API only (SERVE_APP=false): the app is served by Vite.');

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl-C: give up waiting
    stopping = true;
    console.log(`\n${signal} received, shutting down.`);
    setTimeout(() => {
      console.error('Connections did not close within 5 s; exiting anyway.');
      process.exit(1);
    }, 5000).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while closing the server:', error);
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
