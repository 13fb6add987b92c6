import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 5199);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'data/e2e' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
