/** `npm start` / `npm run serve` / `npm run dev` (API only): the Roomwalk server. */
import { ConfigError, readServerConfig, startServer } from './start';

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const running = await startServer(config);
  console.log(`Roomwalk is running at ${running.url}`);
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
  if (error instanceof ConfigError) {
    console.error(`Roomwalk could not start: ${error.message}`);
  } else {
    console.error('Roomwalk could not start:', error);
  }
  process.exit(1);
});
